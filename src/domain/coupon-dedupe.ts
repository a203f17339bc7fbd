import type { Coupon } from './coupons';

// Which coupons are the same (spec §5): the cart keeps one of each, from the moment it loads.

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
