import { type Kysely, sql } from 'kysely';

// A merchant's import can archive the products its file no longer holds (`--archive-missing`):
// they leave the listings and go out of stock, and stay in the database for the orders that name them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products ADD COLUMN archived_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products DROP COLUMN archived_at`.execute(db);
}
