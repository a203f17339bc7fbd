import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NOT_A_QUANTITY_MESSAGE,
  type CartItem,
  addToCart,
  cartCount,
  removeFromCart,
  setQuantity,
  toCartSnapshot,
} from '@/domain/cart';
import { aProduct, aSnapshot, anItem } from './builders';

describe('cart snapshot (spec §3: id, name, type, stock, first image url, prices, currency, brand, delivery_by, attributes)', () => {
  it('spec §3: takes the first featured image url and USD currency', () => {
    const snapshot = toCartSnapshot(aProduct({ id: 7, sale_price: 3999, brand: 'Atelier' }), {
      delivery_by: '2025-01-10',
      attributes: [{ name: 'Size', value: 'M' }],
    });
    expect(snapshot).toEqual({
      id: 7,
      name: 'Linen shirt',
      unique_slug: 'linen-shirt',
      type: 'simple',
      stock: 5,
      image: 'https://cdn.example/shirt-1.jpg',
      regular_price: 4999,
      sale_price: 3999,
      currency: 'USD',
      currency_symbol: '$',
      brand: 'Atelier',
      delivery_by: '2025-01-10',
      attributes: [{ name: 'Size', value: 'M' }],
      in_stock: true,
    });
  });

  it('falls back to the product image, and to nulls and no attributes', () => {
    const snapshot = toCartSnapshot(aProduct({ featured_images: [], image: null }));
    expect(snapshot.image).toBeNull();
    expect(snapshot.brand).toBeNull();
    expect(snapshot.delivery_by).toBeNull();
    expect(snapshot.attributes).toEqual([]);
    expect(toCartSnapshot(aProduct({ featured_images: [] })).image).toBe('https://cdn.example/shirt.jpg');
  });
});

describe('addToCart (spec §5: an out-of-stock item cannot be added; the add is silently ignored)', () => {
  it('adds a new line with quantity 1 by default', () => {
    const items = addToCart([], aSnapshot({ id: 3 }));
    expect(items).toEqual([{ quantity: 1, product: aSnapshot({ id: 3 }) }]);
  });

  it('merges the same product id into one line', () => {
    const once = addToCart([], aSnapshot({ id: 3 }), 2);
    const twice = addToCart(once, aSnapshot({ id: 3 }), 1);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(3);
  });

  it('keeps other lines and their order', () => {
    const items = [anItem(1, { id: 1 }), anItem(2, { id: 2 })];
    const next = addToCart(items, aSnapshot({ id: 1 }));
    expect(next.map((item) => [item.product.id, item.quantity])).toEqual([
      [1, 2],
      [2, 2],
    ]);
    expect(next[1]).toBe(items[1]);
  });

  it('caps the quantity at the stock, for a new line and a merged one', () => {
    expect(addToCart([], aSnapshot({ stock: 3 }), 10)[0]?.quantity).toBe(3);
    expect(addToCart([anItem(2, { stock: 3 })], aSnapshot({ stock: 3 }), 5)[0]?.quantity).toBe(3);
  });

  it('refreshes the stored snapshot with the one just added and never stores in_stock', () => {
    const next = addToCart([anItem(1, { regular_price: 100 })], { ...aSnapshot({ regular_price: 90 }), in_stock: true });
    expect(next[0]?.product.regular_price).toBe(90);
    expect(next[0]?.product).not.toHaveProperty('in_stock');
  });

  it('spec §5: ignores a product with in_stock false and returns the same array', () => {
    const items = [anItem(1, { id: 2 })];
    expect(addToCart(items, { ...aSnapshot({ id: 1 }), in_stock: false })).toBe(items);
  });

  it('spec §5: ignores a product with stock 0 or less and returns the same array', () => {
    const items: CartItem[] = [];
    expect(addToCart(items, aSnapshot({ stock: 0 }))).toBe(items);
    expect(addToCart(items, aSnapshot({ stock: -1 }))).toBe(items);
  });

  it('ignores a quantity below 1 and refuses a fractional one', () => {
    const items: CartItem[] = [];
    expect(addToCart(items, aSnapshot(), 0)).toBe(items);
    expect(() => addToCart(items, aSnapshot(), 1.5)).toThrow(NOT_A_QUANTITY_MESSAGE);
  });

  it('does not mutate the given items', () => {
    const items = Object.freeze([Object.freeze(anItem(1))]);
    expect(() => addToCart(items, aSnapshot())).not.toThrow();
    expect(items[0]?.quantity).toBe(1);
  });

  it('property: a line never holds more than the stock, and out-of-stock adds change nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 4 }), stock: fc.integer({ min: -2, max: 6 }), quantity: fc.integer({ min: 0, max: 9 }) })),
        (adds) => {
          let items: readonly CartItem[] = [];
          for (const add of adds) {
            const before = items;
            items = addToCart(items, aSnapshot({ id: add.id, stock: add.stock }), add.quantity);
            if (add.stock <= 0 || add.quantity === 0) expect(items).toBe(before);
          }
          for (const item of items) {
            expect(item.quantity).toBeGreaterThanOrEqual(1);
            expect(item.quantity).toBeLessThanOrEqual(item.product.stock);
          }
          expect(new Set(items.map((item) => item.product.id)).size).toBe(items.length);
        },
      ),
    );
  });
});

describe('setQuantity, removeFromCart and cartCount', () => {
  const items = [anItem(2, { id: 1, stock: 4 }), anItem(1, { id: 2, stock: 9 })];

  it('sets a quantity within 1..stock', () => {
    expect(setQuantity(items, 1, 3)[0]?.quantity).toBe(3);
  });

  it('clamps a quantity above the stock to the stock', () => {
    expect(setQuantity(items, 1, 99)[0]?.quantity).toBe(4);
  });

  it('a quantity of 0 removes the line', () => {
    expect(setQuantity(items, 1, 0).map((item) => item.product.id)).toEqual([2]);
  });

  it('a line whose stock fell to 0 is removed', () => {
    expect(setQuantity([anItem(1, { id: 5, stock: 0 })], 5, 1)).toEqual([]);
  });

  it('returns the same array for an unknown product or an unchanged quantity', () => {
    expect(setQuantity(items, 42, 3)).toBe(items);
    expect(setQuantity(items, 1, 2)).toBe(items);
  });

  it('refuses a fractional quantity', () => {
    expect(() => setQuantity(items, 1, 2.5)).toThrow(RangeError);
  });

  it('removes a line by product id, or returns the same array when absent', () => {
    expect(removeFromCart(items, 2)).toEqual([items[0]]);
    expect(removeFromCart(items, 42)).toBe(items);
  });

  it('spec §2: the badge counts the pieces in the cart', () => {
    expect(cartCount(items)).toBe(3);
    expect(cartCount([])).toBe(0);
  });
});
