import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/src/config.js';
import { createAddress, insertCatalogue, LEBANESE_ADDRESS, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 28: the log never carries a mail's text (addresses, reset pins and links are enough to
// take over an account), every link in a mail is absolute on the public origin, and a new reset
// request ends the earlier ones.

const CAPTCHA = 'development-captcha-token';
const ORIGIN = 'https://shop.example';
let server: TestApp;
let api: Client;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestApp({
    config: { publicOrigin: ORIGIN },
    // Everything the server logs, at every level.
    logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
  });
  api = client(server.app);
  await insertCatalogue(server.db);
});
afterAll(() => server.close());

const outbox = (recipient: string) => server.db.selectFrom('mail_outbox').select('body').where('recipient', '=', recipient).orderBy('id', 'desc').execute();

async function askForReset(email: string) {
  const answer = await api.post('/api/auth/forgot-password', { captchaResponse: CAPTCHA, email });
  expect(answer.status).toBe(200);
  const [mail] = await outbox(email);
  return { token: answer.body.token as string, pin: /code is (\d{6})/.exec(mail!.body)![1]!, body: mail!.body };
}

describe('mail and the log', () => {
  it('logs that a mail was kept, never its recipient, pin, link or text', async () => {
    const email = 'secret-keeper@example.com';
    await registerUser(api, email);
    const reset = await askForReset(email);
    const token = (await api.post('/api/auth/guest', { email: 'buyer@example.com' })).body.token as string;
    const addressId = await createAddress(api, token, { ...LEBANESE_ADDRESS, first_name: 'Samira', last_name: 'Haddad', area: 'Achrafieh', street: '12 Rue Sursock' });
    const product = (await server.db.selectFrom('variants').select('id').where('stock', '>', 0).executeTakeFirstOrThrow()).id;
    const order = await api.post('/api/orders', { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false, items: [{ quantity: 1, product_id: product }] }, token, { 'idempotency-key': 'mail-log-order' });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(await outbox('buyer@example.com')).toHaveLength(1);

    const log = logLines.join('\n');
    expect(log).toContain('mail kept in the outbox');
    for (const secret of [reset.pin, reset.token, encodeURIComponent(reset.token), email, 'buyer@example.com', '12 Rue Sursock', 'Samira']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('password reset mail', () => {
  it('links to the reset page absolutely, on the public origin', async () => {
    const email = 'linked@example.com';
    await registerUser(api, email);
    const { body, token, pin } = await askForReset(email);
    expect(body).toContain(`${ORIGIN}/reset-password?token=${encodeURIComponent(token)}&pin=${pin}`);
    expect(body).not.toMatch(/\s\/reset-password/);
  });

  it('ends the earlier reset when a new one is asked for: only the newest code works', async () => {
    const email = 'twice@example.com';
    await registerUser(api, email);
    const first = await askForReset(email);
    const second = await askForReset(email);
    const stale = await api.post('/api/auth/reset-password', { token: first.token, pin: first.pin, password: 'Another#Pass9' });
    expect(stale.status).toBe(422);
    expect(stale.body.data.errors).toEqual({ pin: 'This code is invalid or has expired.' });
    const fresh = await api.post('/api/auth/reset-password', { token: second.token, pin: second.pin, password: 'Another#Pass9' });
    expect(fresh.status).toBe(200);
  });
});

describe('production configuration', () => {
  const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: ORIGIN, SMTP_URL: 'smtp://mail.example:587' };

  it('refuses to start without a mail transport, unless the outbox is asked for', () => {
    const { SMTP_URL: _smtp, ...withoutSmtp } = PRODUCTION;
    expect(() => configFromEnv(withoutSmtp)).toThrow(/needs a mail transport: set SMTP_URL.*MAIL_TRANSPORT=outbox/);
    expect(configFromEnv({ ...withoutSmtp, MAIL_TRANSPORT: 'outbox' }).smtpUrl).toBeUndefined();
    expect(configFromEnv(PRODUCTION).smtpUrl).toBe('smtp://mail.example:587');
    // Development keeps the outbox by default.
    expect(configFromEnv({}).smtpUrl).toBeUndefined();
  });

  it('refuses to start without the public origin links are made on', () => {
    const { PUBLIC_ORIGIN: _origin, ...withoutOrigin } = PRODUCTION;
    expect(() => configFromEnv(withoutOrigin)).toThrow(/needs PUBLIC_ORIGIN/);
    expect(() => configFromEnv({ ...PRODUCTION, PUBLIC_ORIGIN: 'not a url' })).toThrow(/needs PUBLIC_ORIGIN/);
  });
});
