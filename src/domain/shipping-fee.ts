import { type Cents } from './money';

/** The shipping fee the API quotes for an address (spec §3). */
export interface ShippingFee {
  insurance_enabled: boolean;
  rate_with_insurance: Cents;
  rate_without_insurance: Cents;
}

/** The rate that applies: with insurance only when insurance is enabled and chosen (spec §9). */
export function shippingRate(fee: ShippingFee, insuranceChosen: boolean): Cents {
  return fee.insurance_enabled && insuranceChosen ? fee.rate_with_insurance : fee.rate_without_insurance;
}

/** Whether the insurance toggle may be offered for this fee. */
export function canChooseInsurance(fee: ShippingFee | null): boolean {
  return fee?.insurance_enabled === true;
}
