// Cart arithmetic in integer cents (spec §9), shared by the cart, the quote and orders.

export interface PricedProduct {
  regular_price: number;
  sale_price: number | null;
}

export interface CouponRule {
  id: number;
  code: string;
  type: 'fixed-cart-discount' | 'percentage-discount';
  amount: number;
  min_subtotal: number;
  expires_at: Date | null;
  allow_free_shipping: boolean;
}

export const COUPON_UNKNOWN = 'This coupon does not exist.';
export const COUPON_EXPIRED = 'This coupon has expired.';
export const couponMinimumNotMet = (minimum: number) => `This coupon needs a minimum order of ${formatUsd(minimum)}.`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (cents: number) => usd.format(cents / 100);

export const unitPrice = (product: PricedProduct) => product.sale_price ?? product.regular_price;

export function subtotalOf(lines: { quantity: number; product: PricedProduct }[]): number {
  return lines.reduce((sum, line) => sum + unitPrice(line.product) * line.quantity, 0);
}

/** Why a coupon cannot apply to this subtotal now, or null when it can. */
export function couponProblem(coupon: CouponRule, subtotal: number, now: Date): string | null {
  if (coupon.expires_at !== null && coupon.expires_at <= now) return COUPON_EXPIRED;
  if (subtotal < coupon.min_subtotal) return couponMinimumNotMet(coupon.min_subtotal);
  return null;
}

/** The coupon's discount on this subtotal: a percentage rounds down; neither exceeds the subtotal. */
export function couponDiscount(coupon: CouponRule, subtotal: number): number {
  const raw = coupon.type === 'percentage-discount' ? Math.floor((subtotal * coupon.amount) / 100) : coupon.amount;
  return Math.min(raw, subtotal);
}

/** The coupon as answered to clients (docs/api.md `Coupon`). */
export function couponAnswer(coupon: CouponRule, subtotal: number) {
  return {
    id: coupon.id,
    code: coupon.code,
    type: coupon.type,
    amount: coupon.amount,
    discount: couponDiscount(coupon, subtotal),
    allow_free_shipping: coupon.allow_free_shipping,
  };
}

export type CouponAnswer = ReturnType<typeof couponAnswer>;

/** Order totals: coupons never take the total below 0; a free-shipping coupon zeroes the fee. */
export function orderTotals(subtotal: number, coupons: CouponAnswer[], shippingRate: number) {
  const discount = Math.min(subtotal, coupons.reduce((sum, coupon) => sum + coupon.discount, 0));
  const shipping = coupons.some((coupon) => coupon.allow_free_shipping) ? 0 : shippingRate;
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}
