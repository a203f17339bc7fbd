import { type CartItem, type CartProductSnapshot } from './cart';
import { type Coupon, couponDiscount, dedupeCoupons } from './coupons';
import { type Cents, assertCents } from './money';
import { type ShippingFee, shippingRate } from './shipping-fee';

/** The unit price a shopper pays: the sale price if present, else the regular price (spec §9). */
export function unitPrice(product: Pick<CartProductSnapshot, 'regular_price' | 'sale_price'>): Cents {
  return assertCents(product.sale_price ?? product.regular_price);
}

/** The price of one cart line: unit price times quantity (spec §9). */
export function linePrice(item: CartItem): Cents {
  return unitPrice(item.product) * item.quantity;
}

/** The sum of all line prices (spec §9). */
export function subtotal(items: readonly CartItem[]): Cents {
  return items.reduce((sum, item) => sum + linePrice(item), 0);
}

/** Free shipping applies with the manual flag or any coupon that allows it (spec §9). */
export function isFreeShipping(manualFlag: boolean, coupons: readonly Pick<Coupon, 'allow_free_shipping'>[]): boolean {
  return manualFlag || coupons.some((coupon) => coupon.allow_free_shipping);
}

/** What the cart total is computed from. */
export interface CartPricingInput {
  items: readonly CartItem[];
  coupons: readonly Coupon[];
  freeShipping: boolean;
  shippingFee: ShippingFee | null;
  insuranceChosen: boolean;
}

/** The amounts shown in the cart summary, all in cents. */
export interface CartPricing {
  subtotal: Cents;
  /** Sum of the de-duplicated coupons' discounts. */
  discount: Cents;
  /** The shipping fee charged: 0 when shipping is free or not quoted yet. */
  shipping: Cents;
  freeShipping: boolean;
  /** True while shipping is not free and no fee has been quoted (no address chosen yet). */
  shippingPending: boolean;
  total: Cents;
}

/** Prices the cart: subtotal minus coupons (de-duplicated first), plus shipping unless free, never below 0 (spec §5, §9). */
export function priceCart(input: CartPricingInput): CartPricing {
  const sub = subtotal(input.items);
  const coupons = dedupeCoupons(input.coupons);
  const discount = coupons.reduce((sum, coupon) => sum + couponDiscount(coupon, sub), 0);
  const freeShipping = isFreeShipping(input.freeShipping, coupons);
  const shipping = freeShipping || input.shippingFee === null ? 0 : assertCents(shippingRate(input.shippingFee, input.insuranceChosen));
  return {
    subtotal: sub,
    discount,
    shipping,
    freeShipping,
    shippingPending: !freeShipping && input.shippingFee === null,
    total: Math.max(0, sub - discount + shipping),
  };
}
