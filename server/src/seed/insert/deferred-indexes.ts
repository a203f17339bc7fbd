/** Bulk-load helper: drop secondary indexes, load, then rebuild them from their own definitions. */
import { type Kysely, sql } from 'kysely';
import { type Database } from '../../db/types.js';

/**
 * Runs `load` with the plain (non-constraint) indexes of `tables` dropped and rebuilds them after,
 * in the caller's transaction. Building a trigram GIN index once is several times faster than
 * maintaining it row by row; the definitions come from pg_indexes, so the schema stays the
 * migration's alone.
 */
export async function withIndexesDeferred<T>(db: Kysely<Database>, tables: readonly (keyof Database)[], load: () => Promise<T>): Promise<T> {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = current_schema()
      AND i.tablename = ANY(${[...tables]}::text[])
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.contype IN ('p', 'u', 'x'))`.execute(db);
  for (const index of rows) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(db);
  const result = await load();
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  for (const index of rows) await sql.raw(index.definition).execute(db);
  return result;
}
