import { type CartItem, type CartProductSnapshot } from './cart';
import { dedupeCoupons } from './coupon-dedupe';
import { type Coupon, couponDiscount, couponProblem } from './coupons';
import { type Cents, assertCents } from './money';
import { amountToFreeDelivery, type FreeDeliveryThreshold, qualifiesForFreeDelivery, type ShippingFee, shippingRate } from './shipping-fee';

/** What pricing needs of a cart line: how many, at which prices (a full `CartItem` will do). */
export interface PricedLine {
  quantity: CartItem['quantity'];
  product: Pick<CartProductSnapshot, 'regular_price' | 'sale_price'>;
}

/** The unit price a shopper pays: the sale price if present, else the regular price (spec §9). */
export function unitPrice(product: Pick<CartProductSnapshot, 'regular_price' | 'sale_price'>): Cents {
  return assertCents(product.sale_price ?? product.regular_price);
}

/** The price of one cart line: unit price times quantity (spec §9). */
export function linePrice(item: PricedLine): Cents {
  return unitPrice(item.product) * item.quantity;
}

/** The sum of all line prices (spec §9). */
export function subtotal(items: readonly PricedLine[]): Cents {
  return items.reduce((sum, item) => sum + linePrice(item), 0);
}

/** Free shipping applies with the manual flag or any applying coupon that allows it (spec §9). */
export function isFreeShipping(manualFlag: boolean, coupons: readonly Pick<Coupon, 'allow_free_shipping' | 'applies'>[]): boolean {
  return manualFlag || coupons.some((coupon) => coupon.allow_free_shipping && coupon.applies !== false);
}

/** What the cart total is computed from. */
export interface CartPricingInput {
  items: readonly PricedLine[];
  coupons: readonly Coupon[];
  freeShipping: boolean;
  shippingFee: ShippingFee | null;
  insuranceChosen: boolean;
  /** The store's free-delivery threshold on goods after coupons; unset (the default), only spec §9's two ways make shipping free. */
  freeDeliveryFrom?: FreeDeliveryThreshold;
}

/** A coupon as this cart prices it: what it takes off now, or why it does not apply. */
export type PricedCoupon = Coupon & { applies: boolean; reason: string | null };

/** The amounts shown in the cart summary, all in cents. */
export interface CartPricing {
  subtotal: Cents;
  /** Sum of the applying (de-duplicated) coupons' discounts. */
  discount: Cents;
  /** The shipping fee charged: 0 when shipping is free or not quoted yet. */
  shipping: Cents;
  /** The manual flag, an applying free-shipping coupon, or the store's free-delivery threshold reached. */
  freeShipping: boolean;
  /** Goods still to add for free delivery under the store's threshold; null with none, or once shipping is free. */
  toFreeDelivery: Cents | null;
  /** True while shipping is not free and no fee has been quoted (no address chosen yet). */
  shippingPending: boolean;
  total: Cents;
  /** The de-duplicated coupons with the discount each takes off this cart (0 when it does not apply). */
  coupons: PricedCoupon[];
}

/** Each de-duplicated coupon with its standing and discount for this subtotal. */
export function priceCoupons(coupons: readonly Coupon[], sub: Cents): PricedCoupon[] {
  return dedupeCoupons(coupons).map((coupon) => {
    const reason = couponProblem(coupon, sub);
    return { ...coupon, applies: reason === null, reason, discount: reason === null ? couponDiscount(coupon, sub) : 0 };
  });
}

/**
 * Prices the cart (spec §5, §9): total = subtotal − coupons + shipping unless free, never below 0.
 * Coupons are de-duplicated; one that does not apply (minimum not met, expired) takes nothing
 * off and gives no free shipping. When the store sets a free-delivery threshold, goods after coupons
 * reaching it travel free too.
 */
export function priceCart(input: CartPricingInput): CartPricing {
  const sub = subtotal(input.items);
  const coupons = priceCoupons(input.coupons, sub);
  const discount = coupons.reduce((sum, coupon) => sum + coupon.discount, 0);
  const threshold = input.freeDeliveryFrom ?? null;
  const freeShipping = isFreeShipping(input.freeShipping, coupons) || qualifiesForFreeDelivery(sub - discount, threshold);
  const shipping = freeShipping || input.shippingFee === null ? 0 : assertCents(shippingRate(input.shippingFee, input.insuranceChosen));
  return {
    subtotal: sub,
    discount,
    shipping,
    freeShipping,
    toFreeDelivery: freeShipping ? null : amountToFreeDelivery(sub - discount, threshold),
    shippingPending: !freeShipping && input.shippingFee === null,
    total: Math.max(0, sub - discount + shipping),
    coupons,
  };
}
