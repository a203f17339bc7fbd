import type { CartGateway, Logger } from '../ports';
import type { AuthStore, CartStore } from '../stores';
import { toLineRequests } from './cart-lines';
import type { PersistGuestCart } from './persist-guest-cart';

/**
 * Re-prices a guest's client-side cart with the server's quote, so a stale price kept in the
 * cookie never reaches the total. Lines and coupons are replaced by the server's answer.
 */
export class RefreshGuestCart {
  private latest = 0;

  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly gateway: CartGateway,
    private readonly persistGuestCart: PersistGuestCart,
    private readonly logger: Logger,
  ) {}

  /** Quotes the current lines with the current coupons, or with the given codes (a restored cart). */
  async execute(couponCodes?: readonly string[]): Promise<void> {
    if (this.auth.isAuthenticated) return;
    const { items, coupons } = this.cart.snapshot;
    const codes = couponCodes ?? coupons.map((coupon) => coupon.code);
    if (items.length === 0 && codes.length === 0) return;
    const call = ++this.latest;
    try {
      const quoted = await this.gateway.quote(toLineRequests(items), codes);
      // A newer change started its own quote: this answer is already stale.
      if (call !== this.latest || this.auth.isAuthenticated) return;
      this.cart.replace(quoted);
      this.persistGuestCart.execute();
    } catch (error) {
      this.logger.error('Pricing the cart failed.', error);
    }
  }
}
