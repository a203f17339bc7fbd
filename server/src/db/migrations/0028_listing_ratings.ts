import { type Kysely, sql } from 'kysely';

// Listings sort by "Top rated": the listing index holds each product's published reviews'
// average (to one decimal, as its card shows it) and count, kept by triggers on `reviews` (a
// review written, edited, hidden by reports, moderated or deleted).

const REFRESH_WITH_RATINGS = sql`
  CREATE OR REPLACE FUNCTION refresh_product_facets(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO product_facets (product_id, category_ids, sizes, colors, brand_id, price, discount_percent, created_at, rating_average, rating_count)
    SELECT p.id,
      coalesce((
        WITH RECURSIVE up AS (
          SELECT c.id, c.parent_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id
          UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id
        ) SELECT array_agg(DISTINCT up.id) FROM up), '{}'),
      coalesce((SELECT array_agg(DISTINCT v.size) FROM variants v WHERE v.product_id = p.id AND v.size IS NOT NULL AND v.stock > 0), '{}'),
      coalesce((SELECT array_agg(DISTINCT v.color) FROM variants v WHERE v.product_id = p.id AND v.color IS NOT NULL), '{}'),
      p.brand_id, p.effective_price, p.discount_percent, p.created_at,
      rated.average, rated.count
    FROM products p
    CROSS JOIN LATERAL (
      SELECT round(avg(r.rating), 1)::float8 AS average, count(*)::int AS count FROM reviews r WHERE r.product_id = p.id AND r.status = 'published'
    ) rated
    WHERE p.id = ANY(product_ids)
    ON CONFLICT (product_id) DO UPDATE
      SET category_ids = EXCLUDED.category_ids, sizes = EXCLUDED.sizes, colors = EXCLUDED.colors, brand_id = EXCLUDED.brand_id,
          price = EXCLUDED.price, discount_percent = EXCLUDED.discount_percent, created_at = EXCLUDED.created_at,
          rating_average = EXCLUDED.rating_average, rating_count = EXCLUDED.rating_count;
  $$`;

const REFRESH_WITHOUT_RATINGS = sql`
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

const EVENTS = [['INSERT', 'NEW'], ['UPDATE', 'NEW'], ['DELETE', 'OLD']] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_facets ADD COLUMN rating_average float8, ADD COLUMN rating_count integer NOT NULL DEFAULT 0`.execute(db);
  await REFRESH_WITH_RATINGS.execute(db);
  for (const [event, rows] of EVENTS) {
    await sql`CREATE TRIGGER ${sql.raw(`reviews_facets_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON reviews
      REFERENCING ${sql.raw(rows)} TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_facets_of_changed_rows()`.execute(db);
  }
  await sql`SELECT refresh_product_facets(ARRAY(SELECT DISTINCT product_id FROM reviews))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [event] of EVENTS) await sql`DROP TRIGGER ${sql.raw(`reviews_facets_${event.toLowerCase()}`)} ON reviews`.execute(db);
  await REFRESH_WITHOUT_RATINGS.execute(db);
  await sql`ALTER TABLE product_facets DROP COLUMN rating_average, DROP COLUMN rating_count`.execute(db);
}
