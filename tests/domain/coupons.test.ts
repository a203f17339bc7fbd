import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { couponCodeKey, dedupeCoupons } from '@/domain/coupon-dedupe';
import { COUPON_EXPIRED, couponDiscount, couponMinimumNotMet, couponProblem, isCouponExpired } from '@/domain/coupons';
import { aCoupon, centsArb, couponArb } from './builders';

describe('coupon de-duplication (spec §5: coupons are de-duplicated by id and by code)', () => {
  it('spec §5: drops a coupon whose id was already seen, keeping the first', () => {
    const first = aCoupon({ id: 1, code: 'A' });
    const result = dedupeCoupons([first, aCoupon({ id: 1, code: 'B' })]);
    expect(result).toEqual([first]);
    expect(result[0]).toBe(first);
  });

  it('spec §5: drops a coupon whose code was already seen, ignoring case and surrounding spaces', () => {
    const first = aCoupon({ id: 1, code: 'Save10' });
    expect(dedupeCoupons([first, aCoupon({ id: 2, code: 'SAVE10' }), aCoupon({ id: 3, code: ' save10 ' })])).toEqual([first]);
  });

  it('keeps distinct coupons in order', () => {
    const coupons = [aCoupon({ id: 2, code: 'B' }), aCoupon({ id: 1, code: 'A' })];
    expect(dedupeCoupons(coupons)).toEqual(coupons);
    expect(couponCodeKey(' Spring ')).toBe('spring');
  });

  it('property: de-duplication is idempotent and leaves no repeated id or code', () => {
    fc.assert(
      fc.property(fc.array(couponArb, { maxLength: 10 }), (coupons) => {
        const once = dedupeCoupons(coupons);
        expect(dedupeCoupons(once)).toEqual(once);
        expect(new Set(once.map((c) => c.id)).size).toBe(once.length);
        expect(new Set(once.map((c) => couponCodeKey(c.code))).size).toBe(once.length);
        for (const coupon of coupons) {
          const kept = once.some((c) => c.id === coupon.id || couponCodeKey(c.code) === couponCodeKey(coupon.code));
          expect(kept).toBe(true);
        }
      }),
    );
  });
});

describe('coupon discount (spec §9)', () => {
  it('a fixed-cart coupon takes its amount in cents', () => {
    expect(couponDiscount(aCoupon({ type: 'fixed-cart-discount', amount: 500 }), 10000)).toBe(500);
  });

  it('spec §9: a percentage coupon discount is rounded down to an integer number of dollars', () => {
    expect(couponDiscount(aCoupon({ type: 'percentage-discount', amount: 10 }), 4999)).toBe(400); // $4.999
    expect(couponDiscount(aCoupon({ type: 'percentage-discount', amount: 10 }), 25799)).toBe(2500); // $25.799
    expect(couponDiscount(aCoupon({ type: 'percentage-discount', amount: 15 }), 999)).toBe(100); // $1.4985
    expect(couponDiscount(aCoupon({ type: 'percentage-discount', amount: 12.5 }), 1000)).toBe(100); // $1.25
    expect(couponDiscount(aCoupon({ type: 'percentage-discount', amount: 25 }), 10000)).toBe(2500);
    expect(couponDiscount(aCoupon({ type: 'percentage-discount', amount: 10 }), 999)).toBe(0); // $0.999
  });

  it('a fixed coupon is not capped at the subtotal: the total is (spec §5)', () => {
    expect(couponDiscount(aCoupon({ type: 'fixed-cart-discount', amount: 1500 }), 1000)).toBe(1500);
  });

  it('a negative amount never adds to the price', () => {
    expect(couponDiscount(aCoupon({ type: 'fixed-cart-discount', amount: -300 }), 1000)).toBe(0);
    expect(couponDiscount(aCoupon({ type: 'percentage-discount', amount: -10 }), 1000)).toBe(0);
  });

  it('property: a percentage discount is whole dollars between 0 and the subtotal, the largest not above the exact share', () => {
    fc.assert(
      fc.property(centsArb, fc.integer({ min: 0, max: 100 }), (subtotal, percent) => {
        const discount = couponDiscount(aCoupon({ type: 'percentage-discount', amount: percent }), subtotal);
        expect(discount % 100).toBe(0);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(subtotal);
        expect(discount * 100).toBeLessThanOrEqual(subtotal * percent);
        expect((discount + 100) * 100).toBeGreaterThan(subtotal * percent);
      }),
    );
  });
});

describe('whether a coupon applies', () => {
  it('expires at its expiry date, never without one', () => {
    const now = new Date('2030-01-15T10:00:00Z');
    expect(isCouponExpired(new Date('2030-01-15T10:00:00Z'), now)).toBe(true);
    expect(isCouponExpired(new Date('2030-01-15T10:00:01Z'), now)).toBe(false);
    expect(isCouponExpired(null, now)).toBe(false);
  });

  it('does not apply when expired, or under its minimum order, and says why', () => {
    expect(couponProblem({ expired: true, min_subtotal: 0 }, 5000)).toBe(COUPON_EXPIRED);
    expect(couponProblem({ min_subtotal: 7500 }, 7499)).toBe('This coupon needs a minimum order of $75.00.');
    expect(couponMinimumNotMet(10000)).toBe('This coupon needs a minimum order of $100.00.');
    expect(couponProblem({ min_subtotal: 7500 }, 7500)).toBeNull();
    expect(couponProblem({}, 0)).toBeNull();
  });
});
