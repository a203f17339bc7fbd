import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { createDb } from '../../server/src/db/connection.js';
import { retryDelayMs, smtpTransport } from '../../server/src/mail/delivery.js';
import { formatMoney } from '../../src/domain/money.js';
import { createAddress, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { freePort } from './support/redis-server.js';
import { spawnServer } from './support/server-process.js';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.js';
import { startTestApp, testConfig, type TestApp } from './support/test-app.js';

// Issue 30: every e-mail is written to the outbox with what caused it and delivered by a worker,
// against a real SMTP server: down for a while, then up, each mail arrives exactly once, also
// with two instances sharing the outbox; a kill -9 between enqueue and delivery loses nothing.

const CAPTCHA = 'development-captcha-token';
const FAST = { pollMs: 50, retryBaseMs: 60_000 };
const HOUR = 60 * 60_000;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

const rows = (db: TestApp['db']) =>
  db.selectFrom('mail_outbox').select(['id', 'recipient', 'subject', 'message_id', 'sent_at', 'attempts', 'last_error', 'next_attempt_at']).orderBy('id').execute();

describe('the mail server down for a while, then up', () => {
  let server: TestApp;
  let api: Client;

  beforeAll(async () => {
    server = await startTestApp({ config: { smtpUrl: sink.url, publicOrigin: 'https://shop.example' }, mailTransport: smtpTransport(sink.url), mailDelivery: FAST });
    api = client(server.app);
    await insertCatalogue(server.db);
    await server.db.insertInto('settings').values({ key: 'support_email', value: JSON.stringify('care@shop.example') }).onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify('care@shop.example') })).execute();
  });
  afterAll(async () => {
    await sink.start(); // up again for the next tests, whatever happened here
    await server.close();
  });

  it('keeps every mail through the outage and delivers each exactly once, with HTML, text and one Message-ID', async () => {
    await sink.stop();
    sink.received.length = 0;

    // A reset, a cash-on-delivery order, a card order paid at the gateway, and a contact message
    // (for customer service, and the sender's acknowledgement): five mails.
    await registerUser(api, 'ada@example.com');
    expect((await api.post('/api/auth/forgot-password', { captchaResponse: CAPTCHA, email: 'ada@example.com' })).status).toBe(200);
    const guest = (await api.post('/api/auth/guest', { email: 'guest@example.com' })).body.token as string;
    const addressId = await createAddress(api, guest);
    const variant = (await server.db.selectFrom('variants').select('id').where('stock', '>', 2).executeTakeFirstOrThrow()).id;
    const order = (method: 'cod' | 'card', key: string) =>
      api.post('/api/orders', { shipping_address_id: addressId, billing_address_id: addressId, payment_method: method, insurance: false, items: [{ quantity: 1, product_id: variant }] }, guest, { 'idempotency-key': key });
    expect((await order('cod', 'mail-cod')).status).toBe(201);
    const card = await order('card', 'mail-card');
    const session = (await api.post('/api/payments/sessions', { order_id: card.body.id }, guest)).body.session_id as string;
    const paid = await server.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/pay/${session}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', card_number: '4242424242424242', expiry: '12/35', cvc: '123', return_url: '/checkout/payment' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect((await api.post('/api/contact', { name: 'Ada', email: 'ada@example.com', subject: 'Sizes', message: 'Do you have it in XS?' })).status).toBe(200);

    // The worker tries while the server is down: every mail is kept, with the reason, for later.
    await vi.waitFor(async () => {
      const kept = await rows(server.db);
      expect(kept, JSON.stringify(kept)).toHaveLength(5);
      for (const row of kept) expect(row.last_error, row.subject).toMatch(/ECONNREFUSED|ESOCKET|connect/);
    }, { timeout: 10_000, interval: 50 });
    expect((await rows(server.db)).every((row) => row.sent_at === null)).toBe(true);

    await sink.start();
    server.clock.advance(HOUR); // past every retry's delay
    await vi.waitFor(async () => expect((await rows(server.db)).every((row) => row.sent_at !== null)).toBe(true), { timeout: 10_000, interval: 50 });

    const sent = await rows(server.db);
    expect(sink.received.map((mail) => mail.messageId).sort()).toEqual(sent.map((row) => row.message_id).sort());
    expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(5);
    for (const mail of sink.received) {
      expect(mail.html, mail.subject).toContain('MAISON');
      expect(mail.text, mail.subject).not.toBe('');
    }
    const bySubject = Object.fromEntries(sink.received.map((mail) => [mail.subject, mail]));
    expect(Object.keys(bySubject)).toHaveLength(5);
    expect(Object.keys(bySubject)).toEqual(expect.arrayContaining(['Contact: Sizes', 'We received your message', 'Your password reset code', `Your order ${card.body.number}`]));
    expect(Object.keys(bySubject).filter((subject) => /^Your order SF-/.test(subject))).toHaveLength(2);
    const confirmation = bySubject[`Your order ${card.body.number}`]!;
    expect(confirmation.html).toMatch(/<img src="https:\/\/shop\.example\/media\/products\/[a-z-]+\/[a-z0-9-]+\.png/);
    expect(confirmation.text).toContain('Paid by card');
    expect(confirmation.text).toContain(`Total: ${formatMoney(card.body.total)}`);
    expect(bySubject['Your password reset code']!.text).toMatch(/https:\/\/shop\.example\/reset-password\?token=/);
    expect(bySubject['Contact: Sizes']!.to).toMatchObject({ text: 'care@shop.example' });
  });

  it('retries with a growing delay, capped at an hour', () => {
    const pace = { retryBaseMs: 15_000, retryMaxMs: HOUR };
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, pace))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(retryDelayMs(40, pace)).toBe(HOUR);
  });
});

