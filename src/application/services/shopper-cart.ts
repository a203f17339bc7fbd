import type { AddableProduct, CartItem } from '@/domain';
import type { CartGateway, CartStorage, Logger } from '../ports';
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

  async add(product: AddableProduct, quantity: number): Promise<boolean> {
    this.cart.replace(await this.gateway.add([{ product_id: product.id, quantity }]));
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
      const leftover = stored?.items ?? [];
      this.cart.replace(leftover.length > 0 ? await this.gateway.add(toLineRequests(leftover)) : await this.gateway.get());
      if (stored) this.storage.clear();
    } finally {
      this.cart.setLoading(false);
    }
  }

  /**
   * Merges a guest's cart into the account's so nothing a guest added is lost. A failure is
   * absorbed and logged here: the guest cart stays in storage and the next restore merges it.
   */
  async merge(items: readonly CartItem[], couponCodes: readonly string[]): Promise<{ readonly merged: boolean; readonly coupons: readonly string[] }> {
    try {
      this.cart.replace(items.length > 0 ? await this.gateway.add(toLineRequests(items)) : await this.gateway.get());
      this.storage.clear();
    } catch (error) {
      this.logger.error('Merging the guest cart failed.', error);
      return { merged: false, coupons: [] };
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
    return { merged: true, coupons: kept };
  }
}
