import { describe, expect, it } from 'vitest';
import { canAddToCart, isOutOfStock } from '@/domain/stock';

describe('stock rule (spec §5: an out-of-stock item is in_stock false or stock <= 0)', () => {
  it('spec §5: an in-stock product with stock above 0 can be added', () => {
    expect(canAddToCart({ in_stock: true, stock: 1 })).toBe(true);
    expect(canAddToCart({ in_stock: true, stock: 40 })).toBe(true);
  });

  it('spec §5: in_stock false cannot be added whatever the stock', () => {
    expect(canAddToCart({ in_stock: false, stock: 10 })).toBe(false);
  });

  it('spec §5: stock 0 or less cannot be added even when in_stock is true', () => {
    expect(canAddToCart({ in_stock: true, stock: 0 })).toBe(false);
    expect(canAddToCart({ in_stock: true, stock: -3 })).toBe(false);
  });

  it('spec §2: the card shows "Out of stock" when stock is 0 or less', () => {
    expect(isOutOfStock({ stock: 0 })).toBe(true);
    expect(isOutOfStock({ stock: -1 })).toBe(true);
    expect(isOutOfStock({ stock: 1 })).toBe(false);
  });
});
