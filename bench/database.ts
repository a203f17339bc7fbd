/**
 * The benchmark's own database: on DATABASE_URL's server, or on an embedded PostgreSQL in a
 * temporary folder (in .data/bench-pg with --reuse, or in `--data-dir`/bench-pg, to keep a seeded
 * catalogue between runs).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { createDb } from '../server/src/db/connection.js';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres.js';
import { migrateToLatest } from '../server/src/db/migrate.js';
import { type Database } from '../server/src/db/types.js';
import { seedDatabase } from '../server/src/seed/index.js';

export const BENCH_DATABASE = 'storefront_bench';

export interface BenchDatabase {
  url: string;
  /** Seconds the seed took, or null when an existing seed was reused. */
  seedSeconds: number | null;
  stop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function productCount(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The command-line options every load bench takes for its database (`--products`, `--reuse`, `--data-dir`). */
export const DATABASE_OPTIONS = {
  products: { type: 'string', default: '100000' },
  reuse: { type: 'boolean', default: false },
  'data-dir': { type: 'string' },
} as const;

/** The bench database those options ask for. */
export function prepareDatabaseFromOptions(
  root: string,
  values: { products: string; reuse: boolean; 'data-dir'?: string },
  log: (line: string) => void,
): Promise<BenchDatabase> {
  log(`preparing a database with ${Number(values.products).toLocaleString('en-US')} products…`);
  return prepareDatabase(root, Number(values.products), values.reuse, log, values['data-dir'] === undefined ? undefined : resolve(values['data-dir']));
}

/** Creates (or, with `reuse`, keeps) the bench database, migrated and seeded with `products`. */
export async function prepareDatabase(
  root: string,
  products: number,
  reuse: boolean,
  log: (line: string) => void,
  dataDir = resolve(root, '.data'),
): Promise<BenchDatabase> {
  let adminUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  if (!adminUrl) {
    // A throw-away folder unless reusing: nothing else (a clean checkout, a test) can pull it away mid-run.
    const folder = reuse ? dataDir : mkdtempSync(join(tmpdir(), 'storefront-bench-'));
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, 0o755); // PostgreSQL runs as its own user and must reach its data folder
    const embedded = await startEmbeddedPostgres(join(folder, 'bench-pg'));
    adminUrl = embedded.adminUrl;
    stopServer = async () => {
      await embedded.stop();
      if (!reuse) rmSync(folder, { recursive: true, force: true });
    };
  }
  const url = withDatabase(adminUrl, BENCH_DATABASE);
  const admin = createDb(adminUrl, 1);
  const { rows } = await sql<{ exists: boolean }>`SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = ${BENCH_DATABASE}) AS exists`.execute(admin);
  let seedSeconds: number | null = null;
  let fresh = !reuse || !rows[0]?.exists;
  if (!fresh) {
    const db = createDb(url, 1);
    fresh = (await productCount(db).catch(() => -1)) !== products;
    await db.destroy();
  }
  if (fresh) {
    await sql`DROP DATABASE IF EXISTS ${sql.id(BENCH_DATABASE)} WITH (FORCE)`.execute(admin);
    await sql`CREATE DATABASE ${sql.id(BENCH_DATABASE)}`.execute(admin);
    const db = createDb(url, 2);
    await migrateToLatest(db);
    const result = await seedDatabase(db, { products, log: (line) => log(`  ${line}`) });
    seedSeconds = result.milliseconds / 1000;
    await db.destroy();
  } else {
    log(`reusing ${BENCH_DATABASE} with ${products.toLocaleString('en-US')} products`);
    // A database seeded before the latest migrations still gets them, as `npm start` would.
    const db = createDb(url, 1);
    await migrateToLatest(db);
    await db.destroy();
  }
  await admin.destroy();
  return { url, seedSeconds, stop: stopServer };
}
