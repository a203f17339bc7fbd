import type { CartStorage } from '../ports';
import type { AuthStore, CartStore } from '../stores';

/** Saves a guest's cart client-side; a signed-in shopper's cart lives on the server. */
export class PersistGuestCart {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly storage: CartStorage,
  ) {}

  execute(): void {
    if (this.auth.isAuthenticated) return;
    const { items, coupons } = this.cart.snapshot;
    this.storage.save({ items, couponCodes: coupons.map((coupon) => coupon.code) });
  }
}
