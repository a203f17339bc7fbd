import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

/** A product as the storefront shows it on a card (docs/api.md `Product`). */
export interface ProductCard {
  id: number;
  name: string;
  unique_slug: string;
  type: 'variable' | 'simple';
  brand: string | null;
  regular_price: number;
  sale_price: number | null;
  min_price: number | null;
  stock: number;
  in_stock: boolean;
  labels: { label: string }[];
  featured_images: { url: string; alt_text: string; blurhash: string | null }[];
  image: string | null;
  alt_text: string | null;
  has_more_colors: boolean;
  isNew: boolean;
  in_wishlist: boolean;
  default_variant_id: number | null;
  /** The published reviews' average (one decimal) and count; null without reviews. */
  rating_summary: { average: number; count: number } | null;
  /** In a listing filtered by colour, the first of those colours it comes in: the card shows that colour's images and opens the product in it; null elsewhere. */
  shown_color: string | null;
}

/** A card's stock fields: the units of every variant together, and whether any is left. */
export function cardStock(stock: number): Pick<ProductCard, 'stock' | 'in_stock'> {
  return { stock, in_stock: stock > 0 };
}

interface CardRow {
  id: number;
  name: string;
  unique_slug: string;
  type: 'variable' | 'simple';
  brand: string | null;
  regular_price: number;
  sale_price: number | null;
  is_new: boolean;
  stock: number;
  min_price: number | null;
  color_count: number;
  variant_count: number;
  first_variant_id: number | null;
  images: { url: string; alt_text: string; blurhash: string | null }[];
  labels: { label: string }[];
  in_wishlist: boolean;
  rating_average: number | null;
  rating_count: number;
  shown_color: string | null;
}

function toCard(row: CardRow): ProductCard {
  const first = row.images[0];
  return {
    id: row.id,
    name: row.name,
    unique_slug: row.unique_slug,
    type: row.type,
    brand: row.brand,
    regular_price: row.regular_price,
    sale_price: row.sale_price,
    min_price: row.type === 'variable' ? row.min_price : null,
    ...cardStock(row.stock),
    labels: row.labels,
    featured_images: row.images,
    image: first?.url ?? null,
    alt_text: first?.alt_text ?? null,
    has_more_colors: row.color_count > 1,
    isNew: row.is_new,
    in_wishlist: row.in_wishlist,
    default_variant_id: row.variant_count === 1 ? row.first_variant_id : null,
    rating_summary: row.rating_count === 0 || row.rating_average === null ? null : { average: Number(row.rating_average), count: row.rating_count },
    shown_color: row.shown_color,
  };
}

/**
 * Loads cards for the given product ids, in the order given. One query: variant totals, the
 * first two images and labels come from lateral subqueries, so a page costs one round trip.
 * `shownColors` (a listing's colour filter): each card shows the first of them (in the colours'
 * display order) that the product comes in, with that colour's first two images when it has some.
 */
export async function loadProductCards(db: Kysely<Database>, ids: number[], userId: number | null, shownColors: readonly string[] = []): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const inWishlist =
    userId === null
      ? sql<boolean>`false`
      : sql<boolean>`EXISTS (SELECT 1 FROM wishlist_items w WHERE w.user_id = ${userId} AND w.product_id = p.id)`;
  const shown =
    shownColors.length === 0
      ? sql`SELECT NULL::text AS color`
      : sql`SELECT c.slug AS color FROM colors c
            WHERE c.slug = ANY(${[...shownColors]}::text[]) AND EXISTS (SELECT 1 FROM variants sv WHERE sv.product_id = p.id AND sv.color = c.slug)
            ORDER BY c.position, c.slug LIMIT 1`;
  const { rows } = await sql<CardRow>`
    SELECT p.id, p.name, p.unique_slug, p.type, b.name AS brand, p.regular_price, p.sale_price, p.is_new,
           v.stock, v.min_price, v.color_count, v.variant_count, v.first_variant_id,
           coalesce(img.images, '[]') AS images, coalesce(lb.labels, '[]') AS labels,
           rt.rating_average, coalesce(rt.rating_count, 0) AS rating_count, shown.color AS shown_color,
           ${inWishlist} AS in_wishlist
    FROM products p
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN LATERAL (${shown}) shown ON true
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(stock), 0)::int AS stock, min(coalesce(sale_price, regular_price)) AS min_price,
             count(DISTINCT color)::int AS color_count, count(*)::int AS variant_count, min(id) AS first_variant_id
      FROM variants WHERE product_id = p.id
    ) v ON true
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('url', i.url, 'alt_text', i.alt_text, 'blurhash', i.blurhash)
                      ORDER BY i.position, i.id) AS images
      FROM (
        SELECT * FROM product_images pi WHERE pi.product_id = p.id
          -- Only the shown colour's images, when it has some.
          AND (shown.color IS NULL OR pi.color = shown.color
               OR NOT EXISTS (SELECT 1 FROM product_images si WHERE si.product_id = p.id AND si.color = shown.color))
        ORDER BY pi.position, pi.id LIMIT 2
      ) i
    ) img ON true
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('label', l.label) ORDER BY pl.position, l.id) AS labels
      FROM product_labels pl JOIN labels l ON l.id = pl.label_id WHERE pl.product_id = p.id
    ) lb ON true
    LEFT JOIN LATERAL (
      SELECT round(avg(rating), 1)::float8 AS rating_average, count(*)::int AS rating_count
      FROM reviews WHERE product_id = p.id AND status = 'published'
    ) rt ON true
    WHERE p.id = ANY(${ids}::int[])
  `.execute(db);
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
