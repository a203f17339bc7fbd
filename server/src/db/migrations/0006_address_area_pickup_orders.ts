import { type Kysely, sql } from 'kysely';

// Couriers in Lebanon find a door by its area (Achrafieh, Hamra…) more than by a postcode, so an
// address gets one. An order may be picked up in a shop instead of delivered: it keeps the shop
// (a snapshot, like its addresses) and has no shipping address then. `paid_at` dates the payment
// the confirmation and the account's order page show.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE addresses ADD COLUMN area text`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN pickup_store_id integer REFERENCES stores(id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN pickup_store jsonb`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN paid_at timestamptz`.execute(db);
  await sql`ALTER TABLE orders ALTER COLUMN shipping_address DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE orders ADD CONSTRAINT orders_delivery_check CHECK ((shipping_address IS NULL) <> (pickup_store IS NULL))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP CONSTRAINT orders_delivery_check`.execute(db);
  await sql`DELETE FROM orders WHERE shipping_address IS NULL`.execute(db);
  await sql`ALTER TABLE orders ALTER COLUMN shipping_address SET NOT NULL`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN paid_at`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN pickup_store`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN pickup_store_id`.execute(db);
  await sql`ALTER TABLE addresses DROP COLUMN area`.execute(db);
}
