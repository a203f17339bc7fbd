import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
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

/**
 * Time limits of a serving handle, so that a database that hangs (a frozen server, a network
 * that drops packets) is answered 503 within seconds, like one that is down.
 */
export interface QueryLimits {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectTimeoutMs: number;
  /** One statement: PostgreSQL cancels it (`statement_timeout`); a server that does not answer at all loses the connection a second later. */
  queryTimeoutMs: number;
}

/** The client-side timer waits this much longer than PostgreSQL's own, which ends a slow query more cleanly. */
const HUNG_SERVER_MARGIN_MS = 1000;

const unbounded = new AsyncLocalStorage<true>();

/**
 * Runs `work` with no client-side time limit on its queries (begin a transaction with
 * `SET LOCAL statement_timeout = 0` for the server's): for background loads that read a whole
 * table, never for a request.
 */
export function withoutQueryLimits<T>(work: () => Promise<T>): Promise<T> {
  return unbounded.run(true, work);
}

type QueryCallback = (error: Error | null, result?: unknown) => void;

/** Ends a connection whose query outlives the limit: the query fails (503), the pool replaces the connection. */
function boundQueries(client: pg.PoolClient, limitMs: number): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const bounded = (...args: unknown[]): unknown => {
    if (unbounded.getStore() === true) return query(...args);
    const timer = setTimeout(() => void client.end().catch(() => undefined), limitMs);
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as QueryCallback;
      return query(...args.slice(0, -1), (error: Error | null, result?: unknown) => {
        clearTimeout(timer);
        callback(error, result);
      });
    }
    const answer = query(...args);
    if (answer instanceof Promise) answer.then(() => clearTimeout(timer), () => clearTimeout(timer));
    else clearTimeout(timer); // a submittable (a cursor, a stream) keeps its own pace
    return answer;
  };
  client.query = bounded as typeof client.query;
}

/**
 * Opens a Kysely handle on one PostgreSQL pool; with `limits`, every query and checkout is bounded
 * in time. `genericPlans`: PostgreSQL plans its statements without their values
 * (`plan_cache_mode`), so a prepared one (`executePrepared`) is planned once per connection, never
 * again for each call: for the pools whose statements are all key lookups and inserts (the
 * orders', the admission's), where it otherwise kept planning some on every call.
 */
export function createDb(connectionString: string, maxConnections = 10, limits?: QueryLimits, { genericPlans = false } = {}): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    ...(limits === undefined ? {} : { connectionTimeoutMillis: limits.connectTimeoutMs, statement_timeout: limits.queryTimeoutMs }),
    ...(genericPlans ? { options: '-c plan_cache_mode=force_generic_plan' } : {}),
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`[db] idle connection lost: ${error.message}`));
  // A connection lost while checked out (mid-query, mid-transaction) fails its query, which the
  // error handler answers 503, and emits 'error' on the client, where the pool listens only
  // while it is idle: without a listener of our own that event would end the process.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    if (limits !== undefined) boundQueries(client, limits.queryTimeoutMs + HUNG_SERVER_MARGIN_MS);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  // Kysely ends the pool only if it used it itself: one used only by `executePrepared` (the
  // admission pool, in a drop) is ended here, so that closing leaves no connection open.
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    if (!pool.ended) await pool.end();
  };
  return db;
}

/** Prepared statements' names by text: hashing a text of a few kB on every order cost more than a lookup. */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_KEPT = 1000;

/**
 * Runs a query built with Kysely as a named (prepared) statement on a pool's handle, so that
 * PostgreSQL parses and plans it once per connection rather than on every call: for the few
 * statements of every order (planning them was a third of PostgreSQL's time per order). The name
 * is drawn from the text, so a query must have one text per shape (`= ANY($1)`, not `IN ($1, $2…)`).
 * Inside a transaction (or on a handle not made by `createDb`) it runs as Kysely runs it.
 */
export async function executePrepared<Row>(db: Kysely<Database>, label: string, compiled: CompiledQuery<Row>): Promise<Row[]> {
  const pool = pools.get(db);
  if (pool === undefined || db.isTransaction) return (await db.executeQuery(compiled)).rows;
  let name = statementNames.get(compiled.sql);
  if (name === undefined) {
    if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
    name = `${label}-${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 16)}`;
    statementNames.set(compiled.sql, name);
  }
  const { rows } = await pool.query<Row & pg.QueryResultRow>({ name, text: compiled.sql, values: [...compiled.parameters] });
  return rows;
}
