import { priceCart, type CartPricing } from '@/domain';
import { map, type Observable } from 'rxjs';
import type { CartState, CartStore } from './cart-store';

// Apart from CartStore: the start-up holds the cart (the header counts its items) but shows no
// figures, so the pricing rules load with the cart drawer, the cart page and the checkout.

/** The cart's figures for a state (spec §9): subtotal, discount, shipping and total, by the domain's `priceCart`. */
export function cartPricing(state: CartState): CartPricing {
  return priceCart({
    items: state.items,
    coupons: state.coupons,
    freeShipping: state.freeShippingFlag,
    shippingFee: state.shippingFee,
    insuranceChosen: state.insuranceChosen,
    freeDeliveryFrom: state.freeDeliveryFrom,
  });
}

// One observable per store, so that a component reading it on every render subscribes once.
const pricings = new WeakMap<CartStore, Observable<CartPricing>>();

/** The cart's figures as its state changes. */
export function cartPricing$(cart: CartStore): Observable<CartPricing> {
  let pricing$ = pricings.get(cart);
  if (pricing$ === undefined) {
    pricing$ = cart.state$.pipe(map(cartPricing));
    pricings.set(cart, pricing$);
  }
  return pricing$;
}
