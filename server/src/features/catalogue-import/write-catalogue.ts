import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { slugify } from '../../seed/prng.js';
import type { CheckedProduct } from './check-catalogue.js';

/** A photograph as the store serves it (the image pipeline's answer for one file). */
export interface StoredImage {
  url: string;
  blurhash: string | null;
}

export interface WriteOptions {
  /** Products of the store that the file does not hold are archived. */
  archiveMissing: boolean;
  /** Each image file of the catalogue, as stored. */
  images: ReadonlyMap<string, StoredImage>;
  /** How many products are written so far. */
  progress?: (done: number) => void;
}

/** What an import changed. */
export interface WriteCounts {
  created: number;
  updated: number;
  unchanged: number;
  archived: number;
  variantsCreated: number;
  variantsUpdated: number;
}

/** Rows are sent by the thousand, each batch as one JSON parameter. */
const BATCH = 1000;

type Trx = Transaction<Database>;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) out.push(items.slice(start, start + BATCH));
  return out;
}

/** Same values, compared as JSON (column order fixed by the caller). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes checked products into the store in the caller's transaction, by slug (products) and SKU
 * (variants): a row is written only when it differs, so the same file twice changes nothing
 * (and logs no catalogue change). Brands, categories, tags and labels named by the file are
 * made when missing; sizes and colours were checked to exist.
 */
export async function writeCatalogue(trx: Trx, products: readonly CheckedProduct[], options: WriteOptions): Promise<WriteCounts> {
  const brandIds = await ensureNamed(trx, 'brands', products.flatMap((product) => (product.brand === null ? [] : [product.brand])));
  const tagIds = await ensureNamed(trx, 'tags', products.flatMap((product) => product.tags));
  const labelIds = await ensureLabels(trx, products.flatMap((product) => product.labels));
  const categoryIds = await ensureCategories(trx, products.map((product) => product.category));

  const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0, archived: 0, variantsCreated: 0, variantsUpdated: 0 };
  const productIds = new Map<string, number>();
  let done = 0;
  for (const batch of batches(products)) {
    await writeProducts(trx, batch, brandIds, productIds, counts);
    await writeVariants(trx, batch, productIds, counts);
    await writeLinks(trx, batch, productIds, categoryIds, tagIds, labelIds);
    await writeImages(trx, batch, productIds, options.images);
    done += batch.length;
    options.progress?.(done);
  }
  if (options.archiveMissing) counts.archived = await archiveOthers(trx, [...productIds.values()]);
  return counts;
}

/** Brands or tags by slug, made when missing (only then, so an unchanged file writes nothing). */
async function ensureNamed(trx: Trx, table: 'brands' | 'tags', names: string[]): Promise<Map<string, number>> {
  const bySlug = new Map(names.map((name) => [slugify(name), name]));
  const slugColumn = table === 'brands' ? 'slug' : 'unique_slug';
  const ids = new Map<string, number>();
  if (bySlug.size === 0) return ids;
  const { rows } = await sql<{ id: number; slug: string }>`SELECT id, ${sql.ref(slugColumn)} AS slug FROM ${sql.table(table)} WHERE ${sql.ref(slugColumn)} = ANY(${[...bySlug.keys()]})`.execute(trx);
  for (const row of rows) ids.set(row.slug, row.id);
  const missing = [...bySlug].filter(([slug]) => !ids.has(slug)).map(([slug, name]) => ({ name, slug }));
  if (missing.length > 0) {
    const made = await sql<{ id: number; slug: string }>`
      INSERT INTO ${sql.table(table)} (name, ${sql.ref(slugColumn)})
      SELECT name, slug FROM jsonb_to_recordset(${JSON.stringify(missing)}::jsonb) AS x(name text, slug text)
      RETURNING id, ${sql.ref(slugColumn)} AS slug`.execute(trx);
    for (const row of made.rows) ids.set(row.slug, row.id);
  }
  // Keyed by the name as written, through its slug.
  return new Map(names.map((name) => [name, ids.get(slugify(name))!]));
}

async function ensureLabels(trx: Trx, labels: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(labels)];
  const ids = new Map<string, number>();
  if (wanted.length === 0) return ids;
  for (const row of await trx.selectFrom('labels').select(['id', 'label']).where('label', 'in', wanted).execute()) ids.set(row.label, row.id);
  const missing = wanted.filter((label) => !ids.has(label));
  if (missing.length > 0) {
    for (const row of await trx.insertInto('labels').values(missing.map((label) => ({ label }))).returning(['id', 'label']).execute()) ids.set(row.label, row.id);
  }
  return ids;
}

