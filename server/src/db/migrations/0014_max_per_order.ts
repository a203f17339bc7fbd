import { type Kysely, sql } from 'kysely';

// A per-order limit (issue 30, limited drops): at most this many pieces of the product, every
// size and colour together, in one order; NULL (every existing product) means no limit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products ADD COLUMN max_per_order integer CONSTRAINT products_max_per_order_positive CHECK (max_per_order > 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products DROP COLUMN max_per_order`.execute(db);
}
