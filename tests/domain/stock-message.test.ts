import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IN_STOCK_MESSAGE, LOW_STOCK_THRESHOLD, OUT_OF_STOCK_LABEL, stockLevel, stockLevelMessage, stockNotice } from '@/domain';

describe('stock messages of the product page', () => {
  it('stock 0 or less is "Out of stock" (spec §2)', () => {
    expect(stockLevelMessage(0)).toBe(OUT_OF_STOCK_LABEL);
    expect(stockLevelMessage(-2)).toBe('Out of stock');
  });

  it('a low stock says how many are left, up to the threshold', () => {
    expect(stockLevelMessage(1)).toBe('Only 1 left');
    expect(stockLevelMessage(LOW_STOCK_THRESHOLD)).toBe(`Only ${LOW_STOCK_THRESHOLD} left`);
  });

  it('above the threshold the piece is simply in stock', () => {
    expect(stockLevelMessage(LOW_STOCK_THRESHOLD + 1)).toBe(IN_STOCK_MESSAGE);
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
        const { level, message } = stockNotice(stock);
        expect(message).toBe(stockLevelMessage(stock));
        expect(level === 'low').toBe(message.startsWith('Only'));
      }),
    );
  });
});
