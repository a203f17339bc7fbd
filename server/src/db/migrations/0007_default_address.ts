import { type Kysely, sql } from 'kysely';

// The account's default address (issue 12): at most one per owner, the oldest address of an
// owner who has any becomes it, so every address book that is not empty has one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE addresses ADD COLUMN is_default boolean NOT NULL DEFAULT false;
    UPDATE addresses SET is_default = true
      WHERE id IN (SELECT min(id) FROM addresses GROUP BY user_id, guest_id);
    CREATE UNIQUE INDEX addresses_one_default_per_user ON addresses (user_id) WHERE is_default AND user_id IS NOT NULL;
    CREATE UNIQUE INDEX addresses_one_default_per_guest ON addresses (guest_id) WHERE is_default AND guest_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX addresses_one_default_per_guest;
    DROP INDEX addresses_one_default_per_user;
    ALTER TABLE addresses DROP COLUMN is_default;
  `.execute(db);
}
