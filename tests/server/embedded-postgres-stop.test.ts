import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/src/db/connection.js';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres.js';
import { leftoverPostgres } from '../../server/src/db/leftover-postgres.js';

// The shutdown stops the embedded PostgreSQL within its limit (issue 31): a fast shutdown when
// its checkpoint fits in the time, an immediate one otherwise, which loses nothing committed.

const folder = mkdtempSync(join(tmpdir(), 'storefront-pg-stop-'));
chmodSync(folder, 0o755); // PostgreSQL runs as its own user and must reach its data folder
const dataDir = join(folder, 'pg');

afterAll(() => {
  const pid = leftoverPostgres(dataDir);
  if (pid !== undefined) process.kill(pid, 'SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

describe('stopping the embedded PostgreSQL within a time', () => {
  it('stops at once when the fast shutdown has no time, and the next start finds every committed row', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    await first.createDatabase('shop');
    const db = createDb(first.urlFor('shop'), 1);
    await sql`CREATE TABLE rows_written (id integer PRIMARY KEY, note text)`.execute(db);
    await sql`INSERT INTO rows_written SELECT n, repeat('x', 200) FROM generate_series(1, 20000) AS n`.execute(db);
    await db.destroy();

    // No time for a fast shutdown's checkpoint: an immediate one.
    const started = Date.now();
    expect(await first.stopWithin(300)).toBe('immediate');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(leftoverPostgres(dataDir)).toBeUndefined();

    const second = await startEmbeddedPostgres(dataDir);
    const again = createDb(second.urlFor('shop'), 1);
    const { rows } = await sql<{ count: string }>`SELECT count(*) AS count FROM rows_written`.execute(again);
    await again.destroy();
    expect(Number(rows[0]?.count)).toBe(20000);
    // With the time for it, the fast shutdown.
    expect(await second.stopWithin(10_000)).toBe('fast');
    expect(leftoverPostgres(dataDir)).toBeUndefined();
  }, 120_000);
});
