import { couponCodeKey } from '@/domain';
import type { CartGateway, CartLineRequest, Logger } from '../ports';
import type { AuthStore, CartStore } from '../stores';
import { toLineRequests } from './cart-lines';
import type { PersistGuestCart } from './persist-guest-cart';

/**
 * Re-prices a guest's client-side cart with the server's quote, so a stale price kept in the
 * cookie never reaches the total. Lines and coupons are replaced by the server's answer.
 */
export class RefreshGuestCart {
  private latest = 0;
  /** Codes of a restored cart whose quote has not been applied yet: a newer quote carries them. */
  private pendingCodes: readonly string[] = [];
  /** The quote on its way, so asking again for the same lines and codes (an add opens the drawer) waits for it. */
  private inFlight: { readonly key: string; readonly done: Promise<void> } | null = null;

  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly gateway: CartGateway,
    private readonly persistGuestCart: PersistGuestCart,
    private readonly logger: Logger,
  ) {}

  /** Quotes the current lines with the current coupons, or with the given codes (a restored cart). */
  execute(couponCodes?: readonly string[]): Promise<void> {
    if (this.auth.isAuthenticated) return Promise.resolve();
    const { items, coupons } = this.cart.snapshot;
    if (couponCodes) this.pendingCodes = couponCodes;
    // A quote started while the restored codes are still being checked would otherwise drop them.
    const codes = couponCodes ?? withPending(coupons.map((coupon) => coupon.code), this.pendingCodes);
    if (items.length === 0 && codes.length === 0) return Promise.resolve();
    const lines = toLineRequests(items);
    const key = JSON.stringify([lines, codes]);
    if (this.inFlight?.key === key) return this.inFlight.done;
    const inFlight = { key, done: this.quote(++this.latest, lines, codes) };
    this.inFlight = inFlight;
    void inFlight.done.then(() => {
      if (this.inFlight === inFlight) this.inFlight = null;
    });
    return inFlight.done;
  }

  private async quote(call: number, lines: readonly CartLineRequest[], codes: readonly string[]): Promise<void> {
    try {
      const quoted = await this.gateway.quote(lines, codes);
      // A newer change started its own quote: this answer is already stale.
      if (call !== this.latest || this.auth.isAuthenticated) return;
      this.pendingCodes = [];
      this.cart.replace(quoted);
      this.persistGuestCart.execute();
    } catch (error) {
      this.logger.error('Pricing the cart failed.', error);
    }
  }
}

function withPending(codes: readonly string[], pending: readonly string[]): readonly string[] {
  const keys = new Set(codes.map(couponCodeKey));
  return [...codes, ...pending.filter((code) => !keys.has(couponCodeKey(code)))];
}
