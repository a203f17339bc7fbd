import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Recently viewed: a guest's list is on the device (the server only answers its cards); a
// signed-in shopper's is in the account, merged with the device's at sign-in.

let server: TestApp;
let api: Client;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

const at = (minute: number) => new Date(Date.UTC(2030, 0, 15, 9, minute)).toISOString();
const names = (answer: { body: { name: string }[] }) => answer.body.map((card) => card.name);

describe('recently viewed', () => {
  it('answers a guest\'s cards in the order given, without unknown products, and refuses a malformed list', async () => {
    const { linenDress, silkDress, sneaker } = catalogue;
    const cards = await api.get(`/api/recently-viewed/products?ids=${sneaker.id},999999,${linenDress.id},${silkDress.id}`);
    expect(cards.status).toBe(200);
    expect(names(cards)).toEqual(['Canvas Sneaker', 'Linen Summer Dress', 'Silk Evening Dress']);
    expect(cards.body[0]).toMatchObject({ unique_slug: 'canvas-sneaker', in_stock: true });
    expect((await api.get('/api/recently-viewed/products?ids=1;DROP')).status).toBe(422);
  });

  it('merges the device\'s list into the account at sign-in: each product once, at its latest view, newest first', async () => {
    const { token } = await registerUser(api, 'browser@example.com');
    const { linenDress, silkDress, sneaker } = catalogue;
    await api.put('/api/account/recently-viewed', { views: [{ product_id: linenDress.id, viewed_at: at(10) }] }, token);
    await api.put('/api/account/recently-viewed', { views: [{ product_id: silkDress.id, viewed_at: at(20) }] }, token);
    const merged = await api.put(
      '/api/account/recently-viewed',
      { views: [{ product_id: sneaker.id, viewed_at: at(15) }, { product_id: linenDress.id, viewed_at: at(30) }, { product_id: 999_999, viewed_at: at(40) }] },
      token,
    );
    expect(names(merged)).toEqual(['Linen Summer Dress', 'Silk Evening Dress', 'Canvas Sneaker']);
    expect(names(await api.get('/api/account/recently-viewed', token))).toEqual(['Linen Summer Dress', 'Silk Evening Dress', 'Canvas Sneaker']);
    expect(await server.db.selectFrom('recently_viewed').select('product_id').execute()).toHaveLength(3);

    expect((await api.delete('/api/account/recently-viewed', token)).body).toEqual([]);
    expect((await api.get('/api/account/recently-viewed', token)).body).toEqual([]);
  });

  it('keeps another shopper\'s list apart and asks for a sign-in', async () => {
    const first = await registerUser(api, 'first-viewer@example.com');
    const second = await registerUser(api, 'second-viewer@example.com');
    await api.put('/api/account/recently-viewed', { views: [{ product_id: catalogue.sneaker.id, viewed_at: at(1) }] }, first.token);
    expect((await api.get('/api/account/recently-viewed', second.token)).body).toEqual([]);
    expect((await api.get('/api/account/recently-viewed')).status).toBe(401);
  });
});
