import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, executePrepared } from '../../server/src/db/connection.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The orders' few statements are prepared, planned once per connection (db/connection.ts).

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const prepared = async (db: ReturnType<typeof createDb>) =>
  (await sql<{ name: string }>`SELECT name FROM pg_prepared_statements ORDER BY name`.execute(db)).rows.map((row) => row.name);

describe('executePrepared', () => {
  it('runs a query as one named statement per text on a pool, and as Kysely runs it inside a transaction', async () => {
    const db = createDb(server.url, 1);
    try {
      const query = (ids: number[]) => db.selectFrom('countries').select('code').where(sql<boolean>`code = ANY(${ids.map(String)}::text[])`).orderBy('code');
      expect(await executePrepared(db, 'test-countries', query([1]).compile())).toEqual([]);
      const none = await executePrepared(db, 'test-countries', query([1, 2, 3]).compile());
      expect(none).toEqual([]);
      const names = await prepared(db);
      expect(names.filter((name) => name.startsWith('test-countries-'))).toHaveLength(1);

      const found = await db.transaction().execute(async (trx) => executePrepared(trx, 'test-in-transaction', db.selectFrom('countries').select('code').where('code', '=', 'LB').compile()));
      expect(found).toEqual([{ code: 'LB' }]);
      expect((await prepared(db)).some((name) => name.startsWith('test-in-transaction-'))).toBe(false);
    } finally {
      await db.destroy();
    }
  });

  it('leaves no connection open once destroyed, even when only prepared statements used its pool', async () => {
    const connections = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()`.execute(server.db)).rows[0]!.n;
    const before = await connections();
    const db = createDb(server.url, 2);
    await Promise.all([1, 2].map(() => executePrepared(db, 'test-only-prepared', db.selectFrom('countries').select('code').where('code', '=', 'LB').compile())));
    expect(await connections()).toBeGreaterThan(before);
    await db.destroy();
    await vi.waitFor(async () => expect(await connections()).toBe(before), { timeout: 5_000, interval: 50 });
  });

  it('plans a pool\'s prepared statements once when asked (the orders\' pool)', async () => {
    const generic = createDb(server.url, 1, undefined, { genericPlans: true });
    const plain = createDb(server.url, 1);
    try {
      const mode = async (db: typeof plain) => (await sql<{ plan_cache_mode: string }>`SHOW plan_cache_mode`.execute(db)).rows[0]!.plan_cache_mode;
      expect(await mode(generic)).toBe('force_generic_plan');
      expect(await mode(plain)).toBe('auto');
    } finally {
      await generic.destroy();
      await plain.destroy();
    }
  });
});
