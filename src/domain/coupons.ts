import { type Cents, formatMoney } from './money';

/** Coupon types of the API (spec §3). */
export type CouponType = 'fixed-cart-discount' | 'percentage-discount';

/**
 * A coupon on the cart; for a fixed coupon amount is cents, for a percentage coupon it is the
 * percent. `discount`, `applies` and `reason` are what it does for the cart it was priced with;
 * `min_subtotal` and `expired` are what decides whether it applies (`priceCart` decides again
 * for the cart as it is now).
 */
export interface Coupon {
  id: number;
  code: string;
  type: CouponType;
  amount: number;
  discount: Cents;
  allow_free_shipping: boolean;
  /** The subtotal below which it does not apply; 0 or absent: none. */
  min_subtotal?: Cents;
  /** Past its expiry date when it was priced (the server decides: it holds the clock). */
  expired?: boolean;
  /** False when it does not apply to the cart it was priced with. */
  applies?: boolean;
  /** Why it does not apply, or null. */
  reason?: string | null;
}

/** Message for a code no coupon has (our wording: the spec leaves coupon texts open). */
export const COUPON_UNKNOWN = 'This coupon does not exist.';

/** Message for a coupon past its expiry date. */
export const COUPON_EXPIRED = 'This coupon has expired.';

/** Message for a coupon whose minimum order the subtotal does not reach, e.g. "… of $75.00." */
export const couponMinimumNotMet = (minimum: Cents): string => `This coupon needs a minimum order of ${formatMoney(minimum)}.`;

/** Whether a coupon's expiry date has passed at `now` (a coupon without one never expires). */
export function isCouponExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/** Why a coupon does not apply to this subtotal (expired, or the minimum not met), or null when it does. */
export function couponProblem(coupon: Pick<Coupon, 'expired' | 'min_subtotal'>, subtotal: Cents): string | null {
  if (coupon.expired === true) return COUPON_EXPIRED;
  const minimum = coupon.min_subtotal ?? 0;
  return subtotal < minimum ? couponMinimumNotMet(minimum) : null;
}

const DOLLAR: Cents = 100;

/**
 * The cents a coupon takes off a subtotal, never negative: a fixed amount, or a percentage of
 * the subtotal rounded down to a whole dollar (spec §9 "rounded down to an integer", read in
 * dollars: 10 % of $257.99 takes $25.00 off). Neither is capped here: the total is (spec §5).
 */
export function couponDiscount(coupon: Pick<Coupon, 'type' | 'amount'>, subtotal: Cents): Cents {
  const amount = Math.max(0, coupon.amount);
  if (coupon.type === 'fixed-cart-discount') return Math.floor(amount);
  return Math.floor((Math.max(0, subtotal) * amount) / (100 * DOLLAR)) * DOLLAR;
}
