import { describe, expect, it } from 'vitest';
import { priceCart } from '@/domain/cart-pricing';
import { type Coupon } from '@/domain/coupons';
import { shippingFeeOf } from '@/domain/shipping-fee';
import { PRICING_CASES } from '../cases/pricing-cases';
import { anItem } from './builders';

// The same table the server's test places orders with: one price everywhere.
describe('the shared pricing cases, priced by the domain (spec §9)', () => {
  it.each(PRICING_CASES)('$name', (pricingCase) => {
    const coupons: Coupon[] = pricingCase.coupons.map((coupon, index) => ({
      id: index + 1,
      code: coupon.code,
      type: coupon.type,
      amount: coupon.amount,
      discount: 0,
      allow_free_shipping: coupon.allow_free_shipping ?? false,
      min_subtotal: coupon.min_subtotal ?? 0,
      expired: coupon.expired ?? false,
    }));
    const { rate, insurance } = pricingCase.delivery;
    const pricing = priceCart({
      items: pricingCase.lines.map((line, index) => anItem(line.quantity, { id: index + 1, regular_price: line.regular_price, sale_price: line.sale_price })),
      coupons,
      freeShipping: false,
      // The destination's row, to a fee by the rule the server quotes with.
      shippingFee: shippingFeeOf({ shippable: true, shipping_fee: rate, insurance_fee: insurance }),
      insuranceChosen: pricingCase.insuranceChosen,
      freeDeliveryFrom: pricingCase.freeDeliveryFrom ?? null,
    });
    const { coupons: expectedCoupons, ...figures } = pricingCase.expected;
    expect({ subtotal: pricing.subtotal, discount: pricing.discount, shipping: pricing.shipping, total: pricing.total }).toEqual(figures);
    expect(pricing.coupons.map(({ code, discount, applies, reason }) => ({ code, discount, applies, reason }))).toEqual(expectedCoupons);
  });
});
