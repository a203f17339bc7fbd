import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../server/src/app.js';
import { createDb } from '../../server/src/db/connection.js';
import { registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startProxiedDatabase } from './support/proxied-database.js';
import type { startTcpProxy } from './support/tcp-proxy.js';
import { testConfig, TestClock, type TestApp } from './support/test-app.js';

// Issue 28: a database that hangs (a frozen server: connections open, nothing answered) is
// answered like one that is down: 503 with Retry-After within seconds, pages included, cached
// answers still served, and the store recovers by itself when the database answers again.

const LIMITS = { connectTimeoutMs: 1000, queryTimeoutMs: 1500 };
/** The bound: a shopper waits at most this long for the 503. */
const ANSWER_WITHIN_MS = 5000;

let database: TestApp;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let app: App;
let handle: ReturnType<typeof createDb>;
let api: Client;
let token: string;
let spaRoot: string;

/**
 * A built SPA reduced to the render contract: its page asks the API who the shopper is, as the
 * real entry's loaders do, and renders its error page with a 500 when that fails.
 */
function writeFakeBuild(root: string) {
  mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-server'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'dist', '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }));
  writeFileSync(
    join(root, 'dist-server', 'entry-server.js'),
    `export async function renderPage({ url, transport }) {
      const slug = new URL(url).pathname.split('/').pop();
      const answer = await transport({ method: 'GET', url: '/api/products/' + slug, headers: {}, body: null });
      const status = answer.status === 200 ? 200 : 500;
      return { kind: 'page', status, personal: false, pipe: async (destination) => { destination.end('<!doctype html><p>page ' + status + '</p>'); } };
    }`,
  );
}

beforeAll(async () => {
  let proxiedUrl: string;
  ({ database, proxy, url: proxiedUrl } = await startProxiedDatabase());
  handle = createDb(proxiedUrl, 4, LIMITS);
  spaRoot = mkdtempSync(join(tmpdir(), 'storefront-hang-'));
  writeFakeBuild(spaRoot);
  app = await buildApp({
    db: handle,
    config: testConfig({ catalogueCacheTtlMs: 30_000 }),
    clock: new TestClock(),
    spaDir: join(spaRoot, 'dist'),
    serverRenderRoot: spaRoot,
  });
  await app.ready();
  api = client(app);
  token = (await registerUser(api, 'hang@example.com')).token;
});
afterAll(async () => {
  proxy?.resume();
  await app?.close();
  await handle?.destroy();
  await proxy?.cut();
  await database?.close();
  rmSync(spaRoot, { recursive: true, force: true });
});

/** Runs a request and how long its answer took. */
async function timed<T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - started };
}

describe('a database that hangs', () => {
  it('answers 503 with Retry-After within seconds, keeps serving the cache, and recovers by itself', async () => {
    const menu = await api.get('/api/menu');
    expect(menu.status).toBe(200);

    proxy.hang();
    try {
      // More requests than the pool has connections: some wait for a checkout, some for a query.
      const calls = [
        () => api.get('/api/auth/me', token),
        () => api.post('/api/auth/guest', { email: 'hung@example.com' }),
        () => api.get('/api/products/linen-summer-dress'),
        ...Array.from({ length: 6 }, () => () => api.get('/api/account/orders', token)),
      ];
      const answers = await Promise.all(calls.map((call) => timed(call)));
      for (const { answer, ms } of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(503);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.body).toEqual({ message: 'The store is briefly unavailable. Please try again in a moment.', data: { errors: {} } });
        expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
      }
      // What the answer cache holds is still served while the database hangs.
      expect(await api.get('/api/menu')).toMatchObject({ status: 200, body: menu.body });
    } finally {
      proxy.resume();
    }

    // Nothing to restart: the next requests reach the database again.
    await vi.waitFor(async () => expect((await api.get('/api/auth/me', token)).status).toBe(200), { timeout: 10_000, interval: 100 });
    expect((await api.get('/api/products/linen-summer-dress')).status).toBe(200);
    expect((await api.post('/api/auth/guest', { email: 'back@example.com' })).status).toBe(200);
  });

  it('renders the error page of a page with 503 and Retry-After, within seconds', async () => {
    proxy.hang();
    try {
      // A product page whose answer is not in the cache: its render needs the database.
      const { answer, ms } = await timed(() => app.inject({ method: 'GET', url: '/women/dresses/a-product-never-asked-for' }));
      expect(answer.statusCode, answer.body).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    } finally {
      proxy.resume();
    }
    await vi.waitFor(async () => expect((await app.inject({ method: 'GET', url: '/women/dresses/linen-summer-dress' })).statusCode).toBe(200), { timeout: 10_000, interval: 100 });
  });
});
