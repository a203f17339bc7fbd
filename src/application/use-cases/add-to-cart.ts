import { canAddToCart, type AddableProduct } from '@/domain';
import type { Logger } from '../ports';
import { attempt, ok, type Result } from '../result';
import type { CartService } from '../services';
import type { UiStore } from '../stores';

/** What an add did: the cart changed, or there was nothing to add (out of stock, already at its stock or its per-order limit). */
export type AddToCartOutcome = 'added' | 'ignored';

/**
 * Adds a product to the cart (spec §4, §5): out of stock is silently ignored; the cart service
 * keeps a guest's cart or sends the shopper's add to the server. The cart drawer opens after every
 * add, on phones too (spec §4).
 */
export class AddToCart {
  constructor(
    private readonly cart: CartService,
    private readonly ui: UiStore,
    private readonly logger: Logger,
  ) {}

  async execute(product: AddableProduct, quantity = 1): Promise<Result<AddToCartOutcome>> {
    if (!canAddToCart({ in_stock: product.in_stock ?? true, stock: product.stock })) return ok('ignored');
    const added = await attempt(this.logger, 'Adding to the cart failed.', () => this.cart.add(product, quantity));
    if (!added.ok) return added;
    if (!added.value) return ok('ignored');
    this.ui.openDrawer({ kind: 'cart' });
    return ok('added');
  }
}
