import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingAnswer, SearchAnswer } from '../../server/src/features/catalogue/schemas.js';
import { chooseEncoding } from '../../server/src/http/cached-json.js';
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

  it('writes listing and search answers, put together from the cards\' own texts, exactly as their response schemas would', async () => {
    // Quotes, accents, a line separator and an emoji: every escape JSON has.
    await server.db.updateTable('products').set({ name: 'Robe "Été" \\ 50% \u2028 ✨' }).where('id', '=', catalogue.linenDress.id).execute();
    const schemaWriter = Fastify({ logger: false });
    for (const [url, schema] of [['/listing', ListingAnswer], ['/search', SearchAnswer]] as const) {
      schemaWriter.post(url, { schema: { response: { 200: schema } } }, async (request) => request.body);
    }
    const answers: [url: string, schemaUrl: string, body?: { search: string }][] = [
      ['/api/categories/women/products?page=1&perpage=11', '/listing'],
      ['/api/categories/women/products?page=1&perpage=11&sort=price_asc&size=M', '/listing'],
      ['/api/tags/summer/products?perpage=11&category=women', '/listing'],
      ['/api/products?perpage=11', '/search', { search: 'robe' }],
    ];
    for (const [url, schemaUrl, body] of answers) {
      const answer = await server.app.inject({ method: body === undefined ? 'GET' : 'POST', url, payload: body });
      expect(answer.statusCode, url).toBe(200);
      const parsed = answer.json<{ rows: { name: string }[] }>();
      expect(parsed.rows.length, url).toBeGreaterThan(0);
      const written = await schemaWriter.inject({ method: 'POST', url: schemaUrl, payload: parsed });
      expect(answer.payload, url).toBe(written.payload);
    }
    expect((await server.app.inject({ method: 'POST', url: '/api/products?perpage=11', payload: { search: 'robe' } })).json().rows[0].name).toBe('Robe "Été" \\ 50% \u2028 ✨');
    await schemaWriter.close();
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

describe('guest quotes', () => {
  it('reuse what a variant is and costs for the cache time, and read its stock every time', async () => {
    const variant = catalogue.sneaker.variantIds[0]!;
    const quote = async () => (await api.post('/api/products/cart/quote', { items: [{ product_id: variant, quantity: 1 }], coupons: [] })).body.items[0].product;
    const before = await quote();
    await server.db.updateTable('variants').set({ regular_price: before.regular_price + 1000, stock: before.stock + 5 }).where('id', '=', variant).execute();
    const after = await quote();
    expect(after.regular_price).toBe(before.regular_price); // as a cached product page shows it
    expect(after.stock).toBe(before.stock + 5); // what an order took or a decline gave back shows at once
    await server.db.updateTable('variants').set({ regular_price: before.regular_price, stock: before.stock }).where('id', '=', variant).execute();
  });
});

describe('cached answers on the wire', () => {
  const LISTING = '/api/categories/women/products?page=1&perpage=12';
  const get = (headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: LISTING, headers });

  it('carry an ETag and a Cache-Control a CDN can hold them by, and revalidate with a 304 and no body', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(first.headers.vary).toBe('Accept-Encoding, Authorization');
    expect((await get()).headers.etag).toBe(etag);
    const revalidated = await get({ 'if-none-match': `"other", ${etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('are sent compressed as the client accepts, the same bytes each time', async () => {
    const plain = await get();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect((await get({ 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await get({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('are the same bytes on every send, before and after a popular answer starts holding them', async () => {
    const url = `${LISTING}&sort=price_desc`; // an answer no other test has sent
    const send = (headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
    const first = await send();
    for (let again = 0; again < 5; again += 1) {
      const answer = await send(again === 2 ? { 'accept-encoding': 'gzip' } : {});
      const body = again === 2 ? gunzipSync(answer.rawPayload) : answer.rawPayload;
      expect(body.equals(first.rawPayload), `send ${again + 2}`).toBe(true);
      expect(answer.headers.etag).toBe(first.headers.etag);
    }
  });

  it('choose Brotli, then gzip, honouring q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
  });
});
