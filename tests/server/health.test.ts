import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../server/src/app.js';
import { createDb } from '../../server/src/db/connection.js';
import { client } from './support/http.js';
import { startProxiedDatabase } from './support/proxied-database.js';
import { freePort } from './support/redis-server.js';
import type { startTcpProxy } from './support/tcp-proxy.js';
import { startTestApp, testConfig, TestClock, type TestApp } from './support/test-app.js';

// Issue 31: /healthz says the process answers; /readyz whether to send it traffic, with the
// failing part named while starting, draining or degraded.

/** Asks /readyz until it answers `status` (the catalogue's first load runs in the background), for at most 20 s. */
async function readyzUntil(app: App, status: string) {
  return vi.waitFor(
    async () => {
      const answer = await client(app).get('/readyz');
      expect(answer.body.status).toBe(status);
      return answer;
    },
    { timeout: 20_000, interval: 20 },
  );
}

describe('health and readiness', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  it('/healthz answers 200 while the process runs', async () => {
    const answer = await client(server.app).get('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 with every part ok: database, migrations, catalogue copy', async () => {
    const answer = await readyzUntil(server.app, 'ready');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', catalogue: 'ok' }, failing: [] });
  });

  it('turns 503 "draining" once drained, while requests are still answered, each closing its connection', async () => {
    const other = await startTestApp();
    try {
      await readyzUntil(other.app, 'ready');
      other.app.readiness.drain();
      const readyz = await client(other.app).get('/readyz');
      expect(readyz.status).toBe(503);
      expect(readyz.body.status).toBe('draining');
      expect(readyz.body.failing).toEqual(['draining']);
      const home = await client(other.app).get('/api/settings');
      expect(home.status).toBe(200);
      expect(home.headers.connection).toBe('close');
    } finally {
      await other.close();
    }
  });
});

describe('readiness names the failing part', () => {
  it('starting: migrations not run on the database', async () => {
    const database = await startTestApp();
    const empty = `storefront_empty_${Date.now()}`;
    await sql`CREATE DATABASE ${sql.id(empty)}`.execute(database.db);
    const url = new URL(database.url);
    url.pathname = `/${empty}`;
    const db = createDb(url.toString(), 2);
    const app = await buildApp({ db, config: testConfig({ catalogueInMemoryMaxProducts: 0 }), clock: new TestClock() });
    try {
      await app.ready();
      const answer = await client(app).get('/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body.status).toBe('starting');
      expect(answer.body.failing).toContain('migrations');
      expect(answer.body.checks.migrations).toMatch(/^not run yet: 0001_initial/);
      expect(answer.body.checks.database).toBe('ok');
    } finally {
      await app.close();
      await db.destroy();
      await sql`DROP DATABASE IF EXISTS ${sql.id(empty)} WITH (FORCE)`.execute(database.db);
      await database.close();
    }
  });

  it('redis: configured and not answering', async () => {
    const server = await startTestApp({ config: { redisUrl: `redis://127.0.0.1:${await freePort()}` } });
    try {
      const answer = await client(server.app).get('/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body.failing).toEqual(['redis']);
      expect(answer.body.checks.database).toBe('ok');
    } finally {
      await server.close();
    }
  });

  describe('degraded: the database stops answering after the instance was ready', () => {
    let database: TestApp;
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
    let app: App;
    let db: ReturnType<typeof createDb>;
    beforeAll(async () => {
      let url: string;
      ({ database, proxy, url } = await startProxiedDatabase());
      db = createDb(url, 5, { connectTimeoutMs: 300, queryTimeoutMs: 300 });
      app = await buildApp({ db, config: testConfig(), clock: new TestClock() });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await db?.destroy();
      await proxy?.cut();
      await database?.close();
    });

    it('answers 503 "degraded" naming the database and the catalogue copy that no longer follows it', async () => {
      await readyzUntil(app, 'ready');
      await proxy.cut();
      const answer = await client(app).get('/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body.status).toBe('degraded');
      expect(answer.body.failing).toEqual(expect.arrayContaining(['database', 'catalogue']));
      expect(answer.body.failing).not.toContain('migrations'); // known to be current once seen
    });
  });
});
