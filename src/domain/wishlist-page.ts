// Texts and rules of the wishlist page (/my-account/wishlist); the spec names the route only.
import { toCartSnapshot, type AddableProduct } from './cart';
import type { Product } from './product';

/** Heading of the wishlist page. */
export const WISHLIST_PAGE_TITLE = 'My wishlist';

/** Heading of the empty wishlist. */
export const WISHLIST_EMPTY_TITLE = 'Your wishlist is empty';

/** Text of the empty wishlist. */
export const WISHLIST_EMPTY_TEXT = 'Tap the heart on any piece you love to keep it here, ready for later.';

/** The empty wishlist's way back to shopping, and where it goes. */
export const CONTINUE_SHOPPING_LABEL = 'Continue shopping';
export const CONTINUE_SHOPPING_PATH = '/';

/** Action of a wishlist item that takes it out of the list. */
export const REMOVE_FROM_WISHLIST_ACTION = 'Remove';

/** Action of a wishlist item with several sizes or colours: the choice is made on the product page. */
export const CHOOSE_SIZE_LABEL = 'Choose a size';

/** Action of a wishlist item that can go straight into the cart. */
export const WISHLIST_ADD_TO_CART_LABEL = 'Add to cart';

/** Shown when adding a wishlist item to the cart failed. */
export const WISHLIST_ADD_TO_CART_FAILED = 'This piece could not be added to your cart. Please try again.';

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

/** Confirms an add where the cart drawer does not open (small screens go to the cart page instead, spec §2). */
export function addedToCartMessage(name: string): string {
  return `${name} was added to your cart.`;
}

/** A card-level product as the API lists it: `default_variant_id` is set when it has exactly one variant. */
export type CardProduct = Product & { readonly default_variant_id?: number | null };

/**
 * The variant a card may put straight into the cart, or null when a size (or colour) has to be
 * chosen on the product page first: a variable product, or one with several variants.
 */
export function cardVariantId(product: CardProduct): number | null {
  if (product.type === 'variable') return null;
  return product.default_variant_id ?? null;
}

/** What a card adds to the cart: the product's snapshot under its single variant's id. */
export function cardCartSnapshot(product: CardProduct, variantId: number): AddableProduct {
  return { ...toCartSnapshot(product), id: variantId };
}
