import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../server/src/security/passwords.js';
import { hashPassword } from '../../server/src/security/passwords.js';
import { registerUser, STRONG_PASSWORD } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, testConfig, type TestApp } from './support/test-app.js';

// Counts the hashes the server computes (each costs tens of milliseconds of CPU).
vi.mock('../../server/src/security/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const FIFTEEN_MINUTES = 15 * 60_000;
let server: TestApp;
let api: Client;

beforeAll(async () => {
  server = await startTestApp({
    config: {
      rateLimits: {
        ...testConfig().rateLimits,
        loginAccount: { max: 3, timeWindowMs: FIFTEEN_MINUTES },
      },
    },
  });
  api = client(server.app);
});
afterAll(() => server.close());

describe('reset-password', () => {
  it('checks the token before hashing: a bogus reset costs no hash', async () => {
    vi.mocked(hashPassword).mockClear();
    const bogus = await api.post('/api/auth/reset-password', { pin: '123456', password: 'Another#Pass1', token: 'no-such-token' });
    expect(bogus.status).toBe(422);
    expect(bogus.body.data.errors).toEqual({ pin: 'This code is invalid or has expired.' });
    expect(hashPassword).not.toHaveBeenCalled();
  });
});

describe('the per-account sign-in throttle', () => {
  // Keyed by the e-mail alone: the client address (limited on its own, generously here) plays no part.
  const signIn = (email: string, password: string) => api.post('/api/auth/login', { email, password });

  it('stops an account after 3 failures, with a clear message, until the window passes', async () => {
    await registerUser(api, 'target@example.com');
    await registerUser(api, 'neighbour@example.com');
    for (let i = 0; i < 3; i += 1) expect((await signIn('target@example.com', 'Wrong#guess1')).status).toBe(422);
    const throttled = await signIn('Target@Example.com', STRONG_PASSWORD);
    expect(throttled.status).toBe(429);
    const message = 'Too many failed sign-ins for this account. Please try again in 15 minutes, or reset your password.';
    expect(throttled.body).toEqual({ message, data: { errors: { password: message } } });
    expect(Number(throttled.headers['retry-after'])).toBe(900);
    // Other accounts sign in as usual.
    expect((await signIn('neighbour@example.com', STRONG_PASSWORD)).status).toBe(200);

    server.clock.advance(FIFTEEN_MINUTES);
    expect((await signIn('target@example.com', STRONG_PASSWORD)).status).toBe(200);
  });

  it('a success starts the count again, and unknown e-mails are throttled alike', async () => {
    await registerUser(api, 'forgetful@example.com');
    await signIn('forgetful@example.com', 'Wrong#guess1');
    await signIn('forgetful@example.com', 'Wrong#guess1');
    expect((await signIn('forgetful@example.com', STRONG_PASSWORD)).status).toBe(200);
    await signIn('forgetful@example.com', 'Wrong#guess1');
    expect((await signIn('forgetful@example.com', STRONG_PASSWORD)).status).toBe(200);

    for (let i = 0; i < 3; i += 1) await signIn('nobody@example.com', 'Wrong#guess1');
    expect((await signIn('nobody@example.com', 'Wrong#guess1')).status).toBe(429);
  });
});
