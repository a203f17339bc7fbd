import { BUY_AGAIN_ALL_ADDED, BUY_AGAIN_NONE_ADDED, buyAgainSomeMissing, type CartItem } from '@/domain';
import { NotFoundError } from '../errors';
import type { CatalogGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { CartService } from '../services';
import type { UiStore } from '../stores';

/** What "Buy again" did: the names of the lines added and of those out of stock. */
export interface BuyAgainOutcome {
  readonly added: readonly string[];
  readonly missing: readonly string[];
}

/**
 * "Buy again" on an order: each line whose piece is still in stock goes to the cart (at most
 * what is left), the others are named in the snackbar. Stock is read from the catalogue now, not
 * from the order's snapshot; the cart drawer opens as after any add.
 */
export class BuyAgain {
  constructor(
    private readonly catalog: CatalogGateway,
    private readonly cart: CartService,
    private readonly ui: UiStore,
    private readonly logger: Logger,
  ) {}

  async execute(items: readonly CartItem[]): Promise<Result<BuyAgainOutcome>> {
    const outcome = await attempt(this.logger, 'Buying again failed.', async () => {
      const added: string[] = [];
      const missing: string[] = [];
      for (const item of items) {
        const stock = await this.stockOf(item);
        if (stock > 0 && (await this.cart.add({ ...item.product, stock, in_stock: true }, Math.min(item.quantity, stock)))) added.push(item.product.name);
        else missing.push(item.product.name);
      }
      return { added, missing };
    });
    if (!outcome.ok) return outcome;
    const { added, missing } = outcome.value;
    const text = added.length === 0 ? BUY_AGAIN_NONE_ADDED : missing.length === 0 ? BUY_AGAIN_ALL_ADDED : buyAgainSomeMissing(missing);
    this.ui.showSnackbar(added.length === 0 ? 'warning' : 'success', text);
    if (added.length > 0) this.ui.openDrawer({ kind: 'cart' });
    return outcome;
  }

  /** What is left of the line's piece now: its variant's stock, or the product's; 0 when it is gone. */
  private async stockOf(item: CartItem): Promise<number> {
    const slug = item.product.unique_slug;
    if (!slug) return 0;
    try {
      const product = await this.catalog.product(slug);
      const variant = product.variants.find((candidate) => candidate.id === item.product.id);
      if (variant) return variant.stock;
      return product.id === item.product.id && product.in_stock !== false ? product.stock : 0;
    } catch (error) {
      // A product taken off the catalogue (404) is simply no longer in stock; other faults stop the whole.
      if (error instanceof NotFoundError) return 0;
      throw error;
    }
  }
}
