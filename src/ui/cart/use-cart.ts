import { CartStore, cartPricing$ } from '@/application';
import type { CartItem, CartPricing, Coupon } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useService } from '../app/services';

/** What the drawer and the page show: the same lines, coupons and domain pricing of the one CartStore. */
export interface CartView {
  readonly items: readonly CartItem[];
  readonly coupons: readonly Coupon[];
  readonly pricing: CartPricing;
  /** A signed-in shopper's server cart is still on its way (start-up): show a skeleton, not "empty". */
  readonly loading: boolean;
  /**
   * A guest's cart waits for the server's quote (after the restore or a change): the prices it
   * holds are the stored ones, so the figures wait for it.
   */
  readonly pricesPending: boolean;
}

/**
 * The cart as the CartStore holds it, priced by the domain (`cartPricing$`); nothing is computed or
 * asked for here: the application quotes a guest's cart when it needs to (GuestCart).
 */
export function useCart(): CartView {
  const cart = useService(CartStore);
  const state = useObservableEagerState(cart.state$);
  const pricing = useObservableEagerState(cartPricing$(cart));
  // The coupons as priced with the summary: the list and the discount line show the same figures.
  return { items: state.items, coupons: pricing.coupons, pricing, loading: state.loading, pricesPending: state.quoting };
}
