import { resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { type Config, configFromEnv } from '../config.js';
import { createDb } from '../db/connection.js';
import { type EmbeddedDatabase, runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/types.js';
import { repositoryRoot } from '../repository-root.js';

/** The repository's root: the data folder and the photographs are found from it. */
export const REPOSITORY_ROOT = repositoryRoot(import.meta.url);

/**
 * Runs `work` on the store's database: DATABASE_URL, else the embedded PostgreSQL of DATA_DIR —
 * the one a running `npm start` keeps (which then follows the changes without a restart), or
 * started for the command when the store is not running.
 */
export async function withStoreDatabase<T>(say: (line: string) => void, work: (db: Kysely<Database>, config: Config) => Promise<T>): Promise<T> {
  const config = configFromEnv();
  let embedded: EmbeddedDatabase | undefined;
  const dataDir = resolve(REPOSITORY_ROOT, config.dataDir, 'pg');
  let url = config.databaseUrl ?? runningEmbeddedUrl(dataDir, 'storefront');
  if (url !== undefined && config.databaseUrl === undefined) say(`using the running store's PostgreSQL in ${dataDir}`);
  if (url === undefined) {
    say(`starting the embedded PostgreSQL in ${dataDir}`);
    embedded = await startEmbeddedPostgres(dataDir);
    await embedded.createDatabase('storefront').catch(() => undefined); // exists after the first start
    url = embedded.urlFor('storefront');
  }
  const db = createDb(url);
  try {
    await migrateToLatest(db);
    return await work(db, config);
  } finally {
    await db.destroy();
    await embedded?.stop();
  }
}

/** Where imported photographs are kept: `<DATA_DIR>/photos`, served at /media/photos/. */
export function photosDirOf(config: Config): string {
  return resolve(REPOSITORY_ROOT, config.dataDir, 'photos');
}
