import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, createAddress, insertCatalogue, LEBANESE_ADDRESS, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 30: a product may carry a per-order limit (`max_per_order`); every size of it counts.
// The Linen Summer Dress is the limited piece here (2 per order): black S (stock 5), black M
// (sold out) and red M (stock 3).

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let blackS: number;
let redM: number;
let keyCounter = 0;
const newKey = () => `limit-key-${(keyCounter += 1)}-${Date.now()}`;

const LIMIT_MESSAGE = 'Limited to 2 per order.';
const OVER_LIMIT = 'Linen Summer Dress is limited to 2 per order.';

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
  await server.db.updateTable('products').set({ max_per_order: 2 }).where('id', '=', catalogue.linenDress.id).execute();
  [blackS, , redM] = catalogue.linenDress.variantIds as [number, number, number];
});
afterAll(() => server.close());

const limits = (requested: number) => [{ product_id: catalogue.linenDress.id, max_per_order: 2, requested }];
const linesOf = (body: { items: { quantity: number; product: { id: number } }[] }) => body.items.map((item) => [item.product.id, item.quantity]);

describe('the product and its cart lines carry the limit', () => {
  it('product detail answers max_per_order, null for a product without a limit', async () => {
    expect((await api.get('/api/products/linen-summer-dress')).body.max_per_order).toBe(2);
    expect((await api.get('/api/products/canvas-sneaker')).body.max_per_order).toBeNull();
  });

  it('a cart line\'s product snapshot carries it too', async () => {
    const quote = await api.post('/api/products/cart/quote', { items: [{ quantity: 1, product_id: blackS }, { quantity: 1, product_id: catalogue.sneaker.variantIds[0] }], coupons: [] });
    expect(quote.body.items.map((item: { product: { max_per_order: number | null } }) => item.product.max_per_order)).toEqual([2, null]);
  });

  it('the database refuses a limit of 0 or less', async () => {
    await expect(server.db.updateTable('products').set({ max_per_order: 0 }).where('id', '=', catalogue.sneaker.id).execute()).rejects.toThrow(/products_max_per_order_positive/);
  });
});

describe('the signed-in cart refuses more than the limit', () => {
  it('adds up to the limit; an add past it is a 422 naming the line, and the cart stays as it was', async () => {
    const { token } = await registerUser(api, 'limit-add@example.com');
    expect((await api.post('/api/products/cart', { items: [{ quantity: 1, product_id: blackS, raw: false }] }, token)).status).toBe(200);
    // Another size of the same product counts towards the same limit.
    const refused = await api.post('/api/products/cart', { items: [{ quantity: 1, product_id: catalogue.sneaker.variantIds[0], raw: false }, { quantity: 2, product_id: redM, raw: false }] }, token);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: OVER_LIMIT, data: { errors: { 'items.1.quantity': LIMIT_MESSAGE }, limits: limits(3) } });
    expect(linesOf((await api.get('/api/products/cart', token)).body)).toEqual([[blackS, 1]]);
    const second = await api.post('/api/products/cart', { items: [{ quantity: 1, product_id: redM, raw: false }] }, token);
    expect(second.status).toBe(200);
    expect(linesOf(second.body)).toEqual([[blackS, 1], [redM, 1]]);
    const third = await api.post('/api/products/cart', { items: [{ quantity: 1, product_id: blackS, raw: false }] }, token);
    expect(third.status).toBe(422);
    expect(third.body.data.errors).toEqual({ 'items.0.quantity': LIMIT_MESSAGE });
  });

  it('a quantity change past the limit is a 422; within it, the cart changes', async () => {
    const { token } = await registerUser(api, 'limit-put@example.com');
    await api.post('/api/products/cart', { items: [{ quantity: 1, product_id: blackS, raw: false }] }, token);
    const refused = await api.put('/api/products/cart', { items: [{ quantity: 3, product_id: blackS }] }, token);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: OVER_LIMIT, data: { errors: { 'items.0.quantity': LIMIT_MESSAGE }, limits: limits(3) } });
    const sizes = await api.put('/api/products/cart', { items: [{ quantity: 2, product_id: blackS }, { quantity: 1, product_id: redM }] }, token);
    expect(sizes.status).toBe(422);
    expect(sizes.body.data.errors).toEqual({ 'items.1.quantity': LIMIT_MESSAGE });
    expect(linesOf((await api.get('/api/products/cart', token)).body)).toEqual([[blackS, 1]]);
    const changed = await api.put('/api/products/cart', { items: [{ quantity: 2, product_id: blackS }] }, token);
    expect(changed.status).toBe(200);
    expect(linesOf(changed.body)).toEqual([[blackS, 2]]);
  });

  it('other products are not limited', async () => {
    const { token } = await registerUser(api, 'limit-none@example.com');
    const answer = await api.post('/api/products/cart', { items: [{ quantity: 7, product_id: catalogue.sneaker.variantIds[0], raw: false }] }, token);
    expect(answer.status).toBe(200);
    expect(linesOf(answer.body)).toEqual([[catalogue.sneaker.variantIds[0], 7]]);
  });
});

