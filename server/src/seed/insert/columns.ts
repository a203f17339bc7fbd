/** Bulk inserts through unnest(): one parameter per column, any number of rows. */
import { type Kysely, sql } from 'kysely';
import { type Database } from '../../db/types.js';

/** A column name and its PostgreSQL element type ('int', 'text', 'bool', 'timestamptz'). */
export type Column = readonly [name: string, type: string];

/**
 * Inserts rows given as parallel arrays, one per column: far fewer bytes and parameters than a
 * multi-row VALUES list, so 100,000 products go in a handful of statements.
 */
export async function insertColumns(db: Kysely<Database>, table: keyof Database, columns: readonly Column[], values: readonly unknown[][]): Promise<void> {
  if (values.length !== columns.length) throw new Error(`${table}: ${columns.length} columns, ${values.length} arrays`);
  if ((values[0]?.length ?? 0) === 0) return;
  const names = sql.join(columns.map(([name]) => sql.ref(name)));
  const arrays = sql.join(columns.map(([, type], i) => sql`${values[i]}::${sql.raw(type)}[]`));
  await sql`INSERT INTO ${sql.table(table)} (${names}) SELECT * FROM unnest(${arrays})`.execute(db);
}

/** Moves an identity column's sequence past the explicit ids inserted. */
export async function syncIdentity(db: Kysely<Database>, table: keyof Database): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) FROM ${sql.table(table)}`.execute(db);
}
