import { LOGGED_OUT_MESSAGE } from '@/domain';
import type { AuthGateway, CartStorage, Logger, Navigator } from '../ports';
import type { AddressBookStore, AuthStore, CartStore, UiStore, WishlistStore } from '../stores';

/** Signs out (spec §2): clears the token, cart and coupon, shows "You have logged out!", goes to /. */
export class SignOut {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly wishlist: WishlistStore,
    private readonly addressBook: AddressBookStore,
    private readonly ui: UiStore,
    private readonly gateway: AuthGateway,
    private readonly cartStorage: CartStorage,
    private readonly navigator: Navigator,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<void> {
    try {
      await this.gateway.logout();
    } catch (error) {
      // The token is forgotten locally either way; a failed revoke is only logged.
      this.logger.warn('Signing out on the server failed.', error);
    }
    this.auth.clearUser();
    this.cart.clear();
    this.cartStorage.clear();
    this.wishlist.clear();
    this.addressBook.clear();
    this.ui.showSnackbar('success', LOGGED_OUT_MESSAGE);
    this.navigator.navigate('/');
  }
}
