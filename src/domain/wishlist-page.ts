// Texts of the wishlist page (/my-account/wishlist); the spec names the route only.

/** Heading of the wishlist page. */
export const WISHLIST_PAGE_TITLE = 'My wishlist';

/** Heading of the empty wishlist. */
export const WISHLIST_EMPTY_TITLE = 'Your wishlist is empty';

/** Text of the empty wishlist. */
export const WISHLIST_EMPTY_TEXT = 'Tap the heart on any piece you love to keep it here, ready for later.';

/** The empty wishlist's way back to shopping, and where it goes. */
export const CONTINUE_SHOPPING_LABEL = 'Continue shopping';
export const CONTINUE_SHOPPING_PATH = '/';

/** Shown to a guest on the wishlist page, beside the auth drawer that opened (spec §6). */
export const WISHLIST_SIGN_IN_TITLE = 'Sign in to see your wishlist';

/** Action of a wishlist item that takes it out of the list. */
export const REMOVE_FROM_WISHLIST_ACTION = 'Remove';

/** Action of a wishlist item with several sizes or colours: the choice is made on the product page. */
export const CHOOSE_SIZE_LABEL = 'Choose a size';

/** Shown when the wishlist could not be loaded. */
export const WISHLIST_LOAD_FAILED = 'We could not load your wishlist. Please try again.';

/** Action that loads the wishlist again after a failure. */
export const TRY_AGAIN_LABEL = 'Try again';

/** Snackbar when removing an item failed (the item stays, spec §8). */
export const WISHLIST_UPDATE_FAILED = 'We could not update your wishlist. Please try again.';

/** How many pieces the wishlist holds, as its count line says it. */
export function wishlistCountLabel(count: number): string {
  return count === 1 ? '1 piece' : `${count} pieces`;
}

/** Announced after an item left the wishlist. */
export function removedFromWishlistMessage(name: string): string {
  return `${name} was removed from your wishlist.`;
}
