import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { sanitizeHtml } from '../../security/sanitize-html.js';
import { breadcrumbsOf } from './categories.js';
import { loadProductCards } from './product-cards.js';
import { loadSizeGuide } from '../fit/size-guide.js';
import { reviewSnippetOf } from '../reviews/reviews.js';

const RELATED_COUNT = 4;

/** The product page by slug (docs/api.md `ProductDetail`), for nobody in particular, or undefined. */
export async function loadProductDetail(db: Kysely<Database>, slug: string) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'description', 'composition', 'care', 'max_per_order'])
    .where('unique_slug', '=', slug)
    .executeTakeFirst();
  if (product === undefined) return undefined;

  const [cards, variants, images, primary] = await Promise.all([
    loadProductCards(db, [product.id], null),
    db
      .selectFrom('variants as v')
      .leftJoin('sizes as s', 's.code', 'v.size')
      .leftJoin('colors as c', 'c.slug', 'v.color')
      .select(['v.id', 'v.sku', 'v.size', 'v.color', 'v.stock', 'v.regular_price', 'v.sale_price', 'c.name as color_name', 'c.hex', 's.position as size_position'])
      .where('v.product_id', '=', product.id)
      .orderBy('c.position')
      .orderBy('s.position')
      .orderBy('v.position')
      .orderBy('v.id')
      .execute(),
    db
      .selectFrom('product_images')
      .select(['url', 'alt_text', 'blurhash', 'color'])
      .where('product_id', '=', product.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_categories')
      .select('category_id')
      .where('product_id', '=', product.id)
      .orderBy('is_primary', 'desc')
      .orderBy('category_id')
      .executeTakeFirst(),
  ]);

  const [breadcrumbs, sizeGuide, reviewSnippet, relatedIds] = await Promise.all([
    primary === undefined ? [] : breadcrumbsOf(db, primary.category_id),
    loadSizeGuide(db, product.id, primary?.category_id ?? null),
    reviewSnippetOf(db, product.id),
    primary === undefined
      ? []
      : db
          .selectFrom('product_categories')
          .select('product_id')
          .where('category_id', '=', primary.category_id)
          .where('product_id', '<>', product.id)
          .orderBy('product_id', 'desc')
          .limit(RELATED_COUNT)
          .execute()
          .then((rows) => rows.map((row) => row.product_id)),
  ]);

  const colors = new Map<string, { name: string; hex: string; slug: string }>();
  for (const variant of variants) {
    if (variant.color !== null) colors.set(variant.color, { name: variant.color_name ?? variant.color, hex: variant.hex ?? '', slug: variant.color });
  }
  const sizes = [...variants]
    .filter((variant) => variant.size !== null)
    .sort((a, b) => (a.size_position ?? 0) - (b.size_position ?? 0))
    .map((variant) => variant.size as string);

  const card = cards[0];
  if (card === undefined) return undefined;
  return {
    ...card,
    description: sanitizeHtml(product.description),
    composition: product.composition,
    care: product.care,
    max_per_order: product.max_per_order,
    colors: [...colors.values()],
    sizes: [...new Set(sizes)],
    variants: variants.map(({ id, sku, size, color, stock, regular_price, sale_price }) => ({ id, sku, size, color, stock, regular_price, sale_price })),
    images,
    breadcrumbs,
    size_guide: sizeGuide,
    ...reviewSnippet,
    related: await loadProductCards(db, relatedIds, null),
  };
}
