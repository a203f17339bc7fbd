import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { ApiError, VALIDATION_MESSAGE } from '../../http/errors.js';
import { COUPON_UNKNOWN, type CouponAnswer, couponAnswer, couponProblem, type CouponRule } from './pricing.js';

const COUPON_COLUMNS = ['id', 'code', 'type', 'amount', 'min_subtotal', 'expires_at', 'allow_free_shipping'] as const;

export const normaliseCode = (code: string) => code.trim().toUpperCase();

export function findCoupons(db: Kysely<Database>, codes: string[]): Promise<CouponRule[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db.selectFrom('coupons').select(COUPON_COLUMNS).where('code', 'in', codes.map(normaliseCode)).execute();
}

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
  const problem = couponProblem(coupon, subtotal, now);
  if (problem !== null) throw new ApiError(422, VALIDATION_MESSAGE, { [field]: problem });
  return coupon;
}

/** Coupons that still apply to this subtotal, each once (by id and by code). */
export function applicableCoupons(coupons: CouponRule[], subtotal: number, now: Date): CouponAnswer[] {
  const seen = new Set<number>();
  const answers: CouponAnswer[] = [];
  for (const coupon of coupons) {
    if (seen.has(coupon.id) || couponProblem(coupon, subtotal, now) !== null) continue;
    seen.add(coupon.id);
    answers.push(couponAnswer(coupon, subtotal));
  }
  return answers;
}
