import { describe, expect, it } from 'vitest';
import { hasPriceDropped, sortWishlist } from '@/domain';
import { aProduct } from './builders';

const simple = (regular: number, sale: number | null) => aProduct({ type: 'simple', regular_price: regular, sale_price: sale, min_price: null });

describe('hasPriceDropped', () => {
  it('is true when the offered price is below the price at add', () => {
    expect(hasPriceDropped({ price_at_add: 5000, product: simple(5000, 4000) })).toBe(true);
    expect(hasPriceDropped({ price_at_add: 5000, product: simple(4500, null) })).toBe(true);
  });

  it('is false when the price stayed or rose, and ignores a "sale" price above the regular one', () => {
    expect(hasPriceDropped({ price_at_add: 5000, product: simple(5000, null) })).toBe(false);
    expect(hasPriceDropped({ price_at_add: 4000, product: simple(5000, null) })).toBe(false);
    expect(hasPriceDropped({ price_at_add: 5000, product: simple(5000, 6000) })).toBe(false);
  });

  it('reads a variable product by its "From" price', () => {
    const variable = aProduct({ type: 'variable', regular_price: 9000, sale_price: null, min_price: 7000 });
    expect(hasPriceDropped({ price_at_add: 8000, product: variable })).toBe(true);
    expect(hasPriceDropped({ price_at_add: 7000, product: variable })).toBe(false);
  });
});

describe('sortWishlist', () => {
  const items = [
    { id: 1, price_at_add: 5000, product: simple(5000, null) },
    { id: 2, price_at_add: 5000, product: simple(5000, 3000) },
    { id: 3, price_at_add: 2000, product: simple(2000, null) },
    { id: 4, price_at_add: 9000, product: simple(8000, null) },
  ];

  it('keeps the listed order when sorted by date added', () => {
    expect(sortWishlist(items, 'added').map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('puts dropped prices first, each group in its listed order', () => {
    expect(sortWishlist(items, 'price-dropped').map((item) => item.id)).toEqual([2, 4, 1, 3]);
  });
});
