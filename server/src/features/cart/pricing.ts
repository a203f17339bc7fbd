// The server prices with the SPA's own rules (src/domain, spec §9): one price everywhere.
import { type CartPricing, type PricedCoupon, priceCart, subtotal as subtotalOfLines, unitPrice } from '../../../../src/domain/cart-pricing.js';
import { type Coupon, COUPON_UNKNOWN, couponProblem, isCouponExpired } from '../../../../src/domain/coupons.js';
import type { FreeDeliveryThreshold, ShippingFee } from '../../../../src/domain/shipping-fee.js';

export { COUPON_UNKNOWN, unitPrice };

export interface PricedProduct {
  regular_price: number;
  sale_price: number | null;
}

/** A coupon as stored. */
export interface CouponRule {
  id: number;
  code: string;
  type: 'fixed-cart-discount' | 'percentage-discount';
  amount: number;
  min_subtotal: number;
  expires_at: Date | null;
  allow_free_shipping: boolean;
}

/** The coupon as answered to clients (docs/api.md `Coupon`): its figures for one cart. */
export interface CouponAnswer {
  id: number;
  code: string;
  type: CouponRule['type'];
  amount: number;
  min_subtotal: number;
  discount: number;
  allow_free_shipping: boolean;
  expired: boolean;
  applies: boolean;
  reason: string | null;
}

type Lines = readonly { quantity: number; product: PricedProduct }[];

/** The sum of the lines (spec §9). */
export const subtotalOf = (lines: Lines) => subtotalOfLines(lines);

/** The stored coupon in the domain's terms, its expiry decided at `now` (the domain holds no clock). */
function toCoupon(rule: CouponRule, now: Date): Coupon {
  const { expires_at: expiresAt, ...coupon } = rule;
  return { ...coupon, discount: 0, expired: isCouponExpired(expiresAt, now) };
}

/** Why a stored coupon cannot apply to this subtotal now, or null when it can. */
export function couponRuleProblem(rule: CouponRule, subtotal: number, now: Date): string | null {
  return couponProblem(toCoupon(rule, now), subtotal);
}

const answerOf = (coupon: PricedCoupon): CouponAnswer => ({
  id: coupon.id,
  code: coupon.code,
  type: coupon.type,
  amount: coupon.amount,
  min_subtotal: coupon.min_subtotal ?? 0,
  discount: coupon.discount,
  allow_free_shipping: coupon.allow_free_shipping,
  expired: coupon.expired ?? false,
  applies: coupon.applies,
  reason: coupon.reason,
});

/** What pricing answers: the domain's figures, with the coupons as the API shows them. */
export type PricingAnswer = Omit<CartPricing, 'coupons'> & { coupons: CouponAnswer[] };

/**
 * Prices lines and coupons as the SPA does (`priceCart`): coupons de-duplicated, each with its
 * discount for this cart or the reason it does not apply; shipping from the fee when one is given.
 */
export function priceLines(
  lines: Lines,
  rules: readonly CouponRule[],
  now: Date,
  shipping: { fee: ShippingFee | null; insuranceChosen: boolean; manualFreeShipping?: boolean; freeDeliveryFrom?: FreeDeliveryThreshold } = { fee: null, insuranceChosen: false },
): PricingAnswer {
  const pricing = priceCart({
    items: lines,
    coupons: rules.map((rule) => toCoupon(rule, now)),
    freeShipping: shipping.manualFreeShipping ?? false,
    shippingFee: shipping.fee,
    insuranceChosen: shipping.insuranceChosen,
    freeDeliveryFrom: shipping.freeDeliveryFrom ?? null,
  });
  return { ...pricing, coupons: pricing.coupons.map(answerOf) };
}
