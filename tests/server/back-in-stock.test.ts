import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RestockMailer } from '../../server/src/features/back-in-stock/restock-mailer.js';
import { unsubscribeTokens } from '../../server/src/features/back-in-stock/unsubscribe-token.js';
import { cancelStalePendingPayments } from '../../server/src/features/orders/unpaid-orders.js';
import { createMailOutbox } from '../../server/src/mail/outbox.js';
import { type Catalogue, createAddress, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// "Notify me when it's back" (issue 35): the database records every 0 → more stock change of a
// variant someone waits for (migration 0019), and the worker mails the first in line, one per unit.

const CONFIRMATION = "We'll e-mail you once when this size is back in stock.";
const DAY_MS = 24 * 60 * 60_000;

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let blackM: number;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
  blackM = catalogue.linenDress.variantIds[1]!; // stock 0
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.db.deleteFrom('back_in_stock_requests').execute();
  await server.db.deleteFrom('back_in_stock_restocks').execute();
  await server.db.deleteFrom('mail_outbox').execute();
  await server.db.updateTable('variants').set({ stock: 0 }).where('id', '=', blackM).execute();
});

const ask = (body: Record<string, unknown>, token?: string) => api.post('/api/back-in-stock', body, token);
const setStock = (variantId: number, stock: number) => server.db.updateTable('variants').set({ stock }).where('id', '=', variantId).execute();
const mails = () => server.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'body', 'html']).orderBy('id').execute();
const serve = () => server.app.restockMailer.serveRestocks();
/** Guests asking one after another, a minute apart. */
async function guestsAsk(emails: string[], variantId = blackM) {
  for (const email of emails) {
    expect((await ask({ variant_id: variantId, email })).status).toBe(200);
    server.clock.advance(60_000);
  }
}

describe('asking to be notified', () => {
  it('answers a guest the same whether or not the address has an account, and asking twice keeps one request', async () => {
    await registerUser(api, 'member@example.com');
    const member = await ask({ variant_id: blackM, email: 'Member@Example.com' });
    const stranger = await ask({ variant_id: blackM, email: 'nobody@example.com' });
    const again = await ask({ variant_id: blackM, email: 'nobody@example.com' });
    for (const answer of [member, stranger, again]) expect(answer).toMatchObject({ status: 200, body: { message: CONFIRMATION } });
    const rows = await server.db.selectFrom('back_in_stock_requests').select(['email', 'user_id']).orderBy('id').execute();
    expect(rows).toEqual([{ email: 'member@example.com', user_id: null }, { email: 'nobody@example.com', user_id: null }]);
  });

  it('refuses a guest without a valid address, a size in stock and an unknown size', async () => {
    expect((await ask({ variant_id: blackM })).body.data.errors).toEqual({ email: 'Please enter your e-mail address' });
    expect((await ask({ variant_id: blackM, email: 'not-an-address' })).status).toBe(422);
    expect((await ask({ variant_id: catalogue.linenDress.variantIds[0], email: 'a@example.com' })).status).toBe(409);
    expect((await ask({ variant_id: 999_999, email: 'a@example.com' })).status).toBe(404);
  });

  it('takes a signed-in shopper in one tap, lists the request in the account and cancels it there', async () => {
    const { token } = await registerUser(api, 'one-tap@example.com');
    expect((await ask({ variant_id: blackM }, token)).status).toBe(200);
    const list = await api.get('/api/account/back-in-stock', token);
    expect(list.body).toMatchObject([{ product: { name: 'Linen Summer Dress', unique_slug: 'linen-summer-dress', image: '/media/products/dress/black.svg?view=front' }, size: 'M', color: 'black' }]);
    const other = await registerUser(api, 'someone-else@example.com');
    expect((await api.delete(`/api/account/back-in-stock/${list.body[0].id}`, other.token)).status).toBe(404);
    const cancelled = await api.delete(`/api/account/back-in-stock/${list.body[0].id}`, token);
    expect(cancelled).toMatchObject({ status: 200, body: [] });
    await setStock(blackM, 4);
    expect(await serve()).toBe(0);
  });
});

