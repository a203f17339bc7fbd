import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

describe('server cart (spec §7)', () => {
  it('adds lines, merges quantities and caps them at stock; sold-out lines are ignored', async () => {
    const { token } = await registerUser(api, 'cart@example.com');
    const [blackS, blackM] = catalogue.linenDress.variantIds;
    expect((await api.get('/api/products/cart', token)).body).toEqual({ items: [], coupons: [] });
    await api.post('/api/products/cart', { items: [{ quantity: 2, product_id: blackS, raw: false }] }, token);
    const answer = await api.post('/api/products/cart', { items: [{ quantity: 4, product_id: blackS, raw: false }, { quantity: 1, product_id: blackM, raw: false }] }, token);
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([{
      quantity: 5,
      product: {
        id: blackS, parent_id: catalogue.linenDress.id, unique_slug: 'linen-summer-dress', name: 'Linen Summer Dress', type: 'variable',
        stock: 5, image: '/media/products/dress/black.svg?view=front', regular_price: 5000, sale_price: 4000, currency: 'USD',
        currency_symbol: '$', brand: 'Acme', delivery_by: null, attributes: [{ name: 'Size', value: 'S' }, { name: 'Colour', value: 'Black' }], max_per_order: null,
      },
    }]);
    expect((await api.get('/api/products/cart', token)).body.items).toHaveLength(1);
  });

  it('counts every one of parallel adds to the same line', async () => {
    const { token } = await registerUser(api, 'parallel@example.com');
    const sneaker = catalogue.sneaker.variantIds[0];
    await Promise.all(Array.from({ length: 6 }, () => api.post('/api/products/cart', { items: [{ quantity: 1, product_id: sneaker, raw: false }] }, token)));
    expect((await api.get('/api/products/cart', token)).body.items[0].quantity).toBe(6);
  });

  it('replaces lines with PUT; zero removes a line', async () => {
    const { token } = await registerUser(api, 'put@example.com');
    const [blackS, , redM] = catalogue.linenDress.variantIds;
    await api.post('/api/products/cart', { items: [{ quantity: 1, product_id: blackS, raw: false }] }, token);
    const answer = await api.put('/api/products/cart', { items: [{ quantity: 0, product_id: blackS }, { quantity: 9, product_id: redM }] }, token);
    expect(answer.body.items.map((item: { quantity: number; product: { id: number } }) => [item.product.id, item.quantity])).toEqual([[redM, 3]]);
  });

  it('applies and removes coupons with the three clear errors', async () => {
    const { token } = await registerUser(api, 'coupons@example.com');
    const [blackS] = catalogue.linenDress.variantIds;
    await api.post('/api/products/cart', { items: [{ quantity: 2, product_id: blackS, raw: false }] }, token); // 8000
    const error = async (code: string) => (await api.post('/api/products/cart/coupons', { code }, token)).body.data.errors.code;
    expect(await error('NOPE')).toBe('This coupon does not exist.');
    expect(await error('OLD')).toBe('This coupon has expired.');
    expect(await error('FIVEOFF')).toBe('This coupon needs a minimum order of $100.00.');
    const applied = await api.post('/api/products/cart/coupons', { code: 'ten' }, token);
    expect(applied.body.coupons).toEqual([{
      id: expect.any(Number), code: 'TEN', type: 'percentage-discount', amount: 10, min_subtotal: 0, discount: 800, allow_free_shipping: false,
      expired: false, applies: true, reason: null,
    }]);
    await api.post('/api/products/cart/coupons', { code: 'TEN' }, token);
    expect((await api.get('/api/products/cart', token)).body.coupons).toHaveLength(1); // once only
    expect((await api.delete('/api/products/cart/coupons/ten', token)).body.coupons).toEqual([]);
  });

  it('needs a user token, and keeps each user\'s cart to them', async () => {
    expect((await api.get('/api/products/cart')).status).toBe(401);
    const guest = (await api.post('/api/auth/guest', { email: 'g@example.com' })).body.token;
    expect((await api.get('/api/products/cart', guest)).status).toBe(401);
    const a = (await registerUser(api, 'a-cart@example.com')).token;
    const b = (await registerUser(api, 'b-cart@example.com')).token;
    await api.post('/api/products/cart', { items: [{ quantity: 1, product_id: catalogue.sneaker.variantIds[0], raw: false }] }, a);
    expect((await api.get('/api/products/cart', b)).body.items).toEqual([]);
  });

  it('validates cart lines', async () => {
    const { token } = await registerUser(api, 'invalid-cart@example.com');
    const answer = await api.post('/api/products/cart', { items: [{ quantity: 0, product_id: 'x', price: 1 }] }, token);
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toMatchObject({ 'items.0.quantity': 'Must be at least 1.', 'items.0.product_id': 'Must be an integer.', 'items.0.price': 'This field is not allowed.' });
  });
});

