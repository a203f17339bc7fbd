import type { Product } from '@/domain';
import { token } from '../token';

/** One saved product. */
export interface WishlistItem {
  readonly id: number;
  readonly product: Product;
  readonly added_at: string;
  /** What the product was offered at when it was added (cents). */
  readonly price_at_add: number;
}

/** The signed-in shopper's wishlist; every call answers the new list. */
export interface WishlistGateway {
  list(): Promise<readonly WishlistItem[]>;
  add(productId: number): Promise<readonly WishlistItem[]>;
  remove(productId: number): Promise<readonly WishlistItem[]>;
}
export const WISHLIST_GATEWAY = token<WishlistGateway>('WishlistGateway');
