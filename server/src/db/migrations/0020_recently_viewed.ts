import { type Kysely, sql } from 'kysely';

// A signed-in shopper's recently viewed products, so the list follows them to another browser.
// At most a dozen rows per user (the server trims); a guest's list stays on the device.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE recently_viewed (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      viewed_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, product_id)
    )`.execute(db);
  await sql`CREATE INDEX recently_viewed_product_idx ON recently_viewed (product_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE recently_viewed`.execute(db);
}
