import { AddressBookStore, AuthStore, CartStore, cartPricing$, CheckoutStore, RefreshAddresses } from '@/application';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect } from 'react';
import { useService } from '../app/services';

/** What the checkout steps read: the cart with its domain pricing, the checkout's choices, the address book and the user. */
export function useCheckout() {
  const cart = useService(CartStore);
  const state = useObservableEagerState(cart.state$);
  const pricing = useObservableEagerState(cartPricing$(cart));
  const checkout = useObservableEagerState(useService(CheckoutStore).state$);
  const { addresses } = useObservableEagerState(useService(AddressBookStore).state$);
  const user = useObservableEagerState(useService(AuthStore).user$);
  return { cart: state, pricing, checkout, addresses, user };
}

/**
 * Loads the address book when someone became known on the step itself (signed in from the guest
 * guard's question, or continued as a guest): the guards loaded it only for who was known then.
 */
export function useAddressBookLoad(): void {
  const refresh = useService(RefreshAddresses);
  const identified = useObservableEagerState(useService(AuthStore).identified$);
  const { loaded } = useObservableEagerState(useService(AddressBookStore).state$);
  useEffect(() => {
    if (identified && !loaded) void refresh.execute();
  }, [identified, loaded, refresh]);
}
