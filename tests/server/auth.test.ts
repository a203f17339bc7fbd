import { createHash, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, STRONG_PASSWORD } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { PASSWORD_HASH_COST } from '../../server/src/security/passwords.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;
const CAPTCHA = 'development-captcha-token';
// The other files hash at 2^14 for speed; this one checks what production stores.
const PRODUCTION_HASH_COST = { passwordHashCost: PASSWORD_HASH_COST };

beforeAll(async () => {
  server = await startTestApp({ config: PRODUCTION_HASH_COST });
  api = client(server.app);
});
afterAll(() => server.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('register, sign in, sign out', () => {
  it('registers with 201 { token, user } and refuses a second account for the same e-mail', async () => {
    const answer = await api.post('/api/auth/register', { first_name: 'Grace', last_name: 'Hopper', email: 'Grace@Example.com', password: STRONG_PASSWORD, accept_terms: true });
    expect(answer.status).toBe(201);
    expect(answer.body.user).toEqual({ id: expect.any(Number), first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com', phone: null, birth_date: null, gender: null, price_drop_digest: false });
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await api.post('/api/auth/register', { first_name: 'G', last_name: 'H', email: 'grace@example.com', password: STRONG_PASSWORD, accept_terms: true });
    expect(again.status).toBe(422);
    expect(again.body.data.errors).toEqual({ email: 'An account already exists with this e-mail address' });
  });

  it('applies the password rule and requires accepting the terms', async () => {
    const weak = await api.post('/api/auth/register', { first_name: 'A', last_name: 'B', email: 'weak@example.com', password: 'short', accept_terms: false });
    expect(weak.body.data.errors).toEqual({ accept_terms: 'Must be accepted.' });
    const short = await api.post('/api/auth/register', { first_name: 'A', last_name: 'B', email: 'weak@example.com', password: 'short', accept_terms: true });
    expect(short.body.data.errors).toEqual({ password: 'Password must be at least 8 characters long' });
    const plain = await api.post('/api/auth/register', { first_name: 'A', last_name: 'B', email: 'weak@example.com', password: 'longenough', accept_terms: true });
    expect(plain.body.data.errors).toEqual({ password: 'Password must contain at least one uppercase character and one special character' });
  });

  it('applies the SPA\'s password rule (src/domain): capitals beyond ASCII count, a space is not special', async () => {
    const register = (email: string, password: string) =>
      api.post('/api/auth/register', { first_name: 'Élodie', last_name: 'B', email, password, accept_terms: true });
    expect((await register('elodie@example.com', 'Élodie2024!')).status).toBe(201);
    const spaced = await register('spaced@example.com', 'PASSWORD 1a');
    expect(spaced.status).toBe(422);
    expect(spaced.body.data.errors).toEqual({ password: 'Password must contain at least one uppercase character and one special character' });
  });

  it('stores tokens hashed, never in clear, and passwords with scrypt', async () => {
    const { token, id } = await registerUser(api, 'hashed@example.com');
    const rows = await server.db.selectFrom('tokens').select(['token_hash', 'kind', 'expires_at']).where('user_id', '=', id).execute();
    expect(rows).toEqual([{ token_hash: sha256(token), kind: 'user', expires_at: expect.any(Date) }]);
    expect(rows[0]!.expires_at.getTime() - server.clock.now().getTime()).toBe(365 * 24 * 3600 * 1000);
    const user = await server.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^scrypt\$131072\$/);
    expect(user.password_hash).not.toContain(STRONG_PASSWORD);
  });

  it('signs in with { token, user } and refuses a wrong password without telling which part was wrong', async () => {
    await registerUser(api, 'login@example.com');
    const ok = await api.post('/api/auth/login', { email: 'LOGIN@example.com', password: STRONG_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('login@example.com');
    const wrong = await api.post('/api/auth/login', { email: 'login@example.com', password: 'Wrong#pass1' });
    const unknown = await api.post('/api/auth/login', { email: 'nobody@example.com', password: 'Wrong#pass1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.data.errors).toEqual({ password: 'Incorrect e-mail address or password' });
  });

  it('makes a hash of the older, lower cost again at the next sign-in', async () => {
    const { id } = await registerUser(api, 'old-hash@example.com');
    const salt = Buffer.from('fedcba9876543210');
    const old = `scrypt$16384$${salt.toString('base64')}$${scryptSync(STRONG_PASSWORD, salt, 64, { N: 16384 }).toString('base64')}`;
    await server.db.updateTable('users').set({ password_hash: old }).where('id', '=', id).execute();
    const hashOf = async () => (await server.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

    expect((await api.post('/api/auth/login', { email: 'old-hash@example.com', password: 'Wrong#pass1' })).status).toBe(422);
    expect(await hashOf()).toBe(old);
    expect((await api.post('/api/auth/login', { email: 'old-hash@example.com', password: STRONG_PASSWORD })).status).toBe(200);
    expect(await hashOf()).toMatch(/^scrypt\$131072\$/);
    expect((await api.post('/api/auth/login', { email: 'old-hash@example.com', password: STRONG_PASSWORD })).status).toBe(200);
  });

  it('answers the current user, and 401 once signed out', async () => {
    const { token } = await registerUser(api, 'me@example.com');
    expect((await api.get('/api/auth/me', token)).body.email).toBe('me@example.com');
    expect((await api.post('/api/auth/logout', undefined, token)).status).toBe(204);
    const after = await api.get('/api/auth/me', token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'You need to sign in.', data: { errors: {} } });
  });

  it('answers 401 for missing, unknown and expired tokens', async () => {
    expect((await api.get('/api/auth/me')).status).toBe(401);
    expect((await api.get('/api/auth/me', 'not-a-token')).status).toBe(401);
    const { token } = await registerUser(api, 'expiring@example.com');
    await server.db.updateTable('tokens').set({ expires_at: new Date(server.clock.now().getTime() - 1000) }).where('token_hash', '=', sha256(token)).execute();
    expect((await api.get('/api/auth/me', token)).status).toBe(401);
  });

  it('issues a one-hour guest token that is not a user token', async () => {
    const answer = await api.post('/api/auth/guest', { email: 'guest@example.com' });
    expect(answer.status).toBe(200);
    const row = await server.db.selectFrom('tokens').select(['kind', 'expires_at', 'guest_id']).where('token_hash', '=', sha256(answer.body.token)).executeTakeFirstOrThrow();
    expect(row.kind).toBe('guest');
    expect(row.expires_at.getTime() - server.clock.now().getTime()).toBe(3600 * 1000);
    expect((await api.get('/api/auth/me', answer.body.token)).status).toBe(401);
    expect((await api.get('/api/account/addresses', answer.body.token)).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  const NEW_PASSWORD = 'Another#Pass9';

  async function requestPin(email: string) {
    const answer = await api.post('/api/auth/forgot-password', { captchaResponse: CAPTCHA, email });
    expect(answer.status).toBe(200);
    const mail = await server.db.selectFrom('mail_outbox').select('body').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const pin = /code is (\d{6})/.exec(mail.body)?.[1];
    return { token: answer.body.token as string, pin: pin! };
  }

  it('answers a token for unknown e-mails too, and mails nothing then', async () => {
    const answer = await api.post('/api/auth/forgot-password', { captchaResponse: CAPTCHA, email: 'stranger@example.com' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['token']);
    expect(await server.db.selectFrom('mail_outbox').where('recipient', '=', 'stranger@example.com').selectAll().execute()).toEqual([]);
    const reset = await api.post('/api/auth/reset-password', { pin: '123456', password: NEW_PASSWORD, token: answer.body.token });
    expect(reset.status).toBe(422);
  });

  it('resets the password with the mailed pin, once', async () => {
    const { token: session } = await registerUser(api, 'forgetful@example.com');
    const { token, pin } = await requestPin('forgetful@example.com');
    const reset = await api.post('/api/auth/reset-password', { pin, password: NEW_PASSWORD, token });
    expect(reset).toMatchObject({ status: 200, body: { message: expect.any(String) } });
    expect((await api.post('/api/auth/login', { email: 'forgetful@example.com', password: NEW_PASSWORD })).status).toBe(200);
    expect((await api.get('/api/auth/me', session)).status).toBe(401); // old sessions revoked
    const again = await api.post('/api/auth/reset-password', { pin, password: 'Third#Pass99', token });
    expect(again.status).toBe(422);
    expect(again.body.data.errors).toEqual({ pin: 'This code is invalid or has expired.' });
  });

  it('refuses a pin after 15 minutes', async () => {
    await registerUser(api, 'slow@example.com');
    const { token, pin } = await requestPin('slow@example.com');
    server.clock.advance(15 * 60 * 1000 + 1);
    expect((await api.post('/api/auth/reset-password', { pin, password: NEW_PASSWORD, token })).status).toBe(422);
  });

  it('allows 5 attempts only', async () => {
    await registerUser(api, 'guesser@example.com');
    const { token, pin } = await requestPin('guesser@example.com');
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api.post('/api/auth/reset-password', { pin: wrong, password: NEW_PASSWORD, token })).status).toBe(422);
    }
    expect((await api.post('/api/auth/reset-password', { pin, password: NEW_PASSWORD, token })).status).toBe(422);
  });

  it('refuses a bad captcha and checks the new password rule', async () => {
    const bad = await api.post('/api/auth/forgot-password', { captchaResponse: 'nope', email: 'a@example.com' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toHaveProperty('captchaResponse');
    const weak = await api.post('/api/auth/reset-password', { pin: '123456', password: 'weak', token: 'x' });
    expect(weak.body.data.errors).toEqual({ password: 'Password must be at least 8 characters long' });
  });
});

describe('captcha', () => {
  it('refuses the development token when NODE_ENV=production', async () => {
    const production = await startTestApp({ config: { ...PRODUCTION_HASH_COST, nodeEnv: 'production' } });
    try {
      const answer = await client(production.app).post('/api/auth/forgot-password', { captchaResponse: CAPTCHA, email: 'a@example.com' });
      expect(answer.status).toBe(422);
      expect(answer.body.data.errors).toHaveProperty('captchaResponse');
    } finally {
      await production.close();
    }
  });

  it('uses the injected verifier (Google when RECAPTCHA_SECRET is set)', async () => {
    const seen: string[] = [];
    const verified = await startTestApp({ config: PRODUCTION_HASH_COST, captcha: async (response) => (seen.push(response), response === 'google-says-yes') });
    try {
      const verifiedApi = client(verified.app);
      expect((await verifiedApi.post('/api/auth/forgot-password', { captchaResponse: CAPTCHA, email: 'a@example.com' })).status).toBe(422);
      expect((await verifiedApi.post('/api/auth/forgot-password', { captchaResponse: 'google-says-yes', email: 'a@example.com' })).status).toBe(200);
      expect(seen).toEqual([CAPTCHA, 'google-says-yes']);
    } finally {
      await verified.close();
    }
  });
});