describe('guest quote and coupon check', () => {
  it('prices a guest cart from the server\'s data, drops unknown coupons and marks those that do not apply', async () => {
    const [blackS] = catalogue.linenDress.variantIds;
    const answer = await api.post('/api/products/cart/quote', {
      items: [{ quantity: 1, product_id: blackS }, { quantity: 2, product_id: catalogue.sneaker.variantIds[0] }, { quantity: 1, product_id: 999_999 }],
      coupons: ['TEN', 'OLD', 'NOPE', 'ten'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item: { quantity: number; product: { sale_price: number | null; regular_price: number } }) => [item.quantity, item.product.sale_price ?? item.product.regular_price])).toEqual([[1, 4000], [2, 3000]]);
    expect(answer.body.coupons).toEqual([
      {
        id: expect.any(Number), code: 'TEN', type: 'percentage-discount', amount: 10, min_subtotal: 0, discount: 1000, allow_free_shipping: false,
        expired: false, applies: true, reason: null,
      },
      {
        id: expect.any(Number), code: 'OLD', type: 'percentage-discount', amount: 50, min_subtotal: 0, discount: 0, allow_free_shipping: false,
        expired: true, applies: false, reason: 'This coupon has expired.',
      },
    ]);
  });

  it('refuses client prices in the quote', async () => {
    const answer = await api.post('/api/products/cart/quote', { items: [{ quantity: 1, product_id: 1, sale_price: 1 }], coupons: [] });
    expect(answer.status).toBe(422);
  });

  it('checks a coupon against items', async () => {
    const items = [{ quantity: 1, product_id: catalogue.silkDress.variantIds[0] }]; // 12000
    expect((await api.post('/api/coupons/check', { code: 'fiveoff', items })).body).toEqual({
      id: expect.any(Number), code: 'FIVEOFF', type: 'fixed-cart-discount', amount: 500, min_subtotal: 10000, discount: 500, allow_free_shipping: false,
      expired: false, applies: true, reason: null,
    });
    const tooSmall = await api.post('/api/coupons/check', { code: 'FIVEOFF', items: [{ quantity: 1, product_id: catalogue.sneaker.variantIds[0] }] });
    expect(tooSmall.body.data.errors).toEqual({ code: 'This coupon needs a minimum order of $100.00.' });
    expect((await api.post('/api/coupons/check', { code: 'OLD', items })).body.data.errors).toEqual({ code: 'This coupon has expired.' });
  });
});

describe('wishlist (spec §7)', () => {
  it('adds, lists and removes products; each user sees only their own', async () => {
    const a = (await registerUser(api, 'wish-a@example.com')).token;
    const b = (await registerUser(api, 'wish-b@example.com')).token;
    const added = await api.post('/api/products/wishlist', { product_id: catalogue.silkDress.id }, a);
    expect(added.status).toBe(200);
    expect(added.body).toEqual([{ id: expect.any(Number), product: expect.objectContaining({ id: catalogue.silkDress.id, in_wishlist: true }), added_at: expect.any(String), price_at_add: 12000 }]);
    expect((await api.post('/api/products/wishlist', { product_id: catalogue.silkDress.id }, a)).body).toHaveLength(1);
    expect((await api.get('/api/products/wishlist', b)).body).toEqual([]);
    expect((await api.delete(`/api/products/wishlist/${catalogue.silkDress.id}`, b)).status).toBe(404);
    expect((await api.delete(`/api/products/wishlist/${catalogue.silkDress.id}`, a)).body).toEqual([]);
  });

  it('answers 404 for an unknown product and 401 without a user', async () => {
    const a = (await registerUser(api, 'wish-c@example.com')).token;
    expect((await api.post('/api/products/wishlist', { product_id: 999_999 }, a)).status).toBe(404);
    expect((await api.get('/api/products/wishlist')).status).toBe(401);
  });
});
