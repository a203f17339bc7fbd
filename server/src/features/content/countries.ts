import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** Whether the country table knows this ISO 3166-1 alpha-2 code (upper case). */
export async function countryExists(db: Kysely<Database>, code: string): Promise<boolean> {
  const country = await db.selectFrom('countries').select('code').where('code', '=', code).executeTakeFirst();
  return country !== undefined;
}

/** Every country with whether we deliver there (docs/api.md), by code. */
export function listCountries(db: Kysely<Database>) {
  return db.selectFrom('countries').select(['code', 'shippable']).orderBy('code').execute();
}
