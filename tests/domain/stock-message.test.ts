import { describe, expect, it } from 'vitest';
import { IN_STOCK_MESSAGE, LOW_STOCK_THRESHOLD, OUT_OF_STOCK_LABEL, stockLevelMessage } from '@/domain';

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
