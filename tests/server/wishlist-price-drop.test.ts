import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The wishlist keeps the price a product was added at, so the SPA can tell that it dropped since.

let server: TestApp;
let api: Client;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

describe('wishlist price at add', () => {
  it('records the price offered when the product was added, and keeps it when the price drops', async () => {
    const { token } = await registerUser(api, 'price-watcher@example.com');
    const { sneaker } = catalogue;
    const before = await server.db.selectFrom('products').select(['regular_price', 'sale_price']).where('id', '=', sneaker.id).executeTakeFirstOrThrow();
    const offered = before.sale_price !== null && before.sale_price < before.regular_price ? before.sale_price : before.regular_price;

    const added = await api.post('/api/products/wishlist', { product_id: sneaker.id }, token);
    expect(added.status).toBe(200);
    expect(added.body[0]).toMatchObject({ price_at_add: offered, product: { id: sneaker.id } });

    await server.db.updateTable('products').set({ sale_price: offered - 1000 }).where('id', '=', sneaker.id).execute();
    await server.db.updateTable('variants').set({ sale_price: offered - 1000 }).where('product_id', '=', sneaker.id).execute();
    // Adding again changes nothing: the first price stays.
    const again = await api.post('/api/products/wishlist', { product_id: sneaker.id }, token);
    expect(again.body).toHaveLength(1);
    const listed = await api.get('/api/products/wishlist', token);
    expect(listed.body[0]).toMatchObject({ price_at_add: offered, product: { sale_price: offered - 1000 } });
    expect((await api.post('/api/products/wishlist', { product_id: 999_999 }, token)).status).toBe(404);
  });
});
