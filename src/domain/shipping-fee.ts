import { type Cents, formatMoney } from './money';

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
 * A store may make delivery free from an amount of goods after coupons (a setting, unset by
 * default): spec §9 knows only the manual flag and coupons with allow_free_shipping, so with no
 * threshold those are the only ways, and with one it is a third the store announces itself.
 */
export type FreeDeliveryThreshold = Cents | null;

/** Whether goods costing this much (subtotal minus coupon discounts) travel free under the store's threshold. */
export function qualifiesForFreeDelivery(goods: Cents, threshold: FreeDeliveryThreshold): boolean {
  return threshold !== null && goods >= threshold;
}

/** How much more of goods would make delivery free, or null with no threshold or once reached. */
export function amountToFreeDelivery(goods: Cents, threshold: FreeDeliveryThreshold): Cents | null {
  return threshold === null || goods >= threshold ? null : threshold - goods;
}

/** The rate that applies: with insurance only when insurance is enabled and chosen (spec §9). */
export function shippingRate(fee: ShippingFee, insuranceChosen: boolean): Cents {
  return fee.insurance_enabled && insuranceChosen ? fee.rate_with_insurance : fee.rate_without_insurance;
}

/** Whether the insurance toggle may be offered for this fee. */
export function canChooseInsurance(fee: ShippingFee | null): boolean {
  return fee?.insurance_enabled === true;
}

/** What the cart says while goods are under the threshold, e.g. "$12.50 away from free delivery". */
export const awayFromFreeDelivery = (missing: Cents) => `${formatMoney(missing)} away from free delivery`;

