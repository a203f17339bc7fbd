import { ValidationError } from '../errors';
import type { CartGateway } from '../ports';
import type { AuthStore, CartStore } from '../stores';
import { toLineRequests } from './cart-lines';
import type { PersistGuestCart } from './persist-guest-cart';

/** Outcome of a coupon entry: applied, or the message to show next to the field. */
export type ApplyCouponResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/**
 * Applies a coupon code. The server decides (unknown, expired, minimum not met); a signed-in
 * shopper's cart takes the server's answer, a guest's cart adds the checked coupon. Coupons stay
 * de-duplicated by id and code (spec §5).
 */
export class ApplyCoupon {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly gateway: CartGateway,
    private readonly persistGuestCart: PersistGuestCart,
  ) {}

  async execute(rawCode: string): Promise<ApplyCouponResult> {
    const code = rawCode.trim();
    try {
      if (this.auth.isAuthenticated) {
        this.cart.replace(await this.gateway.applyCoupon(code));
      } else {
        this.cart.addCoupon(await this.gateway.checkCoupon(code, toLineRequests(this.cart.snapshot.items)));
        this.persistGuestCart.execute();
      }
      return { ok: true };
    } catch (error) {
      if (error instanceof ValidationError) {
        return { ok: false, message: error.fieldErrors['code'] ?? error.message };
      }
      throw error;
    }
  }
}
