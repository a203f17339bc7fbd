import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../server/src/app.js';
import { createDb } from '../../server/src/db/connection.js';
import { hashToken } from '../../server/src/security/tokens.js';
import { registerUser, STRONG_PASSWORD } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp, testConfig, TestClock } from './support/test-app.js';

// Each instance keeps the live tokens it has read (http/live-tokens.ts), so a shopper's requests
// after the first skip the token's read. A token signed out, or ended by a password change, is
// refused at once by the instance that ended it and, through migration 0035's notifications, by
// every other instance.

let first: TestApp;
let second: App;
let secondDb: ReturnType<typeof createDb>;
let one: Client;
let two: Client;
let users = 0;

beforeAll(async () => {
  // The notifications are heard where answers are cached, as in production.
  const config = { catalogueCacheTtlMs: 30_000 };
  first = await startTestApp({ config, stockNotifications: true });
  secondDb = createDb(first.url, 5);
  second = await buildApp({ db: secondDb, config: testConfig(config), clock: new TestClock(), databaseUrl: first.url });
  await second.ready();
  one = client(first.app);
  two = client(second);
});
afterAll(async () => {
  await second?.close();
  await secondDb?.destroy();
  await first?.close();
});

const me = (api: Client, token: string) => api.get('/api/auth/me', token);
const newUser = () => registerUser(one, `held-${(users += 1)}@example.com`);

/** Revokes a token in SQL with the announcements off: only an instance that reads it again sees it. */
async function revokeUnannounced(token: string) {
  await sql`ALTER TABLE tokens DISABLE TRIGGER tokens_update_notify`.execute(first.db);
  try {
    await sql`UPDATE tokens SET revoked_at = now() WHERE token_hash = ${hashToken(token)}`.execute(first.db);
  } finally {
    await sql`ALTER TABLE tokens ENABLE TRIGGER tokens_update_notify`.execute(first.db);
  }
}

describe('live tokens held by each instance', () => {
  it('are not read again: a token read once answers without its row', async () => {
    // Kept once the instance hears the announcements (its listener connects in the background).
    const token = await vi.waitFor(async () => {
      const { token: fresh } = await newUser();
      expect((await me(two, fresh)).status).toBe(200);
      await revokeUnannounced(fresh);
      expect((await me(two, fresh)).status).toBe(200);
      return fresh;
    }, { timeout: 10_000, interval: 100 });
    // The first instance never read it: it reads the row, revoked.
    expect((await me(one, token)).status).toBe(401);
  });

  it('refuse a token signed out, on the instance that ended it at once and on the other as soon as it hears', async () => {
    const { token } = await newUser();
    expect((await me(one, token)).status).toBe(200);
    expect((await me(two, token)).status).toBe(200);
    expect((await one.post('/api/auth/logout', {}, token)).status).toBe(204);
    expect((await me(one, token)).status).toBe(401);
    await vi.waitFor(async () => expect((await me(two, token)).status).toBe(401), { timeout: 2_000, interval: 10 });
  });

  it('refuse the other sessions a password change ends, and keep the one that made it', async () => {
    const { token: kept } = await newUser();
    const email = `held-${users}@example.com`;
    const other = (await one.post('/api/auth/login', { email, password: STRONG_PASSWORD })).body.token as string;
    expect((await me(one, other)).status).toBe(200);
    expect((await me(two, other)).status).toBe(200);
    const changed = await two.put('/api/account/password', { current_password: STRONG_PASSWORD, new_password: `${STRONG_PASSWORD}-new` }, kept);
    expect(changed.status).toBe(204);
    expect((await me(two, other)).status).toBe(401);
    expect((await me(two, kept)).status).toBe(200);
    await vi.waitFor(async () => expect((await me(one, other)).status).toBe(401), { timeout: 2_000, interval: 10 });
    expect((await me(one, kept)).status).toBe(200);
  });

  it('refuse a token held past its expiry', async () => {
    const { token } = await newUser();
    expect((await me(one, token)).status).toBe(200);
    expect((await me(one, token)).status).toBe(200);
    first.clock.advance(400 * 24 * 60 * 60 * 1000);
    expect((await me(one, token)).status).toBe(401);
  });
});
