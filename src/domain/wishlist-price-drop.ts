// Price drops on the wishlist: a saved piece now offered for less than when it was added.
import type { Cents } from './money';
import { offeredPrice } from './page-meta';
import type { Product } from './product';

/** Badge of a wishlist item whose price fell since it was added. */
export const PRICE_DROPPED_LABEL = 'Price dropped';

/** Label of the wishlist's sort control and its options. */
export const WISHLIST_SORT_LABEL = 'Sort by';
export const WISHLIST_SORT_OPTIONS = [
  { value: 'added', label: 'Recently added' },
  { value: 'price-dropped', label: 'Price dropped first' },
] as const;
export type WishlistSort = (typeof WISHLIST_SORT_OPTIONS)[number]['value'];

/** A saved piece as far as its price is concerned. */
export interface PricedWish {
  /** What it was offered at when it was added (cents). */
  readonly price_at_add: Cents;
  readonly product: Pick<Product, 'type' | 'regular_price' | 'sale_price' | 'min_price'>;
}

/** Whether the piece is offered for less now than when it was added. */
export function hasPriceDropped(wish: PricedWish): boolean {
  return offeredPrice(wish.product) < wish.price_at_add;
}

/** The wishlist in the order asked: as listed (newest first), or pieces whose price dropped first, each group keeping that order. */
export function sortWishlist<T extends PricedWish>(items: readonly T[], sort: WishlistSort): readonly T[] {
  if (sort === 'added') return items;
  return [...items.filter(hasPriceDropped), ...items.filter((item) => !hasPriceDropped(item))];
}
