import { type Cents } from './money';

/** The shipping fee the API quotes for an address (spec §3). */
export interface ShippingFee {
  insurance_enabled: boolean;
  rate_with_insurance: Cents;
  rate_without_insurance: Cents;
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
