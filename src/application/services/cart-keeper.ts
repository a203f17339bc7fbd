import type { AddableProduct, CartItem } from '@/domain';

/**
 * What the cart does with a shopper's change, wherever its truth lives: a guest's cart is kept
 * client-side and priced by the server's quote (GuestCart), a signed-in shopper's is the server's
 * (ShopperCart). Methods resolve once the change shows in the CartStore; they throw the adapters'
 * application errors.
 */
export interface CartKeeper {
  /** Adds a product; false when nothing changed (already at its stock, or its per-order limit reached). */
  add(product: AddableProduct, quantity: number): Promise<boolean>;
  /** Replaces the lines (a quantity changed, a line removed). */
  setLines(items: readonly CartItem[]): Promise<void>;
  applyCoupon(code: string): Promise<void>;
  removeCoupon(code: string): Promise<void>;
  /** Brings the cart back at start-up. */
  restore(): Promise<void>;
}
