import { AuthStore, CartStore, RefreshGuestCart } from '@/application';
import type { CartItem, CartPricing, Coupon } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useState } from 'react';
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
  const state = useObservableEagerState(cart.state$);
  const pricing = useObservableEagerState(cart.pricing$);
  // The coupons as priced with the summary: the list and the discount line show the same figures.
  return { items: state.items, coupons: pricing.coupons, pricing, loading: state.loading };
}

/**
 * Asks the server for fresh prices of a guest's client-side cart whenever `active` turns true
 * (the drawer opens, the page shows), so a price changed since the cookie was written never
 * reaches the total. Returns true while that quote is on its way: the prices shown until then
 * are the stored ones, so the figures wait for it. A signed-in shopper's cart is the server's
 * already (never pending).
 */
export function useFreshPrices(active: boolean): boolean {
  const refresh = useService(RefreshGuestCart);
  const auth = useService(AuthStore);
  const [pending, setPending] = useState(() => active && !auth.isAuthenticated);
  const [wasActive, setWasActive] = useState(active);
  // Set during render, not in the effect: the first frame of an opening must not show stored prices.
  if (active !== wasActive) {
    setWasActive(active);
    setPending(active && !auth.isAuthenticated);
  }

  useEffect(() => {
    if (!active) return undefined;
    let current = true;
    // The use case logs its own failures and never rejects; after one the stored prices are all there is.
    void refresh.execute().finally(() => {
      if (current) setPending(false);
    });
    return () => {
      current = false;
    };
  }, [active, refresh]);

  return active && pending;
}
