import { describe, expect, it } from 'vitest';
import { canChooseInsurance, NOT_SHIPPABLE, shippingFeeOf, shippingRate } from '@/domain/shipping-fee';
import { CHECKOUT_MESSAGES } from '@/domain/checkout';
import { aFee } from './builders';

describe('shipping fee (spec §9: rate_with_insurance if insurance is enabled and chosen, else rate_without_insurance)', () => {
  it('spec §9: enabled and chosen uses the rate with insurance', () => {
    expect(shippingRate(aFee({ insurance_enabled: true }), true)).toBe(1200);
  });

  it('spec §9: enabled but not chosen uses the rate without insurance', () => {
    expect(shippingRate(aFee({ insurance_enabled: true }), false)).toBe(800);
  });

  it('spec §9: chosen but not enabled uses the rate without insurance', () => {
    expect(shippingRate(aFee({ insurance_enabled: false }), true)).toBe(800);
  });

  it('insurance can be offered only when the fee enables it', () => {
    expect(canChooseInsurance(aFee({ insurance_enabled: true }))).toBe(true);
    expect(canChooseInsurance(aFee({ insurance_enabled: false }))).toBe(false);
    expect(canChooseInsurance(null)).toBe(false);
  });
});

describe('a destination\'s fee (its row of the country table: a fee and an insurance supplement or none)', () => {
  it('quotes the fee, and the fee plus the supplement with insurance', () => {
    expect(shippingFeeOf({ shippable: true, shipping_fee: 500, insurance_fee: 300 })).toEqual({ insurance_enabled: true, rate_without_insurance: 500, rate_with_insurance: 800 });
  });

  it('offers no insurance where the store does not insure: both rates are the fee', () => {
    expect(shippingFeeOf({ shippable: true, shipping_fee: 1200, insurance_fee: null })).toEqual({ insurance_enabled: false, rate_without_insurance: 1200, rate_with_insurance: 1200 });
  });

  it('insurance that costs nothing is still insurance offered', () => {
    expect(shippingFeeOf({ shippable: true, shipping_fee: 0, insurance_fee: 0 })).toEqual({ insurance_enabled: true, rate_without_insurance: 0, rate_with_insurance: 0 });
  });

  it('quotes nothing where the store does not deliver, whatever the row holds', () => {
    expect(shippingFeeOf({ shippable: false, shipping_fee: 500, insurance_fee: 300 })).toBeNull();
  });

  it('the checkout says the same sentence the API answers for such a destination', () => {
    expect(CHECKOUT_MESSAGES.notShippable).toBe(NOT_SHIPPABLE);
    expect(NOT_SHIPPABLE).toBe('We do not deliver to this country yet.');
  });
});
