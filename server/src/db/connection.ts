import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.js';

// `date` columns stay 'YYYY-MM-DD' text: a JS Date would shift them by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// COUNT(*) and SUM() come back as bigint text; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Each handle's pool, for the few hot queries sent as prepared statements (`poolOf`). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/**
 * The pool under a handle made by `createDb`: for a query run so often that Kysely's compiling and
 * PostgreSQL's planning of it each time matter, sent as a named (prepared) statement instead.
 */
export function poolOf(db: Kysely<Database>): pg.Pool {
  const pool = pools.get(db);
  if (pool === undefined) throw new Error('poolOf: not a handle made by createDb');
  return pool;
}

/** Opens a Kysely handle on one PostgreSQL pool. */
export function createDb(connectionString: string, maxConnections = 10): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`[db] idle connection lost: ${error.message}`));
  // A connection lost while checked out (mid-query, mid-transaction) fails its query, which the
  // error handler answers 503, and emits 'error' on the client, where the pool listens only
  // while it is idle: without a listener of our own that event would end the process.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}
