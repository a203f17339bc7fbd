import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types.js';

/** What narrows a category or tag listing (docs/api.md, listing query). */
export interface ListingFilters {
  /** A category: its products and those of every category below it. */
  categoryId?: number;
  tagId?: number;
  sizes: string[];
  colors: string[];
  brands: string[];
  priceMin?: number;
  priceMax?: number;
}

export type ListingSort = 'newest' | 'price_asc' | 'price_desc' | 'discount';

const ORDER: Record<ListingSort, RawBuilder<unknown>> = {
  newest: sql`f.created_at DESC, f.product_id DESC`,
  price_asc: sql`f.price ASC, f.product_id ASC`,
  price_desc: sql`f.price DESC, f.product_id DESC`,
  discount: sql`f.discount_percent DESC, f.product_id DESC`,
};

type Dimension = 'size' | 'color' | 'brand' | 'price';

/** Comma-separated query values → trimmed, non-empty list. */
export function listOf(value: string | undefined): string[] {
  return (value ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * The WHERE of a listing over the listing index `product_facets f`. A facet leaves out its own
 * dimension so its counts stay useful.
 */
function whereOf(filters: ListingFilters, except?: Dimension): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (filters.categoryId !== undefined) conditions.push(sql`f.category_ids @> ARRAY[${filters.categoryId}]::int[]`);
  if (filters.tagId !== undefined) conditions.push(sql`f.product_id IN (SELECT product_id FROM product_tags WHERE tag_id = ${filters.tagId})`);
  if (except !== 'size' && filters.sizes.length > 0) conditions.push(sql`f.sizes && ${filters.sizes}::text[]`);
  if (except !== 'color' && filters.colors.length > 0) conditions.push(sql`f.colors && ${filters.colors}::text[]`);
  if (except !== 'brand' && filters.brands.length > 0) {
    conditions.push(sql`f.brand_id IN (SELECT id FROM brands WHERE slug = ANY(${filters.brands}::text[]))`);
  }
  if (except !== 'price' && filters.priceMin !== undefined) conditions.push(sql`f.price >= ${filters.priceMin}`);
  if (except !== 'price' && filters.priceMax !== undefined) conditions.push(sql`f.price <= ${filters.priceMax}`);
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}

/** One page of product ids plus the total, in the chosen order. */
export async function listProductIds(
  db: Kysely<Database>,
  filters: ListingFilters,
  sort: ListingSort,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const where = whereOf(filters);
  const [page, count] = await Promise.all([
    sql<{ id: number }>`SELECT f.product_id AS id FROM product_facets f WHERE ${where} ORDER BY ${ORDER[sort]} LIMIT ${limit} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM product_facets f WHERE ${where}`.execute(db),
  ]);
  return { ids: page.rows.map((row) => row.id), total: count.rows[0]?.total ?? 0 };
}

/** Facet counts: sizes and colours in display order, brands by name, the price range. */
export async function listingFacets(db: Kysely<Database>, filters: ListingFilters) {
  const unfiltered: ListingFilters = { categoryId: filters.categoryId, tagId: filters.tagId, sizes: [], colors: [], brands: [] };
  const [sizes, colors, brands, price] = await Promise.all([
    sql<{ value: string; count: number }>`
      SELECT s.code AS value, counted.count FROM (
        SELECT u.size, count(*)::int AS count FROM product_facets f CROSS JOIN LATERAL unnest(f.sizes) AS u(size)
        WHERE ${whereOf(filters, 'size')} GROUP BY u.size
      ) counted JOIN sizes s ON s.code = counted.size ORDER BY s.position`.execute(db),
    sql<{ value: string; label: string; hex: string; count: number }>`
      SELECT c.slug AS value, c.name AS label, c.hex, counted.count FROM (
        SELECT u.color, count(*)::int AS count FROM product_facets f CROSS JOIN LATERAL unnest(f.colors) AS u(color)
        WHERE ${whereOf(filters, 'color')} GROUP BY u.color
      ) counted JOIN colors c ON c.slug = counted.color ORDER BY c.position, c.slug`.execute(db),
    sql<{ value: string; label: string; count: number }>`
      SELECT b.slug AS value, b.name AS label, counted.count FROM (
        SELECT f.brand_id, count(*)::int AS count FROM product_facets f WHERE ${whereOf(filters, 'brand')} GROUP BY f.brand_id
      ) counted JOIN brands b ON b.id = counted.brand_id ORDER BY b.name`.execute(db),
    sql<{ min: number | null; max: number | null }>`
      SELECT min(f.price) AS min, max(f.price) AS max FROM product_facets f WHERE ${whereOf(unfiltered)}`.execute(db),
  ]);
  return {
    sizes: sizes.rows,
    colors: colors.rows,
    brands: brands.rows,
    price: { min: price.rows[0]?.min ?? 0, max: price.rows[0]?.max ?? 0 },
  };
}
