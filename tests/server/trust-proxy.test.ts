import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/src/config.js';
import { client } from './support/http.js';
import { FAILING_SIGN_IN, THREE_SIGN_INS_PER_MINUTE } from './support/sign-in-limits.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 14: a made-up X-Forwarded-For must not get past the rate limits. Only the configured
// proxies (TRUST_PROXY) name the client; none by default, production included.

const LIMITS = THREE_SIGN_INS_PER_MINUTE;
const signIn = FAILING_SIGN_IN;

/** Sign-ins each claiming another client address; the statuses. */
async function signInsFromInventedAddresses(server: TestApp, count: number): Promise<number[]> {
  const api = client(server.app);
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push((await api.post('/api/auth/login', signIn, undefined, { 'x-forwarded-for': `203.0.113.${i + 1}` })).status);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('reads none by default, a hop count, or an address list; refuses "true"', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example', MAIL_TRANSPORT: 'outbox' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => configFromEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would believe any client/);
  });

  describe('unset, in production', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startTestApp({ config: { nodeEnv: 'production', rateLimits: LIMITS } });
    });
    afterAll(() => server.close());

    it('counts 30 sign-ins from 30 invented addresses as one client', async () => {
      const statuses = await signInsFromInventedAddresses(server, 30);
      expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
      expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    });
  });

  describe.each([
    ['the proxy address', ['127.0.0.1'] as string[] | number],
    ['one hop', 1],
  ])('trusting %s', (_name, trustProxy) => {
    let server: TestApp;
    beforeAll(async () => {
      server = await startTestApp({ config: { trustProxy, rateLimits: LIMITS } });
    });
    afterAll(() => server.close());

    it('counts each forwarded client on its own', async () => {
      const statuses = await signInsFromInventedAddresses(server, 6);
      expect(statuses).not.toContain(429);
      const api = client(server.app);
      const same = [];
      for (let i = 0; i < 4; i += 1) same.push((await api.post('/api/auth/login', signIn, undefined, { 'x-forwarded-for': '198.51.100.7' })).status);
      expect(same.at(-1)).toBe(429);
    });
  });

  it('trusts no address list that does not hold the proxy', async () => {
    const server = await startTestApp({ config: { trustProxy: ['10.0.0.0/8'], rateLimits: LIMITS } });
    try {
      expect((await signInsFromInventedAddresses(server, 4)).at(-1)).toBe(429);
    } finally {
      await server.close();
    }
  });
});
