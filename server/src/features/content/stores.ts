import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** The shops, in editor order, with their opening hours. */
export function listStores(db: Kysely<Database>) {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'address', 'city', 'country_code', 'lat', 'lng', 'phone', 'hours', 'time_zone'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}
