/** The snackbar after a successful password reset (spec §4 names a snackbar; wording ours). */
export const PASSWORD_RESET_SUCCESS_MESSAGE = 'Your password has been reset. You can now sign in.';

/** Label of the navigator drawer's sign-in action. */
export const SIGN_IN_ACTION_LABEL = 'Sign in';

/** Sign-up: first name missing. */
export const FIRST_NAME_REQUIRED = 'Please enter your first name';

/** Sign-up: last name missing. */
export const LAST_NAME_REQUIRED = 'Please enter your last name';

/** Sign-up: the terms were not accepted. */
export const TERMS_REQUIRED = 'Please accept the terms and conditions';

/** A required text field, for forms whose wording the spec leaves open. */
export function checkRequired(value: string, message: string): string | null {
  return value.trim() === '' ? message : null;
}

/**
 * The toast after signing in with a guest cart: what went into the account's cart ("Your 2
 * pieces from before you signed in were added to your cart, with coupon WELCOME10."), or null
 * when there was nothing to merge.
 */
export function mergedCartMessage(pieces: number, couponCodes: readonly string[]): string | null {
  if (pieces <= 0) return null;
  const what = pieces === 1 ? 'Your piece from before you signed in was' : `Your ${pieces} pieces from before you signed in were`;
  const coupons = couponCodes.length === 0 ? '' : `, with coupon${couponCodes.length > 1 ? 's' : ''} ${couponCodes.join(', ')}`;
  return `${what} added to your cart${coupons}.`;
}
