import { UnauthorizedError } from '../errors';
import type { AuthGateway, CartGateway, CartStorage, Logger, WishlistGateway } from '../ports';
import type { AuthStore, CartStore, WishlistStore } from '../stores';
import { toLineRequests } from './cart-lines';
import type { RefreshGuestCart } from './refresh-guest-cart';

/**
 * Restores the shopper at start-up. Signed in: the user, the server cart (merging a guest cart
 * a failed merge left behind) and the wishlist. Guest: the client-side cart, re-priced.
 */
export class RestoreSession {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly wishlist: WishlistStore,
    private readonly authGateway: AuthGateway,
    private readonly cartGateway: CartGateway,
    private readonly wishlistGateway: WishlistGateway,
    private readonly cartStorage: CartStorage,
    private readonly refreshGuestCart: RefreshGuestCart,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<void> {
    const stored = this.cartStorage.load();
    if (!this.auth.isAuthenticated) {
      if (!stored) return;
      this.cart.setItems(stored.items);
      // Coupons come back through the quote, which checks them again.
      await this.refreshGuestCart.execute(stored.couponCodes);
      return;
    }
    // Until the server answers, the cart is unknown rather than empty.
    this.cart.setLoading(true);
    try {
      const pending = stored?.items ?? [];
      const [user, wishlist, cart] = await Promise.all([
        this.authGateway.me(),
        this.wishlistGateway.list(),
        pending.length > 0 ? this.cartGateway.add(toLineRequests(pending)) : this.cartGateway.get(),
      ]);
      this.cart.replace(cart);
      if (stored) this.cartStorage.clear();
      this.wishlist.setItems(wishlist);
      this.auth.setUser(user);
    } catch (error) {
      // A 401 has already cleared the session through ExpireSession; anything else is logged.
      if (!(error instanceof UnauthorizedError)) this.logger.error('Restoring the session failed.', error);
    } finally {
      this.cart.setLoading(false);
    }
  }
}
