import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discountBadge, discountPercent } from '@/domain/discount-badge';

const simple = (regular_price: number, sale_price: number | null) => ({ type: 'simple' as const, regular_price, sale_price });

describe('discount badge (spec §9: rounded percent of (regular − sale) / regular, shown as -N%)', () => {
  it('spec §9: computes the rounded percent', () => {
    expect(discountPercent(simple(10000, 7500))).toBe(25);
    expect(discountPercent(simple(3000, 2000))).toBe(33); // 33.33…
    expect(discountPercent(simple(3000, 1000))).toBe(67); // 66.66…
    expect(discountPercent(simple(200, 199))).toBe(1); // 0.5 rounds up
    expect(discountPercent(simple(4999, 0))).toBe(100);
  });

  it('spec §9: the badge reads -N%', () => {
    expect(discountBadge(simple(10000, 7500))).toBe('-25%');
    expect(discountBadge(simple(5999, 2999))).toBe('-50%');
  });

  it('spec §9: no badge is computed for variable products', () => {
    const variable = { type: 'variable' as const, regular_price: 10000, sale_price: 5000 };
    expect(discountPercent(variable)).toBeNull();
    expect(discountBadge(variable)).toBeNull();
  });

  it('no badge without a sale price, or when the sale is not below the regular price', () => {
    expect(discountBadge(simple(10000, null))).toBeNull();
    expect(discountBadge(simple(10000, 10000))).toBeNull();
    expect(discountBadge(simple(10000, 12000))).toBeNull();
    expect(discountBadge(simple(0, 0))).toBeNull();
    expect(discountBadge(simple(10000, -5))).toBeNull();
  });

  it('a discount that rounds to 0 % shows no "-0%" badge', () => {
    expect(discountPercent(simple(100000, 99999))).toBe(0);
    expect(discountBadge(simple(100000, 99999))).toBeNull();
  });

  it('property: the percent is an integer from 0 to 100 for any real sale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (regular, rawSale) => {
        const sale = rawSale % regular;
        const percent = discountPercent(simple(regular, sale));
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(Math.abs((percent as number) - ((regular - sale) * 100) / regular)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
