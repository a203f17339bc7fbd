import type { AddressBookStore, AuthStore, CartStore, WishlistStore } from '../stores';

/**
 * Handles a 401 from any call (spec §4, §8): the user token is cleared and the account's data
 * leaves the screen, so the UI shows the signed-out state without a reload.
 */
export class ExpireSession {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly wishlist: WishlistStore,
    private readonly addressBook: AddressBookStore,
  ) {}

  execute(): void {
    if (!this.auth.isAuthenticated) return;
    this.auth.clearUser();
    this.cart.clear();
    this.wishlist.clear();
    this.addressBook.clear();
  }
}
