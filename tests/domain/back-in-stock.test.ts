import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACK_IN_STOCK_REQUEST_DAYS, backInStockExpiry, productChoicePath, requestsToServe } from '@/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = new Date('2030-03-01T10:00:00Z');
const request = (id: number, minutesAfter: number) => {
  const createdAt = new Date(T0.getTime() + minutesAfter * 60_000);
  return { id, createdAt, expiresAt: backInStockExpiry(createdAt) };
};

describe('requestsToServe', () => {
  it('serves the requests in the order they were made, one per unit back, ties by id', () => {
    const waiting = [request(4, 3), request(2, 1), request(3, 1), request(1, 5)];
    expect(requestsToServe(waiting, 3, T0).map((r) => r.id)).toEqual([2, 3, 4]);
  });

  it('serves everyone when more units come back than wait, and nobody for none', () => {
    const waiting = [request(1, 0), request(2, 1)];
    expect(requestsToServe(waiting, 10, T0).map((r) => r.id)).toEqual([1, 2]);
    expect(requestsToServe(waiting, 0, T0)).toEqual([]);
  });

  it('skips requests lapsed after 90 days, and the next in line takes the place', () => {
    const waiting = [request(1, 0), request(2, 10), request(3, 20)];
    const at = new Date(T0.getTime() + BACK_IN_STOCK_REQUEST_DAYS * DAY_MS + 5 * 60_000);
    expect(requestsToServe(waiting, 1, at).map((r) => r.id)).toEqual([2]);
  });

  it('never serves more than the units back, nor a request twice, nor one out of turn (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 500 }), { maxLength: 60 }), fc.nat({ max: 80 }), (minutes, units) => {
        const waiting = minutes.map((minute, index) => request(index + 1, minute));
        const served = requestsToServe(waiting, units, T0);
        expect(served.length).toBe(Math.min(units, waiting.length));
        expect(new Set(served.map((r) => r.id)).size).toBe(served.length);
        const lastServed = served.at(-1);
        const left = waiting.filter((r) => !served.includes(r));
        if (lastServed) for (const other of left) expect(other.createdAt.getTime()).toBeGreaterThanOrEqual(lastServed.createdAt.getTime());
      }),
    );
  });
});

describe('productChoicePath', () => {
  it('opens the product with the colour and size chosen', () => {
    expect(productChoicePath('linen-dress', { color: 'black', size: 'M' })).toBe('/products/linen-dress?color=black&size=M');
    expect(productChoicePath('scarf', { color: null, size: null })).toBe('/products/scarf');
    expect(productChoicePath('jeans', { color: null, size: '32/34' })).toBe('/products/jeans?size=32%2F34');
  });
});
