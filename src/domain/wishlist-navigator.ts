// The navigator drawer a guest gets on tapping a wishlist heart (spec §4).

/** Title of the navigator drawer shown to a guest who taps the wishlist heart (spec §4). */
export const WISHLIST_NAVIGATOR_TITLE = 'Add to wishlist';

/** The navigator drawer's message for a guest who taps a wishlist heart (spec §4; wording ours). */
export const WISHLIST_NAVIGATOR_MESSAGE = 'Sign in or create an account to save your favourite pieces and find them on any device.';
