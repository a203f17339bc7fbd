import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackClient } from './support/loopback-client.js';
import { freePort } from './support/redis-server.js';
import { spawnServer } from './support/server-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 31: SIGTERM to the server (server/src/main.ts): /readyz turns 503 "draining" while
// requests are still answered, each closing its connection; then the server stops, exit 0.

let database: TestApp;
beforeAll(async () => {
  database = await startTestApp();
});
afterAll(() => database?.close());

describe('SIGTERM', () => {
  it('drains: /readyz 503 "draining", requests still served with Connection: close, then exit 0', async () => {
    const port = await freePort();
    const server = spawnServer({ DATABASE_URL: database.url, PORT: String(port), SHUTDOWN_DRAIN_MS: '1500', LOG_FORMAT: 'json' });
    const api = loopbackClient(`http://127.0.0.1:${port}`);
    try {
      await server.ready();
      await expect.poll(async () => (await api.get('/readyz')).status, { timeout: 20_000 }).toBe(200);
      server.child.kill('SIGTERM');
      await server.said('SIGTERM: finishing requests in flight');
      const readyz = await api.get('/readyz');
      expect(readyz.status).toBe(503);
      expect(readyz.body).toMatchObject({ status: 'draining', failing: ['draining'] });
      const settings = await api.get('/api/settings');
      expect(settings.status).toBe(200);
      expect(settings.headers.connection).toBe('close');
      expect(await server.exited).toBe(0);
    } finally {
      api.close();
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 60_000);
});
