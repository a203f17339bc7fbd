import { AuthStore, CartStore, RefreshGuestCart } from '@/application';
import type { CartItem, CartPricing, Coupon } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect } from 'react';
import { useService } from '../app/services';

/** What the drawer and the page show: the same lines, coupons and domain pricing of the one CartStore. */
export interface CartView {
  readonly items: readonly CartItem[];
  readonly coupons: readonly Coupon[];
  readonly pricing: CartPricing;
  /** A signed-in shopper's server cart is still on its way (start-up): show a skeleton, not "empty". */
  readonly loading: boolean;
}

/** The cart as the CartStore holds it, priced by the domain (`pricing$`); nothing is computed here. */
export function useCart(): CartView {
  const cart = useService(CartStore);
  const auth = useService(AuthStore);
  const state = useObservableEagerState(cart.state$);
  const pricing = useObservableEagerState(cart.pricing$);
  const session = useObservableEagerState(auth.state$);
  const loading = session.userToken !== null && session.user === null && state.items.length === 0;
  return { items: state.items, coupons: state.coupons, pricing, loading };
}

/**
 * Asks the server for fresh prices of a guest's client-side cart whenever `active` turns true
 * (the drawer opens, the page shows), so a price changed since the cookie was written never
 * reaches the total. A signed-in shopper's cart is the server's already.
 */
export function useFreshPrices(active: boolean): void {
  const refresh = useService(RefreshGuestCart);
  useEffect(() => {
    if (active) void refresh.execute();
  }, [active, refresh]);
}
