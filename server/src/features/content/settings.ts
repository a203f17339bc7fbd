import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** Every store setting as a key → JSON value map. */
export async function loadSettings(db: Kysely<Database>): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** One store setting's JSON value, or undefined when it is not set. */
export async function findSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
