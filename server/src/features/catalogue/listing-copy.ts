import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import type { CatalogueCopy } from './catalogue-in-memory.js';
import { type ListingEntry, ListingIndex, type ListingReference } from './listing-index.js';
import type { FacetCounting } from './listing-scope.js';
import { forEachProductBatch } from './product-batches.js';

/** Products read per query while loading every listing entry. */
const LOAD_BATCH = 10_000;
/** The product id the changes log gives a change of sizes, colours, brands, categories or tags. */
const NAMES_CHANGED = 0;

interface EntryRow {
  product_id: number;
  category_ids: number[];
  tag_ids: number[];
  sizes: string[];
  colors: string[];
  brand_id: number | null;
  price: number;
  discount_percent: number;
  created_at: number;
}

/** What the listings need of categories and tags besides their products: the ids their slugs name. */
interface Reference extends ListingReference {
  categoryIds: ReadonlyMap<string, number>;
  tagIds: ReadonlyMap<string, number>;
}

const entryColumns = sql`f.product_id, f.category_ids, f.sizes, f.colors, f.brand_id, f.price, f.discount_percent,
  (extract(epoch FROM f.created_at) * 1000)::float8 AS created_at,
  ARRAY(SELECT t.tag_id FROM product_tags t WHERE t.product_id = f.product_id) AS tag_ids`;

/** The listing index's data (the rows of `product_facets` and the facets' names), kept current. */
export class ListingCopy implements CatalogueCopy {
  private entries = new Map<number, ListingEntry>();
  private reference: Reference = { sizes: [], colors: [], brands: [], categoryIds: new Map(), tagIds: new Map() };
  private index: ListingIndex | null = null;
  /** Size codes and colour slugs, each held once however many products share it. */
  private readonly words = new Map<string, string>();

  /** `counting`: how facets are counted (a bench compares the ways). */
  constructor(private readonly counting: FacetCounting = 'adaptive') {}

  categoryIdOf(slug: string): number | undefined {
    return this.reference.categoryIds.get(slug);
  }

  tagIdOf(slug: string): number | undefined {
    return this.reference.tagIds.get(slug);
  }

  /** The index of the entries as last read; built again after they changed. */
  currentIndex(): ListingIndex {
    this.index ??= ListingIndex.build(this.entries.values(), this.reference, this.counting);
    return this.index;
  }

  async loadEverything(db: Kysely<Database>): Promise<() => void> {
    const reference = await loadReference(db);
    const loaded = new Map<number, ListingEntry>();
    await forEachProductBatch(
      LOAD_BATCH,
      async (after, size) => (await sql<EntryRow>`SELECT ${entryColumns} FROM product_facets f WHERE f.product_id > ${after} ORDER BY f.product_id LIMIT ${size}`.execute(db)).rows,
      (row) => row.product_id,
      (rows) => rows.forEach((row) => loaded.set(row.product_id, this.entryOf(row))),
    );
    return () => {
      this.entries = loaded;
      this.reference = reference;
      this.index = null;
    };
  }

  /** Changed products; and the small tables of names when they changed (logged as product 0, migration 0011). */
  async reload(db: Kysely<Database>, productIds: readonly number[]): Promise<void> {
    const [reference, { rows }] = await Promise.all([
      productIds.includes(NAMES_CHANGED) ? loadReference(db) : this.reference,
      sql<EntryRow>`SELECT ${entryColumns} FROM product_facets f WHERE f.product_id = ANY(${productIds}::int[])`.execute(db),
    ]);
    const before = productIds.map((id) => this.entries.get(id));
    for (const id of productIds) this.entries.delete(id);
    for (const row of rows) this.entries.set(row.product_id, this.entryOf(row));
    // A stock change (every order) leaves the listings as they were: the index stands.
    const changed = productIds.some((id, at) => JSON.stringify(before[at]) !== JSON.stringify(this.entries.get(id)));
    if (changed || reference !== this.reference) this.index = null;
    this.reference = reference;
  }

  private entryOf(row: EntryRow): ListingEntry {
    const shared = (word: string) => {
      const known = this.words.get(word);
      if (known !== undefined) return known;
      this.words.set(word, word);
      return word;
    };
    return {
      productId: row.product_id,
      categoryIds: row.category_ids,
      tagIds: row.tag_ids,
      sizes: row.sizes.map(shared),
      colors: row.colors.map(shared),
      brandId: row.brand_id,
      price: row.price,
      discountPercent: row.discount_percent,
      createdAt: row.created_at,
    };
  }
}

async function loadReference(db: Kysely<Database>): Promise<Reference> {
  const [sizes, colors, brands, categories, tags] = await Promise.all([
    db.selectFrom('sizes').select(['code', 'position']).execute(),
    db.selectFrom('colors').select(['slug', 'name', 'hex', 'position']).execute(),
    db.selectFrom('brands').select(['id', 'slug', 'name']).execute(),
    db.selectFrom('categories').select(['id', 'unique_slug']).execute(),
    db.selectFrom('tags').select(['id', 'unique_slug']).execute(),
  ]);
  return {
    sizes,
    colors,
    brands,
    categoryIds: new Map(categories.map((category) => [category.unique_slug, category.id])),
    tagIds: new Map(tags.map((tag) => [tag.unique_slug, tag.id])),
  };
}

