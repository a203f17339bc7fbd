import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFreeShipping, linePrice, priceCart, subtotal, unitPrice } from '@/domain/cart-pricing';
import { type CartPricingInput } from '@/domain/cart-pricing';
import { dedupeCoupons } from '@/domain/coupon-dedupe';
import { freeDeliveryNotice, storeNoticeWithFreeDelivery } from '@/domain/free-delivery-notice';
import { amountToFreeDelivery, awayFromFreeDelivery, qualifiesForFreeDelivery } from '@/domain/shipping-fee';
import { aCoupon, aFee, anItem, couponArb, feeArb, itemsArb } from './builders';

const base: CartPricingInput = { items: [], coupons: [], freeShipping: false, shippingFee: null, insuranceChosen: false };

describe('line price and subtotal (spec §9: (sale price if present, else regular price) times quantity, summed)', () => {
  it('spec §9: uses the sale price when present', () => {
    expect(linePrice(anItem(3, { regular_price: 5000, sale_price: 3500 }))).toBe(10500);
  });

  it('spec §9: uses the regular price when there is no sale price', () => {
    expect(linePrice(anItem(2, { regular_price: 4999, sale_price: null }))).toBe(9998);
  });

  it('a sale price of 0 is a price, not an absent one', () => {
    expect(unitPrice({ regular_price: 4999, sale_price: 0 })).toBe(0);
  });

  it('refuses a price that is not whole cents (a dollars value slipped in)', () => {
    expect(() => unitPrice({ regular_price: 49.99, sale_price: null })).toThrow(RangeError);
  });

  it('spec §9: the subtotal sums the lines', () => {
    expect(subtotal([anItem(2, { id: 1, regular_price: 1000 }), anItem(1, { id: 2, regular_price: 4000, sale_price: 2500 })])).toBe(4500);
    expect(subtotal([])).toBe(0);
  });

  it('property: the subtotal equals the sum of the line prices', () => {
    fc.assert(
      fc.property(itemsArb, (items) => {
        const expected = items.reduce((sum, item) => sum + (item.product.sale_price ?? item.product.regular_price) * item.quantity, 0);
        expect(subtotal(items)).toBe(expected);
        expect(Number.isInteger(subtotal(items))).toBe(true);
      }),
    );
  });
});

describe('free shipping (spec §9: a manual flag or any coupon with allow_free_shipping)', () => {
  it('spec §9: the manual flag gives free shipping', () => {
    expect(isFreeShipping(true, [])).toBe(true);
  });

  it('spec §9: any coupon allowing free shipping gives free shipping', () => {
    expect(isFreeShipping(false, [aCoupon({ allow_free_shipping: false }), aCoupon({ allow_free_shipping: true })])).toBe(true);
  });

  it('no flag and no such coupon: shipping is charged', () => {
    expect(isFreeShipping(false, [aCoupon({ allow_free_shipping: false })])).toBe(false);
    expect(isFreeShipping(false, [])).toBe(false);
  });
});

