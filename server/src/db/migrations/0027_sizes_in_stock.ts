import { type Kysely, sql } from 'kysely';

// A listing's size facet counts, and its size filter finds, a product only in the sizes it has in
// stock (in any colour): a size sold out in every colour is not offered. So the listing index
// follows stock too, but only when a variant's stock crosses zero (a size sells out or comes
// back): every other stock change (most orders) leaves it as it is.

/** Its categories with their ancestors, its sizes in stock, its colours, brand, price, discount and date. */
const REFRESH_WITH_SIZES_IN_STOCK = sql`
  CREATE OR REPLACE FUNCTION refresh_product_facets(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO product_facets (product_id, category_ids, sizes, colors, brand_id, price, discount_percent, created_at)
    SELECT p.id,
      coalesce((
        WITH RECURSIVE up AS (
          SELECT c.id, c.parent_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id
          UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
        ) SELECT array_agg(DISTINCT up.id) FROM up), '{}'),
      coalesce((SELECT array_agg(DISTINCT v.size) FROM variants v WHERE v.product_id = p.id AND v.size IS NOT NULL AND v.stock > 0), '{}'),
      coalesce((SELECT array_agg(DISTINCT v.color) FROM variants v WHERE v.product_id = p.id AND v.color IS NOT NULL), '{}'),
      p.brand_id, p.effective_price, p.discount_percent, p.created_at
    FROM products p WHERE p.id = ANY(product_ids)
    ON CONFLICT (product_id) DO UPDATE
      SET category_ids = EXCLUDED.category_ids, sizes = EXCLUDED.sizes, colors = EXCLUDED.colors, brand_id = EXCLUDED.brand_id,
          price = EXCLUDED.price, discount_percent = EXCLUDED.discount_percent, created_at = EXCLUDED.created_at;
  $$`;

const REFRESH_WITH_EVERY_SIZE = sql`
  CREATE OR REPLACE FUNCTION refresh_product_facets(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO product_facets (product_id, category_ids, sizes, colors, brand_id, price, discount_percent, created_at)
    SELECT p.id,
      coalesce((
        WITH RECURSIVE up AS (
          SELECT c.id, c.parent_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id
          UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
        ) SELECT array_agg(DISTINCT up.id) FROM up), '{}'),
      coalesce((SELECT array_agg(DISTINCT v.size) FROM variants v WHERE v.product_id = p.id AND v.size IS NOT NULL), '{}'),
      coalesce((SELECT array_agg(DISTINCT v.color) FROM variants v WHERE v.product_id = p.id AND v.color IS NOT NULL), '{}'),
      p.brand_id, p.effective_price, p.discount_percent, p.created_at
    FROM products p WHERE p.id = ANY(product_ids)
    ON CONFLICT (product_id) DO UPDATE
      SET category_ids = EXCLUDED.category_ids, sizes = EXCLUDED.sizes, colors = EXCLUDED.colors, brand_id = EXCLUDED.brand_id,
          price = EXCLUDED.price, discount_percent = EXCLUDED.discount_percent, created_at = EXCLUDED.created_at;
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await REFRESH_WITH_SIZES_IN_STOCK.execute(db);
  await sql`
    CREATE TRIGGER variants_facets_stock AFTER UPDATE OF stock ON variants
      FOR EACH ROW WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0)) EXECUTE FUNCTION refresh_facets_of_variant()`.execute(db);
  await sql`SELECT refresh_product_facets(ARRAY(SELECT product_id FROM product_facets))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER variants_facets_stock ON variants`.execute(db);
  await REFRESH_WITH_EVERY_SIZE.execute(db);
  await sql`SELECT refresh_product_facets(ARRAY(SELECT product_id FROM product_facets))`.execute(db);
}
