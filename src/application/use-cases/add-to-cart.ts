import { addToCart, canAddToCart, opensCartDrawer, type AddableProduct } from '@/domain';
import type { CartGateway, Logger, Viewport } from '../ports';
import type { AuthStore, CartStore, UiStore } from '../stores';
import type { PersistGuestCart } from './persist-guest-cart';
import type { RefreshGuestCart } from './refresh-guest-cart';

/** What happened to an add. */
export type AddToCartResult = 'added' | 'ignored' | 'failed';

/**
 * Adds a product to the cart (spec §4, §5): out of stock is silently ignored; a guest's cart is
 * kept client-side and re-priced by the server's quote; a signed-in shopper's add goes to the
 * server, whose answer replaces cart and coupons. The cart drawer opens after every add on
 * viewports wider than 768 px.
 */
export class AddToCart {
  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly ui: UiStore,
    private readonly gateway: CartGateway,
    private readonly persistGuestCart: PersistGuestCart,
    private readonly refreshGuestCart: RefreshGuestCart,
    private readonly viewport: Viewport,
    private readonly logger: Logger,
  ) {}

  async execute(product: AddableProduct, quantity = 1): Promise<AddToCartResult> {
    if (!canAddToCart({ in_stock: product.in_stock ?? true, stock: product.stock })) return 'ignored';
    try {
      if (this.auth.isAuthenticated) {
        this.cart.replace(await this.gateway.add([{ product_id: product.id, quantity }]));
      } else {
        const items = addToCart(this.cart.snapshot.items, product, quantity);
        if (items === this.cart.snapshot.items) return 'ignored';
        this.cart.setItems(items);
        this.persistGuestCart.execute();
        void this.refreshGuestCart.execute();
      }
    } catch (error) {
      this.logger.error('Adding to the cart failed.', error);
      return 'failed';
    }
    if (opensCartDrawer(this.viewport.width())) this.ui.openDrawer({ kind: 'cart' });
    return 'added';
  }
}

