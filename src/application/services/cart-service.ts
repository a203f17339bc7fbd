import { type AddableProduct, type CartItem } from '@/domain';
import type { AuthStore, CartStore } from '../stores';
import type { CartKeeper } from './cart-keeper';
import type { GuestCart } from './guest-cart';
import type { ShopperCart } from './shopper-cart';

/**
 * The one cart behind the cart use cases: each call goes to the guest's cart or the shopper's,
 * chosen from the auth state when it is made, so a sign-in or sign-out switches them (and hands
 * the guest's lines over, or drops them). `CartStore` holds what it shows, `quoting` included.
 */
export class CartService {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly guest: GuestCart,
    private readonly shopper: ShopperCart,
  ) {}

  private get keeper(): CartKeeper {
    return this.auth.isAuthenticated ? this.shopper : this.guest;
  }

  /** Adds a product; false when nothing changed. */
  add(product: AddableProduct, quantity: number): Promise<boolean> {
    return this.keeper.add(product, quantity);
  }

  setLines(items: readonly CartItem[]): Promise<void> {
    return this.keeper.setLines(items);
  }

  applyCoupon(code: string): Promise<void> {
    return this.keeper.applyCoupon(code);
  }

  removeCoupon(code: string): Promise<void> {
    return this.keeper.removeCoupon(code);
  }

  /** Start-up: a guest's stored cart comes back and is quoted; a shopper's server cart is loaded. */
  restore(): Promise<void> {
    return this.keeper.restore();
  }

  /**
   * Resolves once a guest's cart is priced by the server (no quote on its way): for whatever must
   * not read stored prices, such as the checkout's summary.
   */
  whenQuoted(): Promise<void> {
    return this.guest.whenQuoted();
  }

  /**
   * Just signed in: the guest's lines and coupons go into the account's cart (failures are
   * logged, the guest cart kept). Answers what was merged: pieces and the coupons kept.
   */
  async adoptGuestCart(): Promise<{ readonly pieces: number; readonly coupons: readonly string[] }> {
    const { items, coupons } = this.cart.snapshot;
    this.guest.stop();
    const merge = await this.shopper.merge(items, coupons.map((coupon) => coupon.code));
    // The pieces the account took: fewer than the guest's when a per-order limit stopped some.
    return merge.merged ? { pieces: merge.pieces, coupons: merge.coupons } : { pieces: 0, coupons: [] };
  }

  /**
   * The session ended: the cart leaves the screen. `forgetStored` drops the client-side copy too
   * (a sign-out); a 401 keeps it.
   */
  clear(forgetStored: boolean): void {
    if (forgetStored) this.guest.forget();
    else this.guest.stop();
    this.cart.clear();
  }
}