describe('two instances sharing one outbox', () => {
  it('deliver every mail exactly once', async () => {
    const first = await startTestApp({ mailTransport: smtpTransport(sink.url), mailDelivery: FAST });
    const handle = createDb(first.url, 5);
    const second = await buildApp({ db: handle, config: testConfig({ smtpUrl: sink.url }), clock: first.clock, mailTransport: smtpTransport(sink.url), mailDelivery: FAST });
    await second.ready();
    try {
      sink.received.length = 0;
      const api = client(first.app);
      const emails = Array.from({ length: 12 }, (_, index) => `twin-${index}@example.com`);
      // Accounts straight into the table: twelve password hashes would only slow the test.
      await first.db.insertInto('users').values(emails.map((email) => ({ email, first_name: 'Twin', last_name: 'Shopper', password_hash: 'scrypt$16384$AAAA$AAAA' }))).execute();
      await Promise.all(emails.map((email) => api.post('/api/auth/forgot-password', { captchaResponse: CAPTCHA, email })));
      await vi.waitFor(async () => expect((await rows(first.db)).filter((row) => row.sent_at === null)).toEqual([]), { timeout: 10_000, interval: 50 });
      expect(sink.received.map((mail) => (mail.to as { text: string }).text).sort()).toEqual([...emails].sort());
      expect(new Set(sink.received.map((mail) => mail.messageId)).size).toBe(emails.length);
    } finally {
      await second.close();
      await handle.destroy();
      await first.close();
    }
  }, 60_000);
});

describe('kill -9 between enqueue and delivery', () => {
  it('delivers the mail after the restart', async () => {
    const database = await startTestApp();
    await insertCatalogue(database.db); // a catalogue, so the server does not seed one
    const port = await freePort();
    const env = { DATABASE_URL: database.url, PORT: String(port), SEED_PRODUCTS: '0', SMTP_URL: sink.url, MAIL_RETRY_BASE_MS: '200' };
    try {
      await sink.stop();
      sink.received.length = 0;
      const before = spawnServer(env);
      await before.ready();
      const base = `http://127.0.0.1:${port}`;
      const post = (path: string, body: unknown) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect((await post('/api/auth/register', { first_name: 'Kill', last_name: 'Nine', email: 'nine@example.com', password: 'Secret#2030', accept_terms: true })).status).toBe(201);
      expect((await post('/api/auth/forgot-password', { captchaResponse: CAPTCHA, email: 'nine@example.com' })).status).toBe(200);
      before.child.kill('SIGKILL');
      await before.exited;
      expect(await rows(database.db)).toMatchObject([{ recipient: 'nine@example.com', sent_at: null }]);

      await sink.start();
      const after = spawnServer(env);
      try {
        await after.ready();
        await vi.waitFor(() => expect(sink.received.map((mail) => mail.subject)).toEqual(['Your password reset code']), { timeout: 15_000, interval: 50 });
        await vi.waitFor(async () => expect((await rows(database.db))[0]?.sent_at).not.toBeNull(), { timeout: 5_000, interval: 50 });
      } finally {
        after.child.kill('SIGTERM');
        await after.exited;
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});
