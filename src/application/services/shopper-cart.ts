import { addToCart, cartCount, roomFor, type AddableProduct, type CartItem } from '@/domain';
import { ValidationError } from '../errors';
import type { CartGateway, CartStorage, Logger, ServerCart } from '../ports';
import type { CartStore } from '../stores';
import type { CartKeeper } from './cart-keeper';
import { toLineRequests } from './cart-lines';

/**
 * A signed-in shopper's cart: the server's. Every change goes to the server, whose answer replaces
 * lines and coupons (spec §4). A guest cart left in storage (a merge that failed) is merged at the
 * next restore.
 */
export class ShopperCart implements CartKeeper {
  constructor(
    private readonly cart: CartStore,
    private readonly gateway: CartGateway,
    private readonly storage: CartStorage,
    private readonly logger: Logger,
  ) {}

  /** Sends no more than the product's per-order limit leaves room for; false when it leaves none. */
  async add(product: AddableProduct, quantity: number): Promise<boolean> {
    const room = roomFor(this.cart.snapshot.items, product);
    if (room < 1) return false;
    this.cart.replace(await this.gateway.add([{ product_id: product.id, quantity: Math.min(quantity, room) }]));
    return true;
  }

  async setLines(items: readonly CartItem[]): Promise<void> {
    this.cart.replace(await this.gateway.replace(toLineRequests(items)));
  }

  async applyCoupon(code: string): Promise<void> {
    this.cart.replace(await this.gateway.applyCoupon(code));
  }

  async removeCoupon(code: string): Promise<void> {
    this.cart.replace(await this.gateway.removeCoupon(code));
  }

  /** Loads the server cart; until it answers the cart is unknown rather than empty (`loading`). */
  async restore(): Promise<void> {
    const stored = this.storage.load();
    this.cart.setLoading(true);
    try {
      this.cart.replace((await this.addGuestLines(stored?.items ?? [])).cart);
      if (stored) this.storage.clear();
    } finally {
      this.cart.setLoading(false);
    }
  }

  /**
   * Merges a guest's cart into the account's so nothing a guest added is lost. A failure is
   * absorbed and logged here: the guest cart stays in storage and the next restore merges it.
   */
  async merge(
    items: readonly CartItem[],
    couponCodes: readonly string[],
  ): Promise<{ readonly merged: boolean; readonly pieces: number; readonly coupons: readonly string[] }> {
    let pieces: number;
    try {
      const added = await this.addGuestLines(items);
      this.cart.replace(added.cart);
      pieces = added.pieces;
      this.storage.clear();
    } catch (error) {
      this.logger.error('Merging the guest cart failed.', error);
      return { merged: false, pieces: 0, coupons: [] };
    }
    const kept: string[] = [];
    for (const code of couponCodes) {
      try {
        this.cart.replace(await this.gateway.applyCoupon(code));
        kept.push(code);
      } catch {
        // A guest coupon the account cannot use (already applied, expired meanwhile) is dropped.
      }
    }
    return { merged: true, pieces, coupons: kept };
  }

  /**
   * Adds a guest's lines to the account's cart. When the server refuses them (a product's
   * per-order limit, the account's own lines counted), they are merged by the domain's rule
   * (`addToCart` stops each product at its limit) and only what fits is sent: otherwise a merge
   * past a limit would fail at every sign-in. Answers the cart and the pieces added; without
   * lines, the account's cart as it is.
   */
  private async addGuestLines(items: readonly CartItem[]): Promise<{ readonly cart: ServerCart; readonly pieces: number }> {
    if (items.length === 0) return { cart: await this.gateway.get(), pieces: 0 };
    try {
      return { cart: await this.gateway.add(toLineRequests(items)), pieces: cartCount(items) };
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const account = await this.gateway.get();
      const merged = items.reduce((lines, item) => addToCart(lines, item.product, item.quantity), account.items);
      // addToCart keeps the account's lines where they were and appends new ones.
      const fitting = toLineRequests(merged)
        .map((line, index) => ({ ...line, quantity: line.quantity - (account.items[index]?.quantity ?? 0) }))
        .filter((line) => line.quantity > 0);
      return { cart: fitting.length > 0 ? await this.gateway.add(fitting) : account, pieces: cartCount(merged) - cartCount(account.items) };
    }
  }
}
