import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;
const TWO_PER_MINUTE = { max: 2, timeWindowMs: 60_000 };

beforeAll(async () => {
  server = await startTestApp({
    config: {
      rateLimits: {
        login: TWO_PER_MINUTE, loginAccount: { max: 1000, timeWindowMs: 60_000 }, register: TWO_PER_MINUTE, forgotPassword: TWO_PER_MINUTE,
        resetPassword: TWO_PER_MINUTE, newsletter: TWO_PER_MINUTE, contact: TWO_PER_MINUTE, backInStock: TWO_PER_MINUTE,
      },
    },
  });
  api = client(server.app);
});
afterAll(() => server.close());

const calls: [string, unknown][] = [
  ['/api/auth/login', { email: 'a@example.com', password: 'wrong' }],
  ['/api/auth/forgot-password', { captchaResponse: 'development-captcha-token', email: 'a@example.com' }],
  ['/api/newsletter', { email: 'a@example.com', gender: 'f', country_code: 'LB' }],
  ['/api/back-in-stock', { variant_id: 1, email: 'a@example.com' }],
  ['/api/contact', { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' }],
  ['/api/auth/register', { first_name: 'A', last_name: 'B', email: 'a@example.com', password: 'short', accept_terms: true }],
  ['/api/auth/reset-password', { pin: '123456', password: 'Secret#2030', token: 'bogus' }],
];

describe('rate limits', () => {
  it.each(calls)('%s answers 429 with Retry-After once the limit is reached', async (path, body) => {
    const first = await api.post(path, body);
    const second = await api.post(path, body);
    expect(first.status).not.toBe(429);
    expect(second.status).not.toBe(429);
    const third = await api.post(path, body);
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.body).toEqual({ message: 'Too many requests. Please try again later.', data: { errors: {} } });
  });

  it('does not limit other calls', async () => {
    for (let i = 0; i < 5; i += 1) expect((await api.get('/api/menu')).status).toBe(200);
  });
});