/** Category paths (names, parent first) to the leaf's id, making the missing steps. */
async function ensureCategories(trx: Trx, paths: string[][]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const wanted = [...new Map(paths.filter((path) => path.length > 0).map((path) => [path.join(' > '), path])).values()];
  if (wanted.length === 0) return ids;
  const all = await trx.selectFrom('categories').select(['id', 'parent_id', 'name', 'unique_slug']).execute();
  const slugs = new Set(all.map((category) => category.unique_slug));
  const childOf = (parent: number | null, name: string) => all.find((category) => category.parent_id === parent && category.name.toLowerCase() === name.toLowerCase());
  for (const path of wanted) {
    let parent: number | null = null;
    for (let depth = 0; depth < path.length; depth++) {
      const name = path[depth]!;
      let found = childOf(parent, name);
      if (found === undefined) {
        let slug = slugify(path.slice(0, depth + 1).join(' ')) || 'category';
        for (let n = 2; slugs.has(slug); n++) slug = `${slugify(path.slice(0, depth + 1).join(' '))}-${n}`;
        slugs.add(slug);
        const made = await trx.insertInto('categories').values({ name, unique_slug: slug, parent_id: parent }).returning('id').executeTakeFirstOrThrow();
        found = { id: made.id, parent_id: parent, name, unique_slug: slug };
        all.push(found);
      }
      parent = found.id;
    }
    ids.set(path.join(' > '), parent!);
  }
  return ids;
}

/** The card price: the variant a shopper pays least for, with its regular and sale prices. */
function cardPrice(product: CheckedProduct): { regular: number; sale: number | null } {
  const cheapest = product.variants.reduce((best, variant) => ((variant.salePrice ?? variant.regularPrice) < (best.salePrice ?? best.regularPrice) ? variant : best));
  return { regular: cheapest.regularPrice, sale: cheapest.salePrice };
}

interface ProductRow {
  name: string; type: 'variable' | 'simple'; brand_id: number | null; description: string; composition: string; care: string;
  regular_price: number; sale_price: number | null; search_facets: string; search_brand: string;
}

function productRow(product: CheckedProduct, brandIds: Map<string, number>): ProductRow {
  const price = cardPrice(product);
  const colours = [...new Set(product.variants.flatMap((variant) => (variant.colour === null ? [] : [variant.colour.replaceAll('-', ' ')])))];
  return {
    name: product.name,
    type: product.variants.length > 1 ? 'variable' : 'simple',
    brand_id: product.brand === null ? null : brandIds.get(product.brand)!,
    description: product.description,
    composition: product.materials,
    care: product.care,
    regular_price: price.regular,
    sale_price: price.sale,
    // Search words after the name (SCHEMA.md): categories, colours, material; the brand apart.
    search_facets: [...product.category, ...product.tags, ...colours, product.materials].join(' ').toLowerCase(),
    search_brand: (product.brand ?? '').toLowerCase(),
  };
}

const PRODUCT_COLUMNS = 'name text, type text, brand_id int, description text, composition text, care text, regular_price int, sale_price int, search_facets text, search_brand text';

