import { couponCodeKey } from './coupon-dedupe';
import type { Coupon } from './coupons';

// The rules of the coupon field. Whether a code exists, has expired or needs a minimum order is
// the server's to say (its message is shown as it comes); these only keep a request from being
// pointless. Wording ours: the spec leaves coupon texts open.

/** Longest coupon code the API accepts. */
export const COUPON_CODE_MAX_LENGTH = 40;

/** The coupon field submitted empty. */
export const COUPON_CODE_REQUIRED = 'Please enter a coupon code';

/** The coupon field holds more than the API accepts. */
export const COUPON_CODE_TOO_LONG = `A coupon code has at most ${COUPON_CODE_MAX_LENGTH} characters`;

/** The code is already among the cart's coupons (coupons are de-duplicated by code, spec §5). */
export const COUPON_ALREADY_APPLIED = 'This coupon is already applied';

/** The coupon could not be checked (network or server fault): nothing was decided. */
export const COUPON_APPLY_FAILED = 'This coupon could not be applied right now. Please try again.';

/**
 * Checks the coupon field on focus-out: an empty field is fine there (a coupon is optional), a
 * code longer than the API accepts is not. Returns the message, or null when valid.
 */
export function checkCouponCode(value: string): string | null {
  return value.trim().length > COUPON_CODE_MAX_LENGTH ? COUPON_CODE_TOO_LONG : null;
}

/** Checks a code being applied: required once trimmed, not too long, not already applied. */
export function checkCouponToApply(value: string, applied: readonly Pick<Coupon, 'code'>[]): string | null {
  if (value.trim() === '') return COUPON_CODE_REQUIRED;
  const key = couponCodeKey(value);
  if (applied.some((coupon) => couponCodeKey(coupon.code) === key)) return COUPON_ALREADY_APPLIED;
  return checkCouponCode(value);
}
