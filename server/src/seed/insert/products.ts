/** Streams generated products into the database in batches. */
import { type Kysely } from 'kysely';
import { type Database } from '../../db/types.js';
import { type GeneratedProduct, type ProductOptions, generateProducts } from '../products.js';
import { insertColumns, syncIdentity } from './columns.js';
import { type TaxonomyIds } from './taxonomy.js';

/** Products per batch: big enough to amortise round trips, small enough to keep memory flat. */
const BATCH = 2000;

function lookup(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Unknown taxonomy key: ${key}`);
  return id;
}

async function insertBatch(db: Kysely<Database>, products: GeneratedProduct[], ids: TaxonomyIds, nextVariantId: number): Promise<number> {
  const p: unknown[][] = Array.from({ length: 16 }, () => []);
  const v: unknown[][] = Array.from({ length: 9 }, () => []);
  const img: unknown[][] = Array.from({ length: 6 }, () => []);
  const cat: unknown[][] = [[], [], []];
  const tag: unknown[][] = [[], []];
  const lab: unknown[][] = [[], [], []];
  for (const x of products) {
    const row = [x.id, x.name, x.unique_slug, x.type, lookup(ids.brand, x.brand), x.description, x.composition, x.care, x.regular_price, x.sale_price, x.search_facets, x.search_brand, x.is_new, x.is_featured, x.created_at, x.max_per_order];
    row.forEach((value, i) => p[i]!.push(value));
    x.variants.forEach((variant, position) => {
      [nextVariantId++, x.id, variant.sku, variant.size, variant.color, variant.stock, variant.regular_price, variant.sale_price, position].forEach((value, i) => v[i]!.push(value));
    });
    x.images.forEach((image, position) => {
      [x.id, image.url, image.alt_text, image.blurhash, image.color, position].forEach((value, i) => img[i]!.push(value));
    });
    [x.id, lookup(ids.category, x.category), true].forEach((value, i) => cat[i]!.push(value));
    for (const t of x.tags) [x.id, lookup(ids.tag, t)].forEach((value, i) => tag[i]!.push(value));
    x.labels.forEach((l, position) => [x.id, lookup(ids.label, l), position].forEach((value, i) => lab[i]!.push(value)));
  }
  await insertColumns(
    db,
    'products',
    [['id', 'int'], ['name', 'text'], ['unique_slug', 'text'], ['type', 'text'], ['brand_id', 'int'], ['description', 'text'], ['composition', 'text'], ['care', 'text'], ['regular_price', 'int'], ['sale_price', 'int'], ['search_facets', 'text'], ['search_brand', 'text'], ['is_new', 'bool'], ['is_featured', 'bool'], ['created_at', 'timestamptz'], ['max_per_order', 'int']],
    p,
  );
  await insertColumns(db, 'variants', [['id', 'int'], ['product_id', 'int'], ['sku', 'text'], ['size', 'text'], ['color', 'text'], ['stock', 'int'], ['regular_price', 'int'], ['sale_price', 'int'], ['position', 'int']], v);
  await insertColumns(db, 'product_images', [['product_id', 'int'], ['url', 'text'], ['alt_text', 'text'], ['blurhash', 'text'], ['color', 'text'], ['position', 'int']], img);
  await insertColumns(db, 'product_categories', [['product_id', 'int'], ['category_id', 'int'], ['is_primary', 'bool']], cat);
  await insertColumns(db, 'product_tags', [['product_id', 'int'], ['tag_id', 'int']], tag);
  await insertColumns(db, 'product_labels', [['product_id', 'int'], ['label_id', 'int'], ['position', 'int']], lab);
  return nextVariantId;
}

/** Inserts `options.total` products with their variants, images, categories, tags and labels. */
export async function insertProducts(db: Kysely<Database>, options: ProductOptions, ids: TaxonomyIds, progress: (done: number) => void = () => {}): Promise<void> {
  let nextVariantId = 1;
  for (let start = 0; start < options.total; start += BATCH) {
    const batch = [...generateProducts(options, start, BATCH)];
    nextVariantId = await insertBatch(db, batch, ids, nextVariantId);
    progress(Math.min(options.total, start + BATCH));
  }
  await syncIdentity(db, 'products');
  await syncIdentity(db, 'variants');
}
