import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { leftoverPostgres } from '../../server/src/db/leftover-postgres.js';
import { livingInGroup, startNpm, untilGroupGone, withoutNpmSettings } from './support/npm-start.js';
import { freePort } from './support/redis-server.js';

// A signal to `npm start` (the npm process, as a process manager sends it) reaches the server,
// which stops with its embedded PostgreSQL within 2 s, leaving no process behind (issue 31).
// Here the README's development start (tsx); the production start's SIGTERM is in
// production-artifact.test.ts.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'storefront-signals-'));
chmodSync(folder, 0o755); // the embedded PostgreSQL runs as its own user and must reach its data folder
const dataDir = join(folder, 'data');

afterAll(() => {
  const postgres = leftoverPostgres(join(dataDir, 'pg'));
  if (postgres !== undefined) process.kill(postgres, 'SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

describe('SIGINT to npm start', () => {
  it('stops the server and its embedded PostgreSQL within 2 s', async () => {
    const env = withoutNpmSettings(process.env);
    delete env.DATABASE_URL;
    const port = await freePort();
    const npm = startNpm(ROOT, {
      ...env,
      NODE_ENV: 'development',
      // The API alone: the SPA's build (made when stale) is the production test's business.
      API_ONLY: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '12',
      PASSWORD_HASH_COST: '16384',
    });
    try {
      await npm.ready();
      expect((await fetch(`http://127.0.0.1:${port}/api/menu`)).status).toBe(200);
      const running = livingInGroup(npm.pid).map((member) => member.command);
      expect(running.some((command) => /bin\/postgres /.test(command)), running.join('\n')).toBe(true);

      const signalled = Date.now();
      process.kill(npm.pid, 'SIGINT');
      const { ms, survivors } = await untilGroupGone(npm.pid, signalled, 2_000);
      expect(survivors, npm.output).toEqual([]);
      expect(ms).toBeLessThanOrEqual(2_000);
      expect(npm.output).toContain('SIGINT: finishing requests in flight, then stopping');
      expect(leftoverPostgres(join(dataDir, 'pg'))).toBeUndefined();
    } finally {
      if (livingInGroup(npm.pid).length > 0) process.kill(-npm.pid, 'SIGKILL');
    }
  }, 120_000);
});
