import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export const ADDRESS_COLUMNS = [
  'id', 'label', 'first_name', 'last_name', 'phone', 'country_code', 'city', 'street', 'building', 'floor', 'zip', 'instructions',
] as const;

export type Owner = { column: 'user_id' | 'guest_id'; id: number };

/** One of the owner's addresses, or undefined (also when someone else owns it). */
export function findOwnAddress(db: Kysely<Database>, owner: Owner, id: number) {
  return db.selectFrom('addresses').select(ADDRESS_COLUMNS).where('id', '=', id).where(owner.column, '=', owner.id).executeTakeFirst();
}

export type AddressRow = NonNullable<Awaited<ReturnType<typeof findOwnAddress>>>;
