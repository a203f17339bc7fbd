import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IN_STOCK_MESSAGE, LOW_STOCK_THRESHOLD, OUT_OF_STOCK_LABEL, stockLevel, stockNotice } from '@/domain';

/** The text the product page shows for a quantity left. */
const message = (stock: number): string => stockNotice(stock).message;

describe('stock messages of the product page', () => {
  it('stock 0 or less is "Out of stock" (spec §2)', () => {
    expect(message(0)).toBe(OUT_OF_STOCK_LABEL);
    expect(message(-2)).toBe('Out of stock');
  });

  it('a low stock says how many are left, up to the threshold', () => {
    expect(message(1)).toBe('Only 1 left');
    expect(message(LOW_STOCK_THRESHOLD)).toBe(`Only ${LOW_STOCK_THRESHOLD} left`);
  });

  it('above the threshold the piece is simply in stock', () => {
    expect(message(LOW_STOCK_THRESHOLD + 1)).toBe(IN_STOCK_MESSAGE);
  });
});

describe('stock levels (what the product page styles, instead of reading its text)', () => {
  it('0 or less is out, up to the threshold low, above it in', () => {
    expect([-1, 0, 1, LOW_STOCK_THRESHOLD, LOW_STOCK_THRESHOLD + 1].map(stockLevel)).toEqual(['out', 'out', 'low', 'low', 'in']);
  });

  it('a notice pairs the level with its exact text (spec §2)', () => {
    expect(stockNotice(0)).toEqual({ level: 'out', message: 'Out of stock' });
    expect(stockNotice(2)).toEqual({ level: 'low', message: 'Only 2 left' });
    expect(stockNotice(10)).toEqual({ level: 'in', message: 'In stock' });
  });

  it('property: the message always agrees with the level', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 50 }), (stock) => {
        const { level, message: text } = stockNotice(stock);
        expect(level === 'out').toBe(text === OUT_OF_STOCK_LABEL);
        expect(level === 'low').toBe(text === `Only ${stock} left`);
        expect(level === 'in').toBe(text === IN_STOCK_MESSAGE);
      }),
    );
  });
});
