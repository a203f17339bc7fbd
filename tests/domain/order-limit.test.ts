import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addToCart,
  allowedQuantity,
  type CartItem,
  lineLimit,
  limitOf,
  ORDER_LIMIT_REACHED_MESSAGE,
  orderLimitBreaches,
  orderLimitNotice,
  overOrderLimitMessage,
  perOrderLimitMessage,
  quantityOfProduct,
  setQuantity,
  withinOrderLimits,
} from '@/domain';
import { aSnapshot, anItem } from './builders';

/** A size of the limited drop piece (product 10, at most 2 per order). */
const dropSize = (id: number, quantity: number, stock = 10): CartItem => anItem(quantity, { id, parent_id: 10, max_per_order: 2, stock });

describe('the per-order limit message', () => {
  it('says the limit in one short sentence', () => {
    expect(perOrderLimitMessage(2)).toBe('Limited to 2 per order.');
    expect(overOrderLimitMessage('Drop jacket', 2)).toBe('Drop jacket is limited to 2 per order.');
  });

  it('the product page adds that the cart holds the most once it does', () => {
    expect(orderLimitNotice(null, 5)).toBeNull();
    expect(orderLimitNotice(2, 1)).toEqual({ message: 'Limited to 2 per order.', reached: false });
    expect(orderLimitNotice(2, 2)).toEqual({ message: `Limited to 2 per order. ${ORDER_LIMIT_REACHED_MESSAGE}`, reached: true });
  });
});

describe('the allowed quantity', () => {
  it('is what is wanted without a limit', () => {
    expect(allowedQuantity(null, 7)).toBe(7);
    expect(allowedQuantity(null, 7, 100)).toBe(7);
  });

  it('is capped by the limit less what the order already holds, never below 0', () => {
    expect(allowedQuantity(2, 5)).toBe(2);
    expect(allowedQuantity(2, 5, 1)).toBe(1);
    expect(allowedQuantity(2, 1, 1)).toBe(1);
    expect(allowedQuantity(2, 5, 2)).toBe(0);
    expect(allowedQuantity(2, 5, 3)).toBe(0);
  });

  it('reads an absent, zero or negative limit as none', () => {
    expect(limitOf({})).toBeNull();
    expect(limitOf({ max_per_order: null })).toBeNull();
    expect(limitOf({ max_per_order: 0 })).toBeNull();
    expect(limitOf({ max_per_order: -1 })).toBeNull();
    expect(limitOf({ max_per_order: 3 })).toBe(3);
  });
});

describe('lines of one product counted together', () => {
  const lines = [dropSize(101, 1), anItem(4, { id: 5 }), dropSize(102, 1)];

  it('sums every variant of the product, or all but one line', () => {
    expect(quantityOfProduct(lines, 10)).toBe(2);
    expect(quantityOfProduct(lines, 10, 101)).toBe(1);
    expect(quantityOfProduct(lines, 5)).toBe(4);
  });

  it('a line may hold the limit less its other sizes; none for a product without a limit', () => {
    expect(lineLimit(lines, 101)).toBe(1);
    expect(lineLimit([dropSize(101, 1)], 101)).toBe(2);
    expect(lineLimit(lines, 5)).toBeNull();
    expect(lineLimit(lines, 999)).toBeNull();
  });

  it('names the line that goes past the limit, once per product', () => {
    expect(orderLimitBreaches(lines)).toEqual([]);
    const over = [dropSize(101, 1), anItem(4, { id: 5 }), dropSize(102, 1), dropSize(103, 1)];
    expect(orderLimitBreaches(over)).toEqual([{ index: 3, productKey: 10, limit: 2, quantity: 3, message: 'Limited to 2 per order.' }]);
    expect(orderLimitBreaches([dropSize(101, 3), dropSize(102, 1)])).toEqual([
      { index: 0, productKey: 10, limit: 2, quantity: 4, message: 'Limited to 2 per order.' },
    ]);
  });

  it('a line without a parent counts as its own product', () => {
    expect(orderLimitBreaches([anItem(3, { id: 7, max_per_order: 2 }), anItem(3, { id: 8, max_per_order: 2 })]).map((b) => b.productKey)).toEqual([7, 8]);
  });

  it('brings lines within the limit, earlier lines first, dropping a line left with none', () => {
    expect(withinOrderLimits(lines)).toBe(lines);
    expect(withinOrderLimits([dropSize(101, 1), anItem(4, { id: 5 }), dropSize(102, 3), dropSize(103, 1)])).toEqual([
      dropSize(101, 1),
      anItem(4, { id: 5 }),
      dropSize(102, 1),
    ]);
  });
});

