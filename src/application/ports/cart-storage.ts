import type { CartItem } from '@/domain';
import { token } from '../token';

/** What a guest's cart keeps between visits: lines and coupon codes. */
export interface StoredCart {
  readonly items: readonly CartItem[];
  readonly couponCodes: readonly string[];
}

/** Keeps a guest's cart client-side (a cookie for 1 year in the browser). */
export interface CartStorage {
  load(): StoredCart | null;
  save(cart: StoredCart): void;
  clear(): void;
}
export const CART_STORAGE = token<CartStorage>('CartStorage');
