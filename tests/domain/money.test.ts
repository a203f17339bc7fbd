import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCY, CURRENCY_SYMBOL, LOCALE, NOT_CENTS_MESSAGE, assertCents, formatMoney } from '@/domain/money';

describe('money: integer cents (spec §9: currency USD, locale en-US)', () => {
  it('spec §9: prices are shown in USD for the en-US locale', () => {
    expect(CURRENCY).toBe('USD');
    expect(LOCALE).toBe('en-US');
    expect(CURRENCY_SYMBOL).toBe('$');
  });

  it('formats cents as US dollars', () => {
    expect(formatMoney(4999)).toBe('$49.99');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100)).toBe('$1.00');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(-1050)).toBe('-$10.50');
  });

  it('formats amounts beyond float precision of dollars exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('assertCents accepts integers and returns them', () => {
    expect(assertCents(0)).toBe(0);
    expect(assertCents(4999)).toBe(4999);
    expect(assertCents(-20)).toBe(-20);
  });

  it.each([49.99, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2 ** 53, '4999', null])(
    'assertCents rejects %s with a RangeError',
    (value) => {
      expect(() => assertCents(value)).toThrow(RangeError);
      expect(() => assertCents(value)).toThrow(NOT_CENTS_MESSAGE);
    },
  );

  it('formatMoney refuses a float amount', () => {
    expect(() => formatMoney(49.99)).toThrow(RangeError);
  });

  it('property: formatting matches dollars and cents written out by hand', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        const abs = Math.abs(cents);
        const dollars = Math.floor(abs / 100).toLocaleString('en-US');
        const expected = `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
        expect(formatMoney(cents)).toBe(expected);
      }),
    );
  });

  it('property: assertCents returns every safe integer and throws on anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (value) => {
        if (Number.isSafeInteger(value)) expect(assertCents(value)).toBe(value);
        else expect(() => assertCents(value)).toThrow(RangeError);
      }),
    );
  });
});