describe('the cart keeps to the limit', () => {
  it('an add is capped at the limit, other sizes counted, and ignored once it is reached', () => {
    const one = addToCart([], aSnapshot({ id: 101, parent_id: 10, max_per_order: 2, stock: 10 }), 5);
    expect(one).toEqual([dropSize(101, 2)]);
    const other = addToCart([dropSize(101, 1)], aSnapshot({ id: 102, parent_id: 10, max_per_order: 2, stock: 10 }), 3);
    expect(other).toEqual([dropSize(101, 1), dropSize(102, 1)]);
    const full = [dropSize(101, 1), dropSize(102, 1)];
    expect(addToCart(full, aSnapshot({ id: 102, parent_id: 10, max_per_order: 2, stock: 10 }))).toBe(full);
    expect(addToCart(full, aSnapshot({ id: 103, parent_id: 10, max_per_order: 2, stock: 10 }))).toBe(full);
  });

  it('the stock still caps below the limit', () => {
    expect(addToCart([], aSnapshot({ id: 101, parent_id: 10, max_per_order: 5, stock: 3 }), 9)).toEqual([dropSize(101, 3, 3)].map((item) => ({ ...item, product: { ...item.product, max_per_order: 5 } })));
  });

  it('a quantity change is clamped to the limit and never removes a line', () => {
    const cart = [dropSize(101, 1), dropSize(102, 1)];
    expect(setQuantity(cart, 101, 2)).toBe(cart);
    expect(setQuantity([dropSize(101, 1)], 101, 5)).toEqual([dropSize(101, 2)]);
    expect(setQuantity(cart, 101, 0)).toEqual([dropSize(102, 1)]);
  });

  it('property: whatever is added or changed, no product goes past its limit', () => {
    const action = fc.record({
      id: fc.integer({ min: 1, max: 6 }),
      quantity: fc.integer({ min: 0, max: 6 }),
      set: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), fc.integer({ min: 1, max: 4 }), (actions, limit) => {
        // Variants 1-3 are sizes of product 100 (limited), 4-6 of product 200 (no limit).
        const snapshot = (id: number) => aSnapshot({ id, parent_id: id <= 3 ? 100 : 200, max_per_order: id <= 3 ? limit : null, stock: 5 });
        let cart: readonly CartItem[] = [];
        for (const { id, quantity, set } of actions) {
          cart = set ? setQuantity(cart, id, quantity) : addToCart(cart, snapshot(id), quantity);
          expect(quantityOfProduct(cart, 100)).toBeLessThanOrEqual(limit);
          expect(orderLimitBreaches(cart)).toEqual([]);
        }
      }),
    );
  });

  it('property: brought within limits, lines breach nothing and only ever lose pieces', () => {
    const line = fc.record({ id: fc.integer({ min: 1, max: 50 }), parent: fc.integer({ min: 1, max: 3 }), quantity: fc.integer({ min: 1, max: 9 }), limit: fc.option(fc.integer({ min: 1, max: 5 })) });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (raw) => {
        // One limit per product, as the database holds it.
        const limits = new Map(raw.map((each) => [each.parent, each.limit]));
        const lines = raw.map((each) => anItem(each.quantity, { id: each.id, parent_id: each.parent, max_per_order: limits.get(each.parent) ?? null }));
        const within = withinOrderLimits(lines);
        expect(orderLimitBreaches(within)).toEqual([]);
        for (const parent of limits.keys()) {
          const limit = limits.get(parent) ?? null;
          expect(quantityOfProduct(within, parent)).toBe(allowedQuantity(limit, quantityOfProduct(lines, parent)));
        }
      }),
    );
  });
});