async function writeProducts(trx: Trx, batch: CheckedProduct[], brandIds: Map<string, number>, ids: Map<string, number>, counts: WriteCounts) {
  const { rows: existing } = await sql<ProductRow & { id: number; unique_slug: string; archived: boolean }>`
    SELECT id, unique_slug, name, type, brand_id, description, composition, care, regular_price, sale_price, search_facets, search_brand, archived_at IS NOT NULL AS archived
    FROM products WHERE unique_slug = ANY(${batch.map((product) => product.slug)})`.execute(trx);
  const bySlug = new Map(existing.map((row) => [row.unique_slug, row]));
  const inserts: (ProductRow & { slug: string })[] = [];
  const updates: (ProductRow & { id: number })[] = [];
  for (const product of batch) {
    const row = productRow(product, brandIds);
    const found = bySlug.get(product.slug);
    if (found === undefined) {
      inserts.push({ ...row, slug: product.slug });
      continue;
    }
    ids.set(product.slug, found.id);
    const { id, unique_slug: _slug, archived, ...current } = found;
    if (!archived && same(current, row)) counts.unchanged++;
    else {
      updates.push({ ...row, id });
      counts.updated++;
    }
  }
  if (inserts.length > 0) {
    const { rows } = await sql<{ id: number; unique_slug: string }>`
      INSERT INTO products (unique_slug, name, type, brand_id, description, composition, care, regular_price, sale_price, search_facets, search_brand)
      SELECT slug, name, type, brand_id, description, composition, care, regular_price, sale_price, search_facets, search_brand
      FROM jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb) AS x(slug text, ${sql.raw(PRODUCT_COLUMNS)})
      RETURNING id, unique_slug`.execute(trx);
    for (const row of rows) ids.set(row.unique_slug, row.id);
    counts.created += rows.length;
  }
  if (updates.length > 0) {
    await sql`
      UPDATE products p SET name = x.name, type = x.type, brand_id = x.brand_id, description = x.description, composition = x.composition,
        care = x.care, regular_price = x.regular_price, sale_price = x.sale_price, search_facets = x.search_facets, search_brand = x.search_brand, archived_at = NULL
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS x(id int, ${sql.raw(PRODUCT_COLUMNS)})
      WHERE p.id = x.id`.execute(trx);
  }
}

interface VariantRow { product_id: number; size: string | null; color: string | null; stock: number; regular_price: number; sale_price: number | null; position: number }

async function writeVariants(trx: Trx, batch: CheckedProduct[], ids: Map<string, number>, counts: WriteCounts) {
  const wanted = batch.flatMap((product) => product.variants.map((variant) => ({
    sku: variant.sku,
    row: { product_id: ids.get(product.slug)!, size: variant.size, color: variant.colour, stock: variant.stock, regular_price: variant.regularPrice, sale_price: variant.salePrice, position: variant.position } satisfies VariantRow,
  })));
  const { rows: existing } = await sql<VariantRow & { id: number; sku: string }>`
    SELECT id, sku, product_id, size, color, stock, regular_price, sale_price, position FROM variants WHERE sku = ANY(${wanted.map((variant) => variant.sku)})`.execute(trx);
  const bySku = new Map(existing.map((row) => [row.sku, row]));
  const inserts: (VariantRow & { sku: string })[] = [];
  const updates: (VariantRow & { id: number })[] = [];
  for (const { sku, row } of wanted) {
    const found = bySku.get(sku);
    if (found === undefined) inserts.push({ ...row, sku });
    else {
      const { id, sku: _sku, ...current } = found;
      if (!same(current, row)) updates.push({ ...row, id });
    }
  }
  const columns = sql.raw('product_id int, size text, color text, stock int, regular_price int, sale_price int, position int');
  if (inserts.length > 0) {
    await sql`INSERT INTO variants (sku, product_id, size, color, stock, regular_price, sale_price, position)
      SELECT sku, product_id, size, color, stock, regular_price, sale_price, position FROM jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb) AS x(sku text, ${columns})`.execute(trx);
  }
  if (updates.length > 0) {
    await sql`UPDATE variants v SET product_id = x.product_id, size = x.size, color = x.color, stock = x.stock, regular_price = x.regular_price, sale_price = x.sale_price, position = x.position
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS x(id int, ${columns}) WHERE v.id = x.id`.execute(trx);
  }
  counts.variantsCreated += inserts.length;
  counts.variantsUpdated += updates.length;
}

/** Makes a product's category, tags and labels those of the file: adds the missing links, removes the others. */
async function writeLinks(trx: Trx, batch: CheckedProduct[], ids: Map<string, number>, categoryIds: Map<string, number>, tagIds: Map<string, number>, labelIds: Map<string, number>) {
  const productIds = batch.map((product) => ids.get(product.slug)!);
  const categories = batch.flatMap((product) => (product.category.length === 0 ? [] : [{ product_id: ids.get(product.slug)!, other_id: categoryIds.get(product.category.join(' > '))!, position: 0 }]));
  const tags = batch.flatMap((product) => [...new Set(product.tags.map((tag) => tagIds.get(tag)!))].map((tagId) => ({ product_id: ids.get(product.slug)!, other_id: tagId, position: 0 })));
  const labels = batch.flatMap((product) => [...new Set(product.labels.map((label) => labelIds.get(label)!))].map((labelId, position) => ({ product_id: ids.get(product.slug)!, other_id: labelId, position })));
  await syncLinks(trx, 'product_categories', 'category_id', productIds, categories);
  await syncLinks(trx, 'product_tags', 'tag_id', productIds, tags);
  await syncLinks(trx, 'product_labels', 'label_id', productIds, labels);
}

