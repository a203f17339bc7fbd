import { removeFromCart, setQuantity } from '@/domain';
import type { Logger } from '../ports';
import { attempt, ok, type Result } from '../result';
import type { CartService } from '../services';
import type { CartStore } from '../stores';

/** Changes a line's quantity (the stepper; limited by stock) or removes it (quantity 0). */
export class ChangeCartLine {
  constructor(
    private readonly store: CartStore,
    private readonly cart: CartService,
    private readonly logger: Logger,
  ) {}

  async execute(productId: number, quantity: number): Promise<Result> {
    const current = this.store.snapshot.items;
    const items = quantity <= 0 ? removeFromCart(current, productId) : setQuantity(current, productId, quantity);
    if (items === current) return ok();
    return attempt(this.logger, 'Updating the cart failed.', () => this.cart.setLines(items));
  }
}
