import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { ApiError, VALIDATION_MESSAGE } from '../../http/errors.js';
import { COUPON_UNKNOWN, couponRuleProblem, type CouponRule } from './pricing.js';

const COUPON_COLUMNS = ['id', 'code', 'type', 'amount', 'min_subtotal', 'expires_at', 'allow_free_shipping'] as const;

/** Codes are stored upper-case and matched in any case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** The stored coupons with these codes (any case), in the order asked; unknown codes are simply absent. */
export async function findCoupons(db: Kysely<Database>, codes: string[]): Promise<CouponRule[]> {
  if (codes.length === 0) return [];
  const wanted = codes.map(normaliseCode);
  const rows = await db.selectFrom('coupons').select(COUPON_COLUMNS).where('code', 'in', wanted).execute();
  return rows.sort((a, b) => wanted.indexOf(a.code) - wanted.indexOf(b.code));
}

/** The coupons on a user's server cart, in the order applied. */
export function couponsOfCart(db: Kysely<Database>, userId: number): Promise<CouponRule[]> {
  return db
    .selectFrom('cart_coupons as cc')
    .innerJoin('coupons as c', 'c.id', 'cc.coupon_id')
    .select(COUPON_COLUMNS.map((column) => `c.${column}` as const))
    .where('cc.user_id', '=', userId)
    .orderBy('cc.added_at')
    .execute();
}

/** The coupon for `code` if it applies to this subtotal; otherwise a 422 on `field` with the reason. */
export async function checkCoupon(db: Kysely<Database>, code: string, subtotal: number, now: Date, field = 'code'): Promise<CouponRule> {
  const [coupon] = await findCoupons(db, [code]);
  if (coupon === undefined) throw new ApiError(422, VALIDATION_MESSAGE, { [field]: COUPON_UNKNOWN });
  const problem = couponRuleProblem(coupon, subtotal, now);
  if (problem !== null) throw new ApiError(422, VALIDATION_MESSAGE, { [field]: problem });
  return coupon;
}
