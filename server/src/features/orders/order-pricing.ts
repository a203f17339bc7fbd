import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { ApiError, VALIDATION_MESSAGE } from '../../http/errors.js';
import type { Owner } from '../account/addresses.js';
import type { CartLine } from '../cart/cart-lines.js';
import { couponsOfCart, findCoupons, normaliseCode } from '../cart/coupons.js';
import { COUPON_UNKNOWN, type CouponAnswer, type CouponRule, priceLines } from '../cart/pricing.js';
import type { ShippingFeeAnswer } from '../shipping/shipping-fee.js';

/** An order's coupons and figures, as they will be stored. */
export interface OrderPrice {
  coupons: CouponAnswer[];
  insurance: boolean;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
}

/** The coupons asked for: a user's from the server cart, a guest's by code (an unknown code is a 422). */
export async function requestedCoupons(db: Kysely<Database>, owner: Owner, guestCodes: string[] | undefined): Promise<CouponRule[]> {
  if (owner.column === 'user_id') return couponsOfCart(db, owner.id);
  const codes = [...new Set((guestCodes ?? []).map(normaliseCode))];
  const coupons = await findCoupons(db, codes);
  const missing = codes.find((code) => !coupons.some((coupon) => coupon.code === code));
  if (missing !== undefined) throw new ApiError(422, VALIDATION_MESSAGE, { coupons: COUPON_UNKNOWN });
  return coupons;
}

/**
 * Prices the order with the cart's own rules (spec §9, `priceCart`): the figures the shopper saw.
 * A coupon that stopped applying (minimum no longer met, expired) stays on the order, marked
 * with its reason and taking nothing off, as the cart showed it: never a refusal. An order
 * picked up in a store (no fee) travels free: the spec's manual free-shipping flag. The store's
 * free-delivery threshold comes with the fee, so the quote and the order apply the same one.
 */
export function priceOrder(lines: CartLine[], coupons: CouponRule[], fee: ShippingFeeAnswer | null, insuranceChosen: boolean, now: Date): OrderPrice {
  const insurance = fee !== null && insuranceChosen && fee.insurance_enabled;
  const pricing = priceLines(lines, coupons, now, { fee, insuranceChosen: insurance, manualFreeShipping: fee === null, freeDeliveryFrom: fee?.free_delivery_from ?? null });
  return {
    coupons: pricing.coupons,
    insurance,
    subtotal: pricing.subtotal,
    discount: pricing.discount,
    shipping: pricing.shipping,
    total: pricing.total,
  };
}
