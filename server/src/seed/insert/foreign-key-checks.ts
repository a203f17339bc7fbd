/** Bulk-load helper: skip the per-row foreign-key checks on tables the generator fills consistently. */
import { type Kysely, sql } from 'kysely';
import { type Database } from '../../db/types.js';

/**
 * Runs `load` with the foreign-key *check* triggers of `tables` disabled, then enables them, in
 * the caller's transaction. Those per-row checks are most of the load time (a variant has three),
 * and the generator's rows are consistent by construction. Only the internal RI check triggers
 * are touched: the schema's own triggers (facet upkeep) still run. PostgreSQL lets only a
 * superuser alter internal triggers (the embedded server's user is one); otherwise the checks
 * simply run.
 */
export async function withForeignKeyChecksSkipped<T>(db: Kysely<Database>, tables: readonly (keyof Database)[], load: () => Promise<T>): Promise<T> {
  const superuser = await sql<{ yes: boolean }>`SELECT rolsuper AS yes FROM pg_roles WHERE rolname = current_user`.execute(db);
  if (!superuser.rows[0]?.yes) return load();
  const { rows } = await sql<{ table: string; trigger: string }>`
    SELECT c.relname AS table, t.tgname AS trigger
    FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_proc f ON f.oid = t.tgfoid
    WHERE t.tgisinternal AND f.proname IN ('RI_FKey_check_ins', 'RI_FKey_check_upd')
      AND c.relnamespace = current_schema()::regnamespace AND c.relname = ANY(${[...tables]}::text[])`.execute(db);
  const toggle = async (action: 'DISABLE' | 'ENABLE') => {
    for (const r of rows) await sql`ALTER TABLE ${sql.table(r.table)} ${sql.raw(action)} TRIGGER ${sql.id(r.trigger)}`.execute(db);
  };
  await toggle('DISABLE');
  const result = await load();
  await toggle('ENABLE');
  return result;
}
