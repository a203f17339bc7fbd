import { removeFromCart, setQuantity } from '@/domain';
import type { CartGateway, Logger } from '../ports';
import type { AuthStore, CartStore } from '../stores';
import { toLineRequests } from './cart-lines';
import type { PersistGuestCart } from './persist-guest-cart';
import type { RefreshGuestCart } from './refresh-guest-cart';

/** Changes a line's quantity (the stepper; limited by stock) or removes it (quantity 0). */
export class ChangeCartLine {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly gateway: CartGateway,
    private readonly persistGuestCart: PersistGuestCart,
    private readonly refreshGuestCart: RefreshGuestCart,
    private readonly logger: Logger,
  ) {}

  async execute(productId: number, quantity: number): Promise<void> {
    const current = this.cart.snapshot.items;
    const items = quantity <= 0 ? removeFromCart(current, productId) : setQuantity(current, productId, quantity);
    if (items === current) return;
    if (!this.auth.isAuthenticated) {
      this.cart.setItems(items);
      this.persistGuestCart.execute();
      await this.refreshGuestCart.execute();
      return;
    }
    try {
      this.cart.replace(await this.gateway.replace(toLineRequests(items)));
    } catch (error) {
      this.logger.error('Updating the cart failed.', error);
    }
  }
}