describe('the guest cart is re-priced within the limit', () => {
  it('a quote brings a cookie cart past the limit back to it, earlier lines first', async () => {
    const quote = await api.post('/api/products/cart/quote', { items: [{ quantity: 1, product_id: blackS }, { quantity: 3, product_id: redM }], coupons: [] });
    expect(quote.status).toBe(200);
    expect(linesOf(quote.body)).toEqual([[blackS, 1], [redM, 1]]);
  });
});

describe('placing an order refuses more than the limit', () => {
  const orderBody = (addressId: number, items?: { product_id: number; quantity: number }[]) => ({
    shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false, ...(items ? { items } : {}),
  });
  const stockOf = async (variantId: number) =>
    (await server.db.selectFrom('variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock;

  it('a guest\'s lines past the limit, sizes together: 422 naming the line, nothing reserved', async () => {
    const token = (await api.post('/api/auth/guest', { email: 'limit-guest@example.com' })).body.token as string;
    const addressId = await createAddress(api, token, LEBANESE_ADDRESS);
    const before = [await stockOf(blackS), await stockOf(redM)];
    const refused = await api.post('/api/orders', orderBody(addressId, [{ product_id: blackS, quantity: 2 }, { product_id: redM, quantity: 1 }]), token, { 'idempotency-key': newKey() });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: OVER_LIMIT, data: { errors: { 'items.1.quantity': LIMIT_MESSAGE }, limits: limits(3) } });
    expect([await stockOf(blackS), await stockOf(redM)]).toEqual(before);
    const placed = await api.post('/api/orders', orderBody(addressId, [{ product_id: blackS, quantity: 1 }, { product_id: redM, quantity: 1 }]), token, { 'idempotency-key': newKey() });
    expect(placed.status).toBe(201);
    expect(placed.body.items.map((item: { product: { max_per_order: number } }) => item.product.max_per_order)).toEqual([2, 2]);
  });

  it('a user\'s server cart past the limit (the limit lowered since): 422 and the cart is kept', async () => {
    const { token } = await registerUser(api, 'limit-order@example.com');
    const addressId = await createAddress(api, token);
    await api.post('/api/products/cart', { items: [{ quantity: 2, product_id: blackS, raw: false }] }, token);
    await server.db.updateTable('products').set({ max_per_order: 1 }).where('id', '=', catalogue.linenDress.id).execute();
    try {
      const refused = await api.post('/api/orders', orderBody(addressId), token, { 'idempotency-key': newKey() });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        message: 'Linen Summer Dress is limited to 1 per order.',
        data: { errors: { 'items.0.quantity': 'Limited to 1 per order.' }, limits: [{ product_id: catalogue.linenDress.id, max_per_order: 1, requested: 2 }] },
      });
      expect(linesOf((await api.get('/api/products/cart', token)).body)).toEqual([[blackS, 2]]);
    } finally {
      await server.db.updateTable('products').set({ max_per_order: 2 }).where('id', '=', catalogue.linenDress.id).execute();
    }
    const placed = await api.post('/api/orders', orderBody(addressId), token, { 'idempotency-key': newKey() });
    expect(placed.status).toBe(201);
  });
});
