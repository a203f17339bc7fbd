import { type Kysely, sql } from 'kysely';

// The price a wishlisted product was offered at when it was added, so the wishlist can tell that
// it dropped since. Rows from before take today's price: no drop is claimed for them.
// The daily price-drop digest: a shopper's opt-in and when their last digest was written (at most
// one a day), and per row the price the last digest told, so a drop is told once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE wishlist_items ADD COLUMN price_at_add integer CHECK (price_at_add >= 0)`.execute(db);
  await sql`
    UPDATE wishlist_items w SET price_at_add = CASE
      WHEN p.type = 'variable'
        THEN coalesce((SELECT min(coalesce(v.sale_price, v.regular_price)) FROM variants v WHERE v.product_id = p.id), p.regular_price)
      ELSE least(coalesce(p.sale_price, p.regular_price), p.regular_price)
    END
    FROM products p WHERE p.id = w.product_id`.execute(db);
  await sql`ALTER TABLE wishlist_items ALTER COLUMN price_at_add SET NOT NULL`.execute(db);
  await sql`ALTER TABLE wishlist_items ADD COLUMN price_told integer`.execute(db);
  await sql`ALTER TABLE users ADD COLUMN price_drop_digest boolean NOT NULL DEFAULT false, ADD COLUMN price_drop_digest_at timestamptz`.execute(db);
  await sql`CREATE INDEX users_price_drop_digest_idx ON users (id) WHERE price_drop_digest`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN price_drop_digest, DROP COLUMN price_drop_digest_at`.execute(db);
  await sql`ALTER TABLE wishlist_items DROP COLUMN price_at_add, DROP COLUMN price_told`.execute(db);
}