interface Link { product_id: number; other_id: number; position: number }

async function syncLinks(trx: Trx, table: 'product_categories' | 'product_tags' | 'product_labels', column: string, productIds: number[], wanted: Link[]) {
  const positioned = table === 'product_labels';
  const { rows } = await sql<Link>`SELECT product_id, ${sql.ref(column)} AS other_id, ${positioned ? sql.ref('position') : sql.lit(0)} AS position
    FROM ${sql.table(table)} WHERE product_id = ANY(${productIds})`.execute(trx);
  const key = (link: Link) => `${link.product_id}:${link.other_id}:${link.position}`;
  const current = new Set(rows.map(key));
  const keep = new Set(wanted.map(key));
  const gone = rows.filter((link) => !keep.has(key(link)));
  const added = wanted.filter((link) => !current.has(key(link)));
  if (gone.length > 0) {
    await sql`DELETE FROM ${sql.table(table)} t USING jsonb_to_recordset(${JSON.stringify(gone)}::jsonb) AS x(product_id int, other_id int)
      WHERE t.product_id = x.product_id AND t.${sql.ref(column)} = x.other_id`.execute(trx);
  }
  if (added.length > 0) {
    const extra = table === 'product_categories' ? sql.raw(', is_primary') : positioned ? sql.raw(', position') : sql.raw('');
    const values = table === 'product_categories' ? sql.raw(', true') : positioned ? sql.raw(', position') : sql.raw('');
    await sql`INSERT INTO ${sql.table(table)} (product_id, ${sql.ref(column)}${extra})
      SELECT product_id, other_id${values} FROM jsonb_to_recordset(${JSON.stringify(added)}::jsonb) AS x(product_id int, other_id int, position int)`.execute(trx);
  }
}

interface ImageRow { product_id: number; url: string; alt_text: string; blurhash: string | null; color: string | null; position: number }

/** A product's photographs are replaced together when their list differs from the file's. */
async function writeImages(trx: Trx, batch: CheckedProduct[], ids: Map<string, number>, stored: ReadonlyMap<string, StoredImage>) {
  const wanted = new Map(batch.map((product) => [ids.get(product.slug)!, product.images.map((image, position): ImageRow => {
    const photo = stored.get(image.file)!;
    return { product_id: ids.get(product.slug)!, url: photo.url, alt_text: `${product.name}${image.colour === null ? '' : `, ${image.colour.replaceAll('-', ' ')}`}`, blurhash: photo.blurhash, color: image.colour, position };
  })]));
  const { rows } = await sql<ImageRow>`SELECT product_id, url, alt_text, blurhash, color, position FROM product_images
    WHERE product_id = ANY(${[...wanted.keys()]}) ORDER BY product_id, position, id`.execute(trx);
  const current = new Map<number, ImageRow[]>();
  for (const row of rows) current.set(row.product_id, [...(current.get(row.product_id) ?? []), row]);
  // Products without photographs in the file keep theirs (a catalogue file may carry none).
  const changed = [...wanted].filter(([id, images]) => images.length > 0 && !same(current.get(id) ?? [], images));
  if (changed.length === 0) return;
  await trx.deleteFrom('product_images').where('product_id', 'in', changed.map(([id]) => id)).execute();
  await trx.insertInto('product_images').values(changed.flatMap(([, images]) => images)).execute();
}

/** Archives the store's products that are not among `kept`: off the listings, nothing left to sell. */
async function archiveOthers(trx: Trx, kept: number[]): Promise<number> {
  const { rows } = await sql<{ id: number }>`UPDATE products SET archived_at = now()
    WHERE archived_at IS NULL AND id <> ALL(${kept}) RETURNING id`.execute(trx);
  const archived = rows.map((row) => row.id);
  if (archived.length === 0) return 0;
  await sql`DELETE FROM product_categories WHERE product_id = ANY(${archived})`.execute(trx);
  await sql`DELETE FROM product_tags WHERE product_id = ANY(${archived})`.execute(trx);
  await sql`UPDATE variants SET stock = 0 WHERE product_id = ANY(${archived}) AND stock <> 0`.execute(trx);
  return archived.length;
}
