import { addToCart, couponCodeKey, type AddableProduct, type CartItem } from '@/domain';
import type { CartGateway, CartLineRequest, CartStorage, Logger } from '../ports';
import type { CartStore } from '../stores';
import type { CartKeeper } from './cart-keeper';
import { toLineRequests } from './cart-lines';

/**
 * A guest's cart: kept client-side (CartStorage, a cookie in the browser) and priced by the
 * server's quote, never by the prices it remembers. Every change shows at once, is stored at once
 * (a page loaded before the quote answers, a reload or a new tab, has it too) and starts a quote;
 * `CartStore.quoting` is true until the latest quote has answered (an older answer is dropped),
 * and the cookie is written again then, with the quote's lines and coupons.
 */
export class GuestCart implements CartKeeper {
  private latest = 0;
  private quoted: Promise<void> = Promise.resolve();
  /** Codes of a restored cart that no quote has confirmed yet: every quote carries them until one answers. */
  private pendingCodes: readonly string[] = [];

  constructor(
    private readonly cart: CartStore,
    private readonly gateway: CartGateway,
    private readonly storage: CartStorage,
    private readonly logger: Logger,
  ) {}

  async add(product: AddableProduct, quantity: number): Promise<boolean> {
    const current = this.cart.snapshot.items;
    const items = addToCart(current, product, quantity);
    if (items === current) return false;
    await this.setLines(items);
    return true;
  }

  async setLines(items: readonly CartItem[]): Promise<void> {
    this.cart.setItems(items);
    this.save();
    this.requote();
  }

  async applyCoupon(code: string): Promise<void> {
    this.cart.addCoupon(await this.gateway.checkCoupon(code, toLineRequests(this.cart.snapshot.items)));
    this.save();
  }

  async removeCoupon(code: string): Promise<void> {
    const key = couponCodeKey(code);
    this.pendingCodes = this.pendingCodes.filter((pending) => couponCodeKey(pending) !== key);
    this.cart.removeCoupon(code);
    this.save();
  }

  /** The stored lines come back at once; their coupons come back through the quote, which checks them again. */
  async restore(): Promise<void> {
    const stored = this.storage.load();
    if (!stored) return;
    this.pendingCodes = stored.couponCodes;
    this.cart.setItems(stored.items);
    this.requote();
    await this.whenQuoted();
  }

  /** Resolves once no quote is on its way (the latest one answered or failed). */
  async whenQuoted(): Promise<void> {
    let awaited: Promise<void>;
    do {
      awaited = this.quoted;
      await awaited;
    } while (awaited !== this.quoted);
  }

  /**
   * Drops a quote on its way (the shopper signs in or out): its answer is no longer this cart's.
   * The change it was pricing is stored as it stands, so a merge that fails finds it there.
   */
  stop(): void {
    this.latest++;
    if (this.cart.snapshot.quoting) {
      this.cart.setQuoting(false);
      this.save();
    }
    this.pendingCodes = [];
  }

  /** Drops the client-side copy as well (a sign-out). */
  forget(): void {
    this.stop();
    this.storage.clear();
  }

  private requote(): void {
    const { items, coupons } = this.cart.snapshot;
    const codes = withPending(coupons.map((coupon) => coupon.code), this.pendingCodes);
    const call = ++this.latest;
    if (items.length === 0 && codes.length === 0) {
      this.cart.setQuoting(false);
      this.save();
      return;
    }
    this.cart.setQuoting(true);
    this.quoted = this.quote(call, toLineRequests(items), codes);
  }

  private async quote(call: number, lines: readonly CartLineRequest[], codes: readonly string[]): Promise<void> {
    try {
      const quoted = await this.gateway.quote(lines, codes);
      if (call !== this.latest) return;
      this.pendingCodes = [];
      this.cart.replace(quoted);
    } catch (error) {
      if (call !== this.latest) return;
      // Absorbed here: the stored prices stay on screen, and the next change quotes again.
      this.logger.error('Pricing the cart failed.', error);
    }
    this.cart.setQuoting(false);
    this.save();
  }

  private save(): void {
    const { items, coupons } = this.cart.snapshot;
    this.storage.save({ items, couponCodes: withPending(coupons.map((coupon) => coupon.code), this.pendingCodes) });
  }
}

function withPending(codes: readonly string[], pending: readonly string[]): readonly string[] {
  const keys = new Set(codes.map(couponCodeKey));
  return [...codes, ...pending.filter((code) => !keys.has(couponCodeKey(code)))];
}
