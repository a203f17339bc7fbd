import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApp({ config: { catalogueCacheTtlMs: 60_000 } });
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

describe('catalogue answer cache', () => {
  it('reuses a public search answer while personalising wishlist marks per user', async () => {
    const first = await api.post('/api/products', { search: 'dress' });
    await server.db.updateTable('products').set({ name: 'Renamed Dress' }).where('id', '=', catalogue.silkDress.id).execute();
    const second = await api.post('/api/products', { search: 'dress' });
    expect(second.body).toEqual(first.body);

    const { token } = await registerUser(api, 'cached@example.com');
    await api.post('/api/products/wishlist', { product_id: catalogue.silkDress.id }, token);
    const mine = await api.call('POST', '/api/products', { body: { search: 'dress' }, token });
    const marks = Object.fromEntries(mine.body.rows.map((row: { id: number; in_wishlist: boolean }) => [row.id, row.in_wishlist]));
    expect(marks).toEqual({ [catalogue.linenDress.id]: false, [catalogue.silkDress.id]: true });
    expect((await api.post('/api/products', { search: 'dress' })).body.rows.every((row: { in_wishlist: boolean }) => !row.in_wishlist)).toBe(true);
  });

  it('does not remember a 404', async () => {
    expect((await api.get('/api/products/later-product')).status).toBe(404);
    await server.db.updateTable('products').set({ unique_slug: 'later-product' }).where('id', '=', catalogue.sneaker.id).execute();
    expect((await api.get('/api/products/later-product')).status).toBe(200);
  });
});
