import type { CartGateway } from '../ports';
import type { AuthStore, CartStore } from '../stores';
import type { PersistGuestCart } from './persist-guest-cart';

/** Removes an applied coupon, on the server for a signed-in shopper. */
export class RemoveCoupon {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly gateway: CartGateway,
    private readonly persistGuestCart: PersistGuestCart,
  ) {}

  async execute(code: string): Promise<void> {
    if (this.auth.isAuthenticated) {
      this.cart.replace(await this.gateway.removeCoupon(code));
      return;
    }
    this.cart.removeCoupon(code);
    this.persistGuestCart.execute();
  }
}
