import { type Kysely, sql } from 'kysely';

// The price a wishlisted product was offered at when it was added, so the wishlist can tell that
// it dropped since. Rows from before take today's price: no drop is claimed for them.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE wishlist_items DROP COLUMN price_at_add`.execute(db);
}
