import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export const ADDRESS_COLUMNS = [
  'id', 'label', 'first_name', 'last_name', 'phone', 'country_code', 'city', 'area', 'street', 'building', 'floor', 'zip', 'instructions', 'is_default',
] as const;

export type Owner = { column: 'user_id' | 'guest_id'; id: number };

/** What an address holds besides its id and owner. */
export interface AddressValues {
  label: string | null;
  first_name: string;
  last_name: string;
  phone: string;
  country_code: string;
  city: string;
  area: string | null;
  street: string;
  building: string | null;
  floor: string | null;
  zip: string | null;
  instructions: string | null;
}

/** One of the owner's addresses, or undefined (also when someone else owns it). */
export function findOwnAddress(db: Kysely<Database>, owner: Owner, id: number) {
  return db.selectFrom('addresses').select(ADDRESS_COLUMNS).where('id', '=', id).where(owner.column, '=', owner.id).executeTakeFirst();
}

export type AddressRow = NonNullable<Awaited<ReturnType<typeof findOwnAddress>>>;

/** The owner's address book, oldest first. */
export function listOwnAddresses(db: Kysely<Database>, owner: Owner): Promise<AddressRow[]> {
  return db.selectFrom('addresses').select(ADDRESS_COLUMNS).where(owner.column, '=', owner.id).orderBy('id').execute();
}

/** Saves a new address for the owner; the first one becomes the default. */
export async function insertAddress(db: Kysely<Database>, owner: Owner, values: AddressValues): Promise<AddressRow> {
  return db.transaction().execute(async (tx) => {
    const hasDefault = await tx.selectFrom('addresses').select('id').where(owner.column, '=', owner.id).where('is_default', '=', true).executeTakeFirst();
    return tx
      .insertInto('addresses')
      .values({ ...values, [owner.column]: owner.id, is_default: hasDefault === undefined })
      .returning(ADDRESS_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/** Makes one of the owner's addresses the default (and no other); undefined when the owner has no such address. */
export async function makeDefaultAddress(db: Kysely<Database>, owner: Owner, id: number): Promise<AddressRow | undefined> {
  return db.transaction().execute(async (tx) => {
    if ((await findOwnAddress(tx, owner, id)) === undefined) return undefined;
    await tx.updateTable('addresses').set({ is_default: false }).where(owner.column, '=', owner.id).where('is_default', '=', true).execute();
    return tx.updateTable('addresses').set({ is_default: true }).where('id', '=', id).returning(ADDRESS_COLUMNS).executeTakeFirst();
  });
}

/** Replaces one of the owner's addresses; undefined when the owner has no such address. */
export function updateOwnAddress(db: Kysely<Database>, owner: Owner, id: number, values: AddressValues): Promise<AddressRow | undefined> {
  return db
    .updateTable('addresses')
    .set(values)
    .where('id', '=', id)
    .where(owner.column, '=', owner.id)
    .returning(ADDRESS_COLUMNS)
    .executeTakeFirst();
}

/** Deletes one of the owner's addresses (the default passes to the oldest left); false when the owner has no such address. */
export async function deleteOwnAddress(db: Kysely<Database>, owner: Owner, id: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const deleted = await tx.deleteFrom('addresses').where('id', '=', id).where(owner.column, '=', owner.id).returning('is_default').executeTakeFirst();
    if (deleted === undefined) return false;
    if (deleted.is_default) {
      const oldest = tx.selectFrom('addresses').select('id').where(owner.column, '=', owner.id).orderBy('id').limit(1);
      await tx.updateTable('addresses').set({ is_default: true }).where('id', '=', (eb) => eb.selectFrom(oldest.as('o')).select('o.id')).execute();
    }
    return true;
  });
}
