import { describe, expect, it } from 'vitest';
import { FOLLOWED_UNITS, UnitsLeft } from '../../server/src/features/orders/units-left.js';

// The ledger behind a drop's early refusals (units-left.ts), without a database: what it refuses,
// and that no order is ever counted twice against the stock it has seen.

const SIZE = 7;
const OTHER = 8;
const one = (id = SIZE) => [{ product_id: id, quantity: 1 }];
const stocks = (...pairs: [number, number][]) => new Map(pairs);

function ledger(stock?: number) {
  const live = { now: true };
  const units = new UnitsLeft(() => live.now);
  if (stock !== undefined) units.observe(stocks([SIZE, stock]));
  return { units, live };
}

describe('the units left of a size', () => {
  it('refuses nothing of a size it has not seen, and follows none until it has', () => {
    const { units } = ledger();
    expect(units.following).toBe(false);
    expect(units.shortages(one())).toEqual([]);
    units.observe(stocks([SIZE, 3]));
    expect(units.following).toBe(true);
  });

  it('refuses a buyer once the orders in flight claim every unit left, naming what is left to them', () => {
    const { units } = ledger(2);
    units.claim(one());
    expect(units.shortages([{ product_id: SIZE, quantity: 2 }])).toEqual([{ product_id: SIZE, requested: 2, available: 1 }]);
    units.claim(one());
    expect(units.shortages(one())).toEqual([{ product_id: SIZE, requested: 1, available: 0 }]);
    expect(units.shortages(one(OTHER))).toEqual([]);
  });

  it('marks an order contended when others in flight claim one of its followed sizes', () => {
    const { units } = ledger(5);
    expect(units.claim(one()).contended).toBe(false);
    expect(units.claim(one()).contended).toBe(true);
    expect(units.claim(one(OTHER)).contended).toBe(false);
  });

  it('gives a unit back when its order ends without taking it, so the next buyer gets it', () => {
    const { units } = ledger(1);
    const failing = units.claim(one());
    expect(units.shortages(one())).toHaveLength(1);
    failing.end(false);
    expect(units.shortages(one())).toEqual([]);
  });

  it('counts an order once: a stock seen once its COMMIT is sent ends its claim, and its end changes nothing more', () => {
    const { units } = ledger(2);
    const first = units.claim(one());
    const second = units.claim(one());
    expect(units.shortages(one())).toEqual([{ product_id: SIZE, requested: 1, available: 0 }]);
    // Before its COMMIT, a stock seen is someone else's: the claim stays.
    units.changed([SIZE], stocks([SIZE, 2]));
    expect(units.shortages(one())).toHaveLength(1);
    first.committing();
    // The notification of its commit: its unit is in the stock now, no longer claimed.
    units.changed([SIZE], stocks([SIZE, 1]));
    expect(units.shortages(one())).toEqual([{ product_id: SIZE, requested: 1, available: 0 }]);
    first.end(true);
    expect(units.shortages(one())).toEqual([{ product_id: SIZE, requested: 1, available: 0 }]);
    // Committed before its notification arrives: its unit comes off the stock seen, once.
    second.committing();
    second.end(true);
    expect(units.shortages(one())).toEqual([{ product_id: SIZE, requested: 1, available: 0 }]);
    units.changed([SIZE], stocks([SIZE, 0]));
    expect(units.shortages(one())).toEqual([{ product_id: SIZE, requested: 1, available: 0 }]);
    units.changed([SIZE], stocks([SIZE, 1]));
    expect(units.shortages(one())).toEqual([]);
  });

  it('ends a committing claim on any stock seen for its sizes: a figure too high only lets a buyer try', () => {
    const { units } = ledger(1);
    const claim = units.claim(one());
    claim.committing();
    // Another instance's restock committed first: the claim ends before its own notification.
    units.observe(stocks([SIZE, 3]));
    expect(units.shortages([{ product_id: SIZE, quantity: 3 }])).toEqual([]);
    claim.end(true);
    units.changed([SIZE], stocks([SIZE, 2]));
    expect(units.shortages([{ product_id: SIZE, quantity: 3 }])).toEqual([{ product_id: SIZE, requested: 3, available: 2 }]);
    expect(units.shortages([{ product_id: SIZE, quantity: 2 }])).toEqual([]);
  });

  it('gives the units of an order whose COMMIT failed back, once', () => {
    const { units } = ledger(1);
    const failed = units.claim(one());
    failed.committing();
    failed.end(false);
    failed.end(false);
    expect(units.shortages(one())).toEqual([]);
    units.claim(one());
    expect(units.shortages(one())).toHaveLength(1);
  });

  it('sells a restock it hears of, and forgets what a notification does not tell', () => {
    const { units } = ledger(0);
    expect(units.shortages(one())).toHaveLength(1);
    units.changed([SIZE], stocks([SIZE, 4]));
    expect(units.shortages([{ product_id: SIZE, quantity: 4 }])).toEqual([]);
    units.changed([SIZE, OTHER], stocks([OTHER, 0]));
    expect(units.shortages([{ product_id: SIZE, quantity: 9 }])).toEqual([]);
    expect(units.shortages(one(OTHER))).toHaveLength(1);
    units.changed(null);
    expect(units.following).toBe(false);
  });

  it('does not follow a size with more units than an instance could queue orders for', () => {
    const { units } = ledger(FOLLOWED_UNITS + 1);
    expect(units.following).toBe(false);
    units.observe(stocks([SIZE, FOLLOWED_UNITS]));
    expect(units.following).toBe(true);
  });

  it('refuses nothing while the stock notifications are not live, since a restock would go unseen', () => {
    const { units, live } = ledger(0);
    live.now = false;
    expect(units.following).toBe(false);
    expect(units.shortages(one())).toEqual([]);
  });
});
