import { couponCodeKey, dedupeCoupons, type CartItem, type Coupon, type FreeDeliveryThreshold, type ShippingFee } from '@/domain';
import { Store } from './store';

/** The cart and the checkout choices that price it (spec §4). */
export interface CartState {
  readonly items: readonly CartItem[];
  readonly coupons: readonly Coupon[];
  /**
   * The manual free-shipping flag of spec §9 (pick-up in store sets it at checkout); coupons with
   * allow_free_shipping make shipping free too. `cartPricing` reads both.
   */
  readonly freeShippingFlag: boolean;
  /** The store's free-delivery threshold (its settings); null, the default, leaves spec §9's two ways alone. */
  readonly freeDeliveryFrom: FreeDeliveryThreshold;
  readonly insuranceChosen: boolean;
  readonly shippingFee: ShippingFee | null;
  readonly shippingAddressId: number | null;
  readonly billingAddressId: number | null;
  /** A signed-in shopper's server cart is on its way (start-up): not yet known to be empty. */
  readonly loading: boolean;
  /** A guest's cart waits for the server's quote: the prices it shows are the stored ones. */
  readonly quoting: boolean;
}

const EMPTY_CART: CartState = {
  items: [],
  coupons: [],
  freeShippingFlag: false,
  freeDeliveryFrom: null,
  insuranceChosen: false,
  shippingFee: null,
  shippingAddressId: null,
  billingAddressId: null,
  loading: false,
  quoting: false,
};

/** Holds the cart; its figures come from the domain's `priceCart` (cart-pricing.ts), never from components. */
export class CartStore extends Store<CartState> {
  readonly items$ = this.select((state) => state.items);
  /** A guest's quote is on its way (GuestCart): figures wait for it. */
  readonly quoting$ = this.select((state) => state.quoting);

  constructor() {
    super(EMPTY_CART);
  }

  setItems(items: readonly CartItem[]): void {
    this.update({ items });
  }

  /** Takes the server's answer as the truth: lines and coupons replaced (spec §4). */
  replace(cart: { readonly items: readonly CartItem[]; readonly coupons: readonly Coupon[] }): void {
    this.update({ items: cart.items, coupons: dedupeCoupons(cart.coupons) });
  }

  addCoupon(coupon: Coupon): void {
    this.update((state) => ({ coupons: dedupeCoupons([...state.coupons, coupon]) }));
  }

  removeCoupon(code: string): void {
    const key = couponCodeKey(code);
    this.update((state) => ({ coupons: state.coupons.filter((coupon) => couponCodeKey(coupon.code) !== key) }));
  }

  /** Pick-up in store (checkout) makes shipping free, whatever the coupons (spec §9 "a manual flag"). */
  setFreeShippingFlag(freeShippingFlag: boolean): void {
    this.update({ freeShippingFlag });
  }

  /** The store's free-delivery threshold, from its settings at start-up. */
  setFreeDeliveryFrom(freeDeliveryFrom: FreeDeliveryThreshold): void {
    this.update({ freeDeliveryFrom });
  }

  /** A new shipping address brings a new fee and turns insurance off (spec §4). */
  setShippingAddress(addressId: number, fee: ShippingFee): void {
    this.update({ shippingAddressId: addressId, shippingFee: fee, insuranceChosen: false });
  }

  setBillingAddress(addressId: number | null): void {
    this.update({ billingAddressId: addressId });
  }

  /** The insurance toggle flips on and off (spec §4). */
  toggleInsurance(): void {
    this.update((state) => ({ insuranceChosen: !state.insuranceChosen }));
  }

  /** Clears the address choices and fee (spec §4 "Resetting addresses"). */
  clearAddresses(): void {
    this.update({ shippingAddressId: null, billingAddressId: null, shippingFee: null, insuranceChosen: false });
  }

  /** Marks a guest's quote as on its way, or answered (or failed). */
  setQuoting(quoting: boolean): void {
    this.update({ quoting });
  }

  /** Marks the server cart as on its way, or arrived (or failed). */
  setLoading(loading: boolean): void {
    this.update({ loading });
  }

  /** Empties the cart and its coupons (sign-out, after an order); the store's threshold stays. */
  clear(): void {
    this.update((state) => ({ ...EMPTY_CART, freeDeliveryFrom: state.freeDeliveryFrom }));
  }
}
