// The legal page the sign-up form links to besides the privacy policy (newsletter-notice.ts).

/** Path of the terms and conditions the sign-up form asks the shopper to accept (spec §2 route). */
export const TERMS_AND_CONDITIONS_PATH = '/content/terms-and-conditions';