describe('stock coming back', () => {
  it('mails the first in line, one per unit back, and the next on the next restock', async () => {
    await guestsAsk(['first@example.com', 'second@example.com', 'third@example.com']);
    await setStock(blackM, 2);
    expect(await serve()).toBe(2);
    const sent = await mails();
    expect(sent.map((mail) => mail.recipient)).toEqual(['first@example.com', 'second@example.com']);
    expect(sent[0]!.subject).toBe('Back in stock: Linen Summer Dress, size M');
    expect(sent[0]!.body).toContain('/products/linen-summer-dress?color=black&size=M');
    expect(sent[0]!.html).toContain('/media/products/dress/black.png?view=front');
    expect(sent[0]!.body).toMatch(/\/api\/back-in-stock\/unsubscribe\?token=\d+\.[\w-]{43}/);
    // More stock while it is in stock is no restock; selling out and coming back is.
    await setStock(blackM, 5);
    expect(await serve()).toBe(0);
    await setStock(blackM, 0);
    await setStock(blackM, 1);
    expect(await serve()).toBe(1);
    expect((await mails()).map((mail) => mail.recipient)).toEqual(['first@example.com', 'second@example.com', 'third@example.com']);
    expect(await serve()).toBe(0);
  });

  it('serves an unpaid card order released: the stock it held comes back', async () => {
    const silk = catalogue.silkDress.variantIds[0]!;
    await setStock(silk, 1);
    const guest = (await api.post('/api/auth/guest', { email: 'buyer@example.com' })).body.token as string;
    const addressId = await createAddress(api, guest);
    const placed = await api.post(
      '/api/orders',
      { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'card', insurance: false, items: [{ quantity: 1, product_id: silk }] },
      guest,
      { 'idempotency-key': 'back-in-stock-release' },
    );
    expect(placed.status).toBe(201);
    await guestsAsk(['waiting-for-silk@example.com'], silk);
    expect(await cancelStalePendingPayments(server.db, new Date(server.clock.now().getTime() + DAY_MS), 30 * 60_000)).toBe(1);
    expect(await serve()).toBe(1);
    expect((await mails()).map((mail) => [mail.recipient, mail.subject])).toEqual([['waiting-for-silk@example.com', 'Back in stock: Silk Evening Dress, size L']]);
  });

  it('lets a request lapse after 90 days: not mailed, not listed', async () => {
    const { token } = await registerUser(api, 'patient@example.com');
    await ask({ variant_id: blackM }, token);
    server.clock.advance(2 * 60_000);
    await guestsAsk(['later@example.com']);
    // The first request is 90 days and a minute old, the second a minute short of 90 days.
    server.clock.advance(90 * DAY_MS - 2 * 60_000);
    expect((await api.get('/api/account/back-in-stock', token)).body).toEqual([]);
    await setStock(blackM, 1);
    expect(await serve()).toBe(1);
    expect((await mails()).map((mail) => mail.recipient)).toEqual(['later@example.com']);
  });

  it('writes each mail once when two instances serve the same restocks', async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `crowd-${index}@example.com`);
    await guestsAsk(emails);
    const log = server.app.log;
    const another = new RestockMailer(server.db, createMailOutbox({ clock: server.clock, deliver: false, from: 'x@example.com', log }), unsubscribeTokens(server.db), {
      clock: server.clock, log, pollMs: 0, keepEndedMs: DAY_MS,
    });
    for (let round = 0; round < 3; round += 1) {
      await setStock(blackM, 0);
      await setStock(blackM, 3);
    }
    const served = await Promise.all([serve(), another.serveRestocks()]);
    expect(served[0] + served[1]).toBe(9);
    expect((await mails()).map((mail) => mail.recipient)).toEqual(emails.slice(0, 9));
  });
});

describe('the unsubscribe link', () => {
  it('asks on opening, ends the address\'s waiting requests on the button, and refuses a token not signed by the store', async () => {
    await guestsAsk(['leaving@example.com', 'staying@example.com']);
    await setStock(catalogue.silkDress.variantIds[0]!, 0);
    await guestsAsk(['leaving@example.com'], catalogue.silkDress.variantIds[0]);
    const [first] = await server.db.selectFrom('back_in_stock_requests').select('id').where('email', '=', 'leaving@example.com').orderBy('id').execute();
    const token = await unsubscribeTokens(server.db).sign(first!.id);

    const opened = await api.get(`/api/back-in-stock/unsubscribe?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toContain(`name="token" value="${token}"`);
    expect(await server.db.selectFrom('back_in_stock_requests').select('id').where('cancelled_at', 'is not', null).execute()).toEqual([]);

    const form = (value: string) =>
      server.app.inject({ method: 'POST', url: '/api/back-in-stock/unsubscribe', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${encodeURIComponent(value)}` });
    const [id, signature] = token.split('.');
    for (const forged of [`${Number(id) + 1}.${signature}`, `${id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`, 'nonsense']) {
      expect((await form(forged)).statusCode).toBe(404);
      expect((await api.get(`/api/back-in-stock/unsubscribe?token=${encodeURIComponent(forged)}`)).status).toBe(404);
    }
    const done = await form(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get back-in-stock e-mails.');
    const waiting = await server.db.selectFrom('back_in_stock_requests').select('email').where('cancelled_at', 'is', null).execute();
    expect(waiting).toEqual([{ email: 'staying@example.com' }]);
    expect((await form(token)).statusCode).toBe(200);
  });
});
