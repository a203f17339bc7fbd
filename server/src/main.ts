import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import { createDb } from './db/connection.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded-postgres.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDatabase } from './seed/index.js';
import type { Database } from './db/types.js';
import type { Kysely } from 'kysely';
import { buildSpa, spaBuildIsStale } from './spa-build.js';

// `npm start`: build the SPA if stale, start (or connect to) PostgreSQL, migrate, seed an empty
// catalogue, then serve the API and the SPA on one port.

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const config = configFromEnv();
// `npm run dev` serves the SPA from Vite's dev server and runs this server for the API only.
const apiOnly = process.env.API_ONLY === '1';
const say = (line: string) => console.log(`[storefront] ${line}`);

async function seedIfEmpty(db: Kysely<Database>) {
  const { rows } = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM products) AS any`.execute(db);
  if (rows[0]?.any) return;
  say(`seeding ${config.seedProducts} products…`);
  await seedDatabase(db, { products: config.seedProducts });
}

async function main() {
  if (!apiOnly && spaBuildIsStale(root)) {
    say('building the SPA (vite build)…');
    await buildSpa(root);
  }

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (databaseUrl === undefined) {
    const dataDir = resolve(root, config.dataDir, 'pg');
    say(`starting the embedded PostgreSQL in ${dataDir}`);
    embedded = await startEmbeddedPostgres(dataDir);
    await embedded.createDatabase('storefront').catch(() => undefined); // exists after the first start
    databaseUrl = embedded.urlFor('storefront');
  }

  const db = createDb(databaseUrl);
  await migrateToLatest(db);
  await seedIfEmpty(db);

  const app = await buildApp({
    db,
    config,
    logger: { level: config.nodeEnv === 'production' ? 'info' : 'warn' },
    ...(apiOnly ? {} : { spaDir: join(root, 'dist') }),
    mediaDir: join(root, 'server', 'media'),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: shutting down`);
    await app.close();
    await db.destroy();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: '0.0.0.0' });
  if (!apiOnly && !existsSync(join(root, 'dist', 'index.html'))) say('warning: dist/index.html is missing; serving the API only');
  say(`ready on http://localhost:${config.port} (API docs: http://localhost:${config.port}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error('[storefront] failed to start:', error);
  process.exit(1);
});
