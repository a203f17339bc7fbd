import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../server/src/app.js';
import { createDb } from '../../server/src/db/connection.js';
import { registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { freePort } from './support/redis-server.js';
import { spawnServer } from './support/server-process.js';
import { startProxiedDatabase } from './support/proxied-database.js';
import type { startTcpProxy } from './support/tcp-proxy.js';
import { testConfig, TestClock, type TestApp } from './support/test-app.js';

// Issue 14: while PostgreSQL is unreachable the API answers 503 with Retry-After (never 500)
// and keeps serving what the answer cache holds; SIGTERM then still stops within 2 s.

let database: TestApp;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let proxiedUrl: string;

beforeAll(async () => {
  ({ database, proxy, url: proxiedUrl } = await startProxiedDatabase());
});
afterAll(async () => {
  await proxy?.cut();
  await database?.close();
});

describe('a database outage', () => {
  let app: App;
  let api: Client;
  let token: string;
  const db = () => createDb(proxiedUrl, 5);
  let handle: ReturnType<typeof db>;

  beforeAll(async () => {
    handle = db();
    app = await buildApp({ db: handle, config: testConfig({ catalogueCacheTtlMs: 30_000 }), clock: new TestClock() });
    await app.ready();
    api = client(app);
    token = (await registerUser(api, 'outage@example.com')).token;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.destroy();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await proxy.restore();
  });

  it('answers 503 with Retry-After in the error shape, never 500', async () => {
    await proxy.cut();
    for (const answer of [await api.get('/api/auth/me', token), await api.post('/api/auth/guest', { email: 'g@example.com' }), await api.get('/api/products/linen-summer-dress')]) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.body).toEqual({ message: 'The store is briefly unavailable. Please try again in a moment.', data: { errors: {} } });
    }
    await proxy.restore();
    expect((await api.get('/api/auth/me', token)).status).toBe(200);
  });

  it('keeps serving cached answers, expired ones included, while the database is down', async () => {
    const menu = await api.get('/api/menu');
    const search = await api.post('/api/products', { search: 'dress' });
    expect([menu.status, search.status]).toEqual([200, 200]);
    await proxy.cut();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000); // long past the cache's 30 s
    expect(await api.get('/api/menu')).toMatchObject({ status: 200, body: menu.body });
    expect(await api.post('/api/products', { search: 'dress' })).toMatchObject({ status: 200, body: search.body });
    const fresh = await api.post('/api/products', { search: 'never asked before' });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(503);
  });
});

describe('SIGTERM', () => {
  async function startServer() {
    const port = await freePort();
    const server = spawnServer({ DATABASE_URL: proxiedUrl, PORT: String(port), SEED_PRODUCTS: '0' });
    await server.ready();
    const url = `http://127.0.0.1:${port}`;
    // A listing waits for the catalogue's in-memory copy: once it answers, the start-up's own
    // queries are done and the only query the proxy then holds is the test's. Another product's
    // page opens the connections a product page needs, so the one in flight only runs queries.
    const listing = await fetch(`${url}/api/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ search: 'dress' }) });
    expect(listing.status, server.output).toBe(200);
    expect((await fetch(`${url}/api/products/silk-evening-dress`)).status, server.output).toBe(200);
    return Object.assign(server, { url });
  }
  /** The product query's parameter, as the proxy sees it go by. */
  const productQuery = (sent: string) => sent.includes('linen-summer-dress');

  it('finishes a request in flight, then stops', async () => {
    const server = await startServer();
    try {
      proxy.hang();
      const inFlight = fetch(`${server.url}/api/products/linen-summer-dress`);
      await proxy.reached(productQuery);
      server.child.kill('SIGTERM');
      await server.said('SIGTERM: finishing requests in flight');
      proxy.resume();
      const answer = await inFlight.catch(async (error: unknown) => { const code = await server.exited; throw new Error(`exit ${code} ${String(error)}\n${server.output}`); });
      expect(answer.status, server.output).toBe(200);
      expect(await server.exited, server.output).toBe(0);
    } finally {
      proxy.resume();
      server.child.kill('SIGKILL');
    }
  }, 60_000);

  it('stops within 2 s while the database does not answer, a request stuck on it included', async () => {
    const server = await startServer();
    try {
      await fetch(`${server.url}/api/settings`); // an idle keep-alive connection stays open
      proxy.hang();
      const stuck = fetch(`${server.url}/api/products/linen-summer-dress`).catch(() => undefined);
      await proxy.reached(productQuery);
      const started = performance.now();
      server.child.kill('SIGTERM');
      await server.exited;
      // The 2 s is timed by the server itself (signal handled to exit), which a loaded machine's scheduling of this test does not stretch; the test's own clock only catches a hang.
      const stoppedAfter = Number(/stopped (\d+) ms after SIGTERM/.exec(server.output)?.[1]);
      expect(stoppedAfter, server.output).toBeLessThan(2000);
      expect(performance.now() - started, server.output).toBeLessThan(15_000);
      await stuck;
    } finally {
      proxy.resume();
      server.child.kill('SIGKILL');
    }
  }, 60_000);
});
