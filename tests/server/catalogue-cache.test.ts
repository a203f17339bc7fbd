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

  it("a guest's cached answer (JSON text serialised once) is the same answer a signed-in shopper's path builds", async () => {
    const { token } = await registerUser(api, 'same-shape@example.com');
    const slug = (await server.db.selectFrom('products').select('unique_slug').where('id', '=', catalogue.linenDress.id).executeTakeFirstOrThrow()).unique_slug;
    const calls: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/api/categories/women/products?page=1&perpage=12'],
      ['GET', '/api/tags/summer/products'],
      ['GET', `/api/products/${slug}`],
      ['GET', '/api/home'],
      ['POST', '/api/products', { search: 'linen' }],
    ];
    for (const [method, url, body] of calls) {
      const guest = await api.call(method, url, { body });
      // Twice: the second answer comes from the cached text.
      const again = await api.call(method, url, { body });
      const mine = await api.call(method, url, { body, token });
      expect(guest.status, url).toBe(200);
      expect(guest.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(again.body, url).toEqual(guest.body);
      expect(mine.body, url).toEqual(guest.body);
    }
    for (const url of ['/api/menu', '/api/footer', '/api/optionsets/countries']) {
      const first = await api.get(url);
      expect(first.status, url).toBe(200);
      expect((await api.get(url)).body, url).toEqual(first.body);
    }
  });

  it('does not remember a 404', async () => {
    expect((await api.get('/api/products/later-product')).status).toBe(404);
    await server.db.updateTable('products').set({ unique_slug: 'later-product' }).where('id', '=', catalogue.sneaker.id).execute();
    expect((await api.get('/api/products/later-product')).status).toBe(200);
  });
});
