import type { WishlistItem } from '../ports';
import { Store } from './store';

/** The signed-in shopper's wishlist. */
export interface WishlistState {
  readonly items: readonly WishlistItem[];
  /** Product ids whose add or remove call is under way. */
  readonly pending: readonly number[];
}

/** Holds the wishlist; the heart reads `has$`, which changes only when a call succeeded (spec §4). */
export class WishlistStore extends Store<WishlistState> {
  constructor() {
    super({ items: [], pending: [] });
  }

  /** Whether a product is in the wishlist. */
  has(productId: number): boolean {
    return this.snapshot.items.some((item) => item.product.id === productId);
  }

  has$(productId: number) {
    return this.select((state) => state.items.some((item) => item.product.id === productId));
  }

  setItems(items: readonly WishlistItem[]): void {
    this.update({ items });
  }

  setPending(productId: number, pending: boolean): void {
    this.update((state) => ({
      pending: pending ? [...state.pending, productId] : state.pending.filter((id) => id !== productId),
    }));
  }

  clear(): void {
    this.update({ items: [], pending: [] });
  }
}
