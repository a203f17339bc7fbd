import { type Cents } from './money';

/** Coupon types of the API (spec §3). */
export type CouponType = 'fixed-cart-discount' | 'percentage-discount';

/** A coupon applied to the cart; for a fixed coupon amount is cents, for a percentage coupon it is the percent. */
export interface Coupon {
  id: number;
  code: string;
  type: CouponType;
  amount: number;
  discount: Cents;
  allow_free_shipping: boolean;
}

/** The comparison key of a coupon code: codes are matched case-insensitively. */
export function couponCodeKey(code: string): string {
  return code.trim().toLowerCase();
}

/** Coupons with duplicates removed by id and by code, the first one winning (spec §5). */
export function dedupeCoupons<C extends Pick<Coupon, 'id' | 'code'>>(coupons: readonly C[]): C[] {
  const ids = new Set<number>();
  const codes = new Set<string>();
  return coupons.filter((coupon) => {
    const code = couponCodeKey(coupon.code);
    if (ids.has(coupon.id) || codes.has(code)) return false;
    ids.add(coupon.id);
    codes.add(code);
    return true;
  });
}

/** The cents a coupon takes off a subtotal: a fixed amount, or a percentage rounded down (spec §9); never negative. */
export function couponDiscount(coupon: Pick<Coupon, 'type' | 'amount'>, subtotal: Cents): Cents {
  const amount = Math.max(0, coupon.amount);
  if (coupon.type === 'fixed-cart-discount') return Math.floor(amount);
  return Math.floor((Math.max(0, subtotal) * amount) / 100);
}
