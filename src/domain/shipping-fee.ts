import { type Cents } from './money';

// The shipping rule, whole: what a destination costs (from its row of the store's country table:
// a fee, and an insurance supplement or none), which rate a cart pays, and when delivery is free.
// The SPA and the server both price with it; the rates themselves are the store's data (the
// demo store's are in server/src/seed/content/shipping-rates.ts).

/** A destination's delivery terms as the store keeps them (a row of `countries`), in cents. */
export interface CountryShipping {
  /** Whether the store delivers there at all. */
  shippable: boolean;
  /** The fee without insurance. */
  shipping_fee: Cents;
  /** What insurance adds to the fee; null when insurance is not offered there. */
  insurance_fee: Cents | null;
}

/** Why a destination has no fee (our wording: the spec does not show it). */
export const NOT_SHIPPABLE = 'We do not deliver to this country yet.';

/** The shipping fee the API quotes for an address (spec §3). */
export interface ShippingFee {
  insurance_enabled: boolean;
  rate_with_insurance: Cents;
  rate_without_insurance: Cents;
}

/**
 * The fee quoted for a destination (spec §3 `ShippingFee`), or null when the store does not
 * deliver there: the rate with insurance is the fee plus the insurance supplement, offered only
 * where the store insures.
 */
export function shippingFeeOf(country: CountryShipping): ShippingFee | null {
  if (!country.shippable) return null;
  return {
    insurance_enabled: country.insurance_fee !== null,
    rate_with_insurance: country.shipping_fee + (country.insurance_fee ?? 0),
    rate_without_insurance: country.shipping_fee,
  };
}

/**
 * Delivery is free, wherever we deliver, once the goods cost at least this after coupons
 * ($100.00): what the store notice "Free delivery on orders over $100" promises.
 */
export const FREE_DELIVERY_FROM: Cents = 10_000;

/** Whether goods costing this much (subtotal minus coupon discounts) travel free. */
export function qualifiesForFreeDelivery(goods: Cents): boolean {
  return goods >= FREE_DELIVERY_FROM;
}

/** The rate that applies: with insurance only when insurance is enabled and chosen (spec §9). */
export function shippingRate(fee: ShippingFee, insuranceChosen: boolean): Cents {
  return fee.insurance_enabled && insuranceChosen ? fee.rate_with_insurance : fee.rate_without_insurance;
}

/** Whether the insurance toggle may be offered for this fee. */
export function canChooseInsurance(fee: ShippingFee | null): boolean {
  return fee?.insurance_enabled === true;
}
