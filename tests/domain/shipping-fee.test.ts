import { describe, expect, it } from 'vitest';
import { canChooseInsurance, shippingRate } from '@/domain/shipping-fee';
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