describe('priceCart (spec §9: total = subtotal − coupons + shipping unless free; spec §5: never below 0)', () => {
  const items = [anItem(2, { id: 1, regular_price: 4000 })]; // 8000

  it('spec §9: subtracts coupons and adds the shipping fee', () => {
    const pricing = priceCart({
      ...base,
      items,
      coupons: [aCoupon({ id: 1, code: 'FIVE', amount: 500 }), aCoupon({ id: 2, code: 'TEN', type: 'percentage-discount', amount: 10 })],
      shippingFee: aFee(),
      insuranceChosen: true,
    });
    expect(pricing).toMatchObject({ subtotal: 8000, discount: 1300, shipping: 1200, freeShipping: false, shippingPending: false, total: 7900 });
    // The coupon list shows the very figures the discount line adds up.
    expect(pricing.coupons.map((coupon) => [coupon.code, coupon.discount, coupon.applies, coupon.reason])).toEqual([
      ['FIVE', 500, true, null],
      ['TEN', 800, true, null],
    ]);
  });

  it('spec §9: the fee without insurance applies when insurance is not chosen', () => {
    expect(priceCart({ ...base, items, shippingFee: aFee() }).total).toBe(8800);
  });

  it('spec §9: a percentage coupon is taken on the subtotal and rounded down to whole dollars', () => {
    const pricing = priceCart({ ...base, items: [anItem(1, { regular_price: 999 })], coupons: [aCoupon({ type: 'percentage-discount', amount: 15 })] });
    expect(pricing.discount).toBe(100);
    expect(pricing.total).toBe(899);
  });

  it('spec §9: with no store threshold (the default) no amount of goods makes shipping free', () => {
    const plenty = [anItem(10, { regular_price: 50_000 })];
    expect(priceCart({ ...base, items: plenty, shippingFee: aFee(), insuranceChosen: true })).toMatchObject({ shipping: 1200, freeShipping: false, toFreeDelivery: null, total: 501_200 });
    expect(priceCart({ ...base, items: plenty })).toMatchObject({ freeShipping: false, shippingPending: true });
    expect(qualifiesForFreeDelivery(1_000_000, null)).toBe(false);
    expect(amountToFreeDelivery(100, null)).toBeNull();
  });

  it('a store threshold of $100: delivery is free from $100.00 of goods after coupons, fee quoted or not', () => {
    const threshold = { ...base, freeDeliveryFrom: 10_000 };
    const hundred = [anItem(1, { regular_price: 10000 })];
    expect(priceCart({ ...threshold, items: hundred, shippingFee: aFee(), insuranceChosen: true })).toMatchObject({ shipping: 0, freeShipping: true, toFreeDelivery: null, total: 10000 });
    expect(priceCart({ ...threshold, items: hundred })).toMatchObject({ freeShipping: true, shippingPending: false });
    expect(priceCart({ ...threshold, items: [anItem(1, { regular_price: 9999 })], shippingFee: aFee() })).toMatchObject({ shipping: 800, freeShipping: false, toFreeDelivery: 1 });
    const underAfterCoupon = priceCart({ ...threshold, items: [anItem(1, { regular_price: 10500 })], coupons: [aCoupon({ amount: 1000 })], shippingFee: aFee() });
    expect(underAfterCoupon).toMatchObject({ shipping: 800, total: 10300, toFreeDelivery: 500 });
    // Free already by a coupon: nothing is "away".
    expect(priceCart({ ...threshold, items, coupons: [aCoupon({ amount: 0, allow_free_shipping: true })] }).toFreeDelivery).toBeNull();
    expect(qualifiesForFreeDelivery(9999, 10_000)).toBe(false);
    expect(qualifiesForFreeDelivery(10_000, 10_000)).toBe(true);
  });

  it('the free-delivery texts say "from" (the rule is goods >= threshold) and the amounts to the cent', () => {
    expect(freeDeliveryNotice(10_000)).toBe('Free delivery on orders from $100');
    expect(freeDeliveryNotice(7_450)).toBe('Free delivery on orders from $74.50');
    expect(awayFromFreeDelivery(1_250)).toBe('$12.50 away from free delivery');
    const notice = { text: 'Returns within 30 days', link: '/faq' };
    expect(storeNoticeWithFreeDelivery(notice, null)).toBe(notice);
    expect(storeNoticeWithFreeDelivery(null, null)).toBeNull();
    expect(storeNoticeWithFreeDelivery(notice, 10_000)).toEqual({ text: 'Free delivery on orders from $100 — Returns within 30 days', link: '/faq' });
    expect(storeNoticeWithFreeDelivery(null, 10_000)).toEqual({ text: 'Free delivery on orders from $100', link: null });
  });

  it('a coupon that does not apply takes nothing off, gives no free shipping and keeps its reason', () => {
    const pricing = priceCart({
      ...base,
      items,
      coupons: [
        aCoupon({ id: 1, code: 'BIG', amount: 1500, min_subtotal: 9000 }),
        aCoupon({ id: 2, code: 'GONE', amount: 0, allow_free_shipping: true, expired: true }),
      ],
      shippingFee: aFee(),
    });
    expect(pricing).toMatchObject({ discount: 0, shipping: 800, freeShipping: false, total: 8800 });
    expect(pricing.coupons.map((coupon) => [coupon.code, coupon.discount, coupon.applies, coupon.reason])).toEqual([
      ['BIG', 0, false, 'This coupon needs a minimum order of $90.00.'],
      ['GONE', 0, false, 'This coupon has expired.'],
    ]);
    expect(isFreeShipping(false, pricing.coupons)).toBe(false);
  });

  it('spec §9: no shipping fee is added when a coupon allows free shipping', () => {
    const pricing = priceCart({ ...base, items, coupons: [aCoupon({ amount: 0, allow_free_shipping: true })], shippingFee: aFee() });
    expect(pricing.freeShipping).toBe(true);
    expect(pricing.shipping).toBe(0);
    expect(pricing.total).toBe(8000);
  });

  it('spec §9: no shipping fee is added with the manual free-shipping flag', () => {
    const pricing = priceCart({ ...base, items, freeShipping: true, shippingFee: aFee() });
    expect(pricing.shipping).toBe(0);
    expect(pricing.shippingPending).toBe(false);
    expect(pricing.total).toBe(8000);
  });

  it('shipping is pending (0 for now) until a fee is quoted', () => {
    const pricing = priceCart({ ...base, items });
    expect(pricing.shippingPending).toBe(true);
    expect(pricing.total).toBe(8000);
  });

  it('spec §5: coupons are de-duplicated before they count', () => {
    const pricing = priceCart({ ...base, items, coupons: [aCoupon({ id: 1, code: 'FIVE' }), aCoupon({ id: 1, code: 'FIVE' }), aCoupon({ id: 9, code: 'five' })] });
    expect(pricing.discount).toBe(500);
  });

  it('spec §5: a duplicate coupon dropped by de-duplication does not grant free shipping', () => {
    const pricing = priceCart({ ...base, items, coupons: [aCoupon({ id: 1 }), aCoupon({ id: 1, allow_free_shipping: true })], shippingFee: aFee() });
    expect(pricing.freeShipping).toBe(false);
    expect(pricing.shipping).toBe(800);
  });

  it('spec §5: the total never goes below 0', () => {
    const pricing = priceCart({ ...base, items: [anItem(1, { regular_price: 1000 })], coupons: [aCoupon({ amount: 5000 })], shippingFee: aFee() });
    expect(pricing.total).toBe(0);
  });

  it('an empty cart costs nothing', () => {
    expect(priceCart(base).total).toBe(0);
  });

  it('property: the total is an integer, never below 0, and follows the formula', () => {
    fc.assert(
      fc.property(
        itemsArb,
        fc.array(couponArb, { maxLength: 5 }),
        fc.boolean(),
        fc.option(feeArb, { nil: null }),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
        (items, coupons, freeShipping, shippingFee, insuranceChosen, freeDeliveryFrom) => {
          const pricing = priceCart({ items, coupons, freeShipping, shippingFee, insuranceChosen, freeDeliveryFrom });
          expect(Number.isInteger(pricing.total)).toBe(true);
          expect(pricing.total).toBeGreaterThanOrEqual(0);
          expect(pricing.subtotal).toBe(subtotal(items));
          expect(pricing.total).toBe(Math.max(0, pricing.subtotal - pricing.discount + pricing.shipping));
          if (pricing.freeShipping) expect(pricing.shipping).toBe(0);
          // Only the coupons left after de-duplication count (first one wins); the goods may reach a store's threshold.
          const goods = pricing.subtotal - pricing.discount;
          const byThreshold = freeDeliveryFrom !== null && goods >= freeDeliveryFrom;
          expect(pricing.freeShipping).toBe(freeShipping || dedupeCoupons(coupons).some((c) => c.allow_free_shipping) || byThreshold);
          // What is "away" plus the goods is the threshold, exactly, whenever something is away.
          if (pricing.toFreeDelivery !== null) expect(goods + pricing.toFreeDelivery).toBe(freeDeliveryFrom);
          // The coupon list and the discount line never disagree.
          expect(pricing.coupons.reduce((sum, coupon) => sum + coupon.discount, 0)).toBe(pricing.discount);
        },
      ),
    );
  });

  it('property: adding a coupon never lowers the discount, nor raises the total beyond the shipping it stops waiving', () => {
    // A coupon can take goods under a store's free-delivery threshold: shipping is charged again then.
    fc.assert(
      fc.property(itemsArb, fc.array(couponArb, { maxLength: 4 }), couponArb, fc.option(feeArb, { nil: null }), (items, coupons, extra, fee) => {
        const input = { ...base, items, coupons, shippingFee: fee, freeDeliveryFrom: 10_000 };
        const before = priceCart(input);
        const after = priceCart({ ...input, coupons: [...coupons, extra] });
        expect(after.discount).toBeGreaterThanOrEqual(before.discount);
        expect(after.total).toBeLessThanOrEqual(before.total + after.shipping);
      }),
    );
  });
});
