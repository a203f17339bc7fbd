import { describe, expect, it } from 'vitest';
import { orderLineSnapshot } from '../../server/src/features/orders/order-line-snapshot.js';

// Order lines' JSONB snapshots are read back as `unknown` (db/types.ts) and parsed here.

const sold = {
  id: 11, parent_id: 3, unique_slug: 'linen-summer-dress', name: 'Linen Summer Dress', type: 'variable', stock: 4, image: '/media/x.svg',
  regular_price: 5000, sale_price: 4000, currency: 'USD', currency_symbol: '$', brand: 'Acme', delivery_by: null,
  attributes: [{ name: 'Size', value: 'S' }],
};

describe('an order line\'s snapshot as read back', () => {
  it('answers a well-formed snapshot as it is', () => {
    expect(orderLineSnapshot(structuredClone(sold), 7)).toEqual(sold);
  });

  it.each([
    ['a missing price', { ...sold, regular_price: undefined }],
    ['a price as text', { ...sold, sale_price: '40.00' }],
    ['an unknown product type', { ...sold, type: 'bundle' }],
    ['a malformed attribute', { ...sold, attributes: [{ name: 'Size' }] }],
    ['no object at all', 'Linen Summer Dress'],
    ['null', null],
  ])('throws on %s, naming the order and the column', (_case, snapshot) => {
    expect(() => orderLineSnapshot(snapshot, 7)).toThrow(/^Order 7 has a malformed line snapshot \(order_items\.snapshot\): \S/);
  });
});
