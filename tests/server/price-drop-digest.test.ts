import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The daily price-drop digest: opted-in shoppers get one mail listing wishlisted pieces whose
// price dropped since the last one, at most one a day, with a signed one-click opt-out.

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
const HOUR_MS = 60 * 60_000;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

const send = () => server.app.priceDropDigest.sendDigests();
const mailsTo = (email: string) => server.db.selectFrom('mail_outbox').select(['subject', 'body', 'html']).where('recipient', '=', email).orderBy('id').execute();
/** Cuts a product's price (and its variants') to `cents`, as the back office would, in the database. */
async function cutPrice(productId: number, cents: number) {
  await server.db.updateTable('products').set({ sale_price: cents }).where('id', '=', productId).execute();
  await server.db.updateTable('variants').set({ sale_price: cents }).where('product_id', '=', productId).execute();
}

describe('the price-drop digest', () => {
  it('mails an opted-in shopper once a day about drops, never one who did not opt in, and opts out in one click', async () => {
    const { sneaker, linenDress } = catalogue;
    const watcher = await registerUser(api, 'digest-in@example.com');
    const bystander = await registerUser(api, 'digest-out@example.com');
    for (const { token } of [watcher, bystander]) {
      await api.post('/api/products/wishlist', { product_id: sneaker.id }, token);
      await api.post('/api/products/wishlist', { product_id: linenDress.id }, token);
    }
    await server.db.updateTable('users').set({ price_drop_digest: true }).where('email', '=', 'digest-in@example.com').execute();
    expect(await send()).toBe(0); // nothing dropped yet

    await cutPrice(sneaker.id, 2000);
    expect(await send()).toBe(1);
    const [mail] = await mailsTo('digest-in@example.com');
    expect(mail!.subject).toBe('Price drop on your wishlist: Canvas Sneaker');
    expect(mail!.body).toContain('Canvas Sneaker: $20.00 (was $30.00) http://localhost:');
    expect(mail!.body).not.toContain('Linen Summer Dress');
    expect(mail!.html).toMatch(/<img src="http:\/\/localhost:\d+\/media\/products\/dress\/black\.png\?view=front"/);
    expect(mail!.html).toContain('href="http://localhost:3000/products/canvas-sneaker"');
    expect(await mailsTo('digest-out@example.com')).toEqual([]);

    // Another drop within the day waits for the next day's digest.
    await cutPrice(linenDress.id, 1000);
    server.clock.advance(20 * HOUR_MS);
    expect(await send()).toBe(0);
    server.clock.advance(4 * HOUR_MS);
    expect(await send()).toBe(1);
    const second = (await mailsTo('digest-in@example.com'))[1]!;
    expect(second.body).toContain('Linen Summer Dress: $10.00');
    expect(second.body).not.toContain('Canvas Sneaker'); // told already, no lower since
    server.clock.advance(25 * HOUR_MS);
    expect(await send()).toBe(0);

    const token = /stop these e-mails: \S+\?token=(\S+)/.exec(second.body)?.[1];
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    const opened = await api.get(`/api/price-drops/unsubscribe?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain(`name="token" value="${token}"`);
    const form = (value: string) =>
      server.app.inject({ method: 'POST', url: '/api/price-drops/unsubscribe', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${encodeURIComponent(value)}` });
    expect((await form(`${token}x`)).statusCode).toBe(404);
    const done = await form(token!);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get price-drop e-mails.');
    await cutPrice(sneaker.id, 1000);
    server.clock.advance(25 * HOUR_MS);
    expect(await send()).toBe(0);
    expect(await mailsTo('digest-in@example.com')).toHaveLength(2);
  });
});
