import type { Registration, Session } from '../models';
import type { AuthGateway, CartGateway, CartStorage, Logger, WishlistGateway } from '../ports';
import type { AuthStore, CartStore, UiStore, WishlistStore } from '../stores';
import { toLineRequests } from './cart-lines';

/**
 * Signs in or up, then merges the guest cart into the account's cart so nothing a guest added
 * is lost, and loads the wishlist (fetched only when signed in, spec §6).
 */
export class SignIn {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly wishlist: WishlistStore,
    private readonly ui: UiStore,
    private readonly authGateway: AuthGateway,
    private readonly cartGateway: CartGateway,
    private readonly wishlistGateway: WishlistGateway,
    private readonly cartStorage: CartStorage,
    private readonly logger: Logger,
  ) {}

  /** Signs in with e-mail and password; a `ValidationError` carries the server's field errors. */
  async execute(email: string, password: string): Promise<Session> {
    return this.start(await this.authGateway.login(email, password));
  }

  /** Creates the account and signs in. */
  async register(registration: Registration): Promise<Session> {
    return this.start(await this.authGateway.register(registration));
  }

  private async start(session: Session): Promise<Session> {
    const guestCart = this.cart.snapshot;
    this.auth.signIn(session);
    this.auth.clearGuest();
    await this.mergeGuestCart(guestCart.items.length > 0 ? toLineRequests(guestCart.items) : [], guestCart.coupons.map((c) => c.code));
    this.ui.closeDrawer('auth');
    try {
      this.wishlist.setItems(await this.wishlistGateway.list());
    } catch (error) {
      this.logger.error('Loading the wishlist failed.', error);
    }
    return session;
  }

  private async mergeGuestCart(lines: ReturnType<typeof toLineRequests>, couponCodes: readonly string[]): Promise<void> {
    try {
      this.cart.replace(lines.length > 0 ? await this.cartGateway.add(lines) : await this.cartGateway.get());
      this.cartStorage.clear();
      for (const code of couponCodes) {
        try {
          this.cart.replace(await this.cartGateway.applyCoupon(code));
        } catch {
          // A guest coupon the account cannot use (already applied, expired meanwhile) is dropped.
        }
      }
    } catch (error) {
      // Keep the guest cart in storage so nothing is lost; the next load retries the merge.
      this.logger.error('Merging the guest cart failed.', error);
    }
  }
}
