/**
 * Search and listings read from PostgreSQL: what a catalogue past the size kept in memory answers
 * from (README, "The catalogue in memory"). Same matches, counts and orders as the engine, but for
 * a typo's correction, which needs the vocabulary in memory: a word no product holds matches nothing.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { type ListingFacets, type ListingFilters, type ListingPlace, type ListingSort, SEARCH_COUNT_CAP, searchWords } from './engine/index.js';

/** ts_rank_cd's weights for D, C, B, A: the engine's weights (search-index.ts). */
const RANK_WEIGHTS = '{0.05, 0.2, 0.5, 1.0}';

/**
 * Products holding every word of the term (its stem as a prefix), best first, then newest, then
 * by id; only the newest SEARCH_COUNT_CAP matches are ranked and counted, as in memory.
 */
export async function searchFromDatabase(db: Kysely<Database>, term: string, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const words = searchWords(term);
  if (words.length === 0) return { ids: [], total: 0 };
  const { rows: stems } = await sql<{ stem: string | null }>`
    SELECT (ts_lexize('english_stem', w.word))[1] AS stem FROM unnest(${words}::text[]) AS w(word)`.execute(db);
  const operands = stems.flatMap((row) => (row.stem === null ? [] : [`${row.stem}:*`]));
  if (operands.length === 0) return { ids: [], total: 0 };
  // Stems are lowercased letters and digits (searchWords): safe tsquery text.
  const query = sql`to_tsquery('simple', ${operands.join(' & ')})`;
  // As in memory, the words' scores add up (ts_rank_cd of several words would weigh their
  // proximity), counted in the engine's twentieths so that equal scores tie.
  const score = sql.join(operands.map((operand) => sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], document, to_tsquery('simple', ${operand}))`), sql` + `);
  const { rows } = await sql<{ product_id: number; total: number }>`
    WITH matches AS MATERIALIZED (
      SELECT s.product_id, s.created_at, s.document FROM product_search s WHERE s.document @@ ${query}
      ORDER BY s.created_at DESC, s.product_id DESC LIMIT ${SEARCH_COUNT_CAP})
    SELECT product_id, (count(*) OVER ())::int AS total FROM matches
    ORDER BY round((${score}) * 20) DESC, created_at DESC, product_id DESC
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  if (rows.length > 0 || offset === 0) return { ids: rows.map((row) => row.product_id), total: rows[0]?.total ?? 0 };
  // A page past the last one still answers how many there are.
  const count = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM (SELECT 1 FROM product_search s WHERE s.document @@ ${query} LIMIT ${SEARCH_COUNT_CAP}) matches`.execute(db);
  return { ids: [], total: count.rows[0]?.total ?? 0 };
}

/**
 * For each lexeme, the shortest word of these products' texts (name, category and colour words,
 * description, composition, brand) that stems to it: the word a shopper reads ("navy", "sleeve")
 * where the lexeme is a stem ("navi", "sleev"). A lexeme none of them writes is left out.
 */
export async function wordsOfLexemes(db: Kysely<Database>, lexemes: readonly string[], productIds: readonly number[]): Promise<Map<string, string>> {
  if (lexemes.length === 0 || productIds.length === 0) return new Map();
  const { rows } = await sql<{ lexeme: string; word: string }>`
    SELECT DISTINCT ON (lexeme) lexeme, word FROM (
      SELECT w.word, (ts_lexize('english_stem', w.word))[1] AS lexeme
      FROM products p, regexp_split_to_table(lower(concat_ws(' ', p.name, p.search_facets, regexp_replace(p.description, '<[^>]*>', ' ', 'g'), p.composition, p.search_brand)), '[^[:alnum:]]+') AS w(word)
      WHERE p.id = ANY(${productIds}::int[]) AND w.word <> ''
    ) words
    WHERE lexeme = ANY(${lexemes}::text[])
    ORDER BY lexeme, length(word), word`.execute(db);
  return new Map(rows.map((row) => [row.lexeme, row.word]));
}

const ORDER: Record<ListingSort, RawBuilder<unknown>> = {
  newest: sql`f.created_at DESC, f.product_id DESC`,
  price_asc: sql`f.price ASC, f.product_id ASC`,
  price_desc: sql`f.price DESC, f.product_id DESC`,
  discount: sql`f.discount_percent DESC, f.product_id DESC`,
  top_rated: sql`f.rating_average DESC NULLS LAST, f.rating_count DESC, f.created_at DESC, f.product_id DESC`,
};

type Dimension = 'size' | 'color' | 'brand';

/** The WHERE of a listing over `product_facets f`; a facet leaves out its own dimension so its counts stay useful. */
function whereOf(filters: ListingFilters, except?: Dimension): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (filters.categoryId !== undefined) conditions.push(sql`f.category_ids @> ARRAY[${filters.categoryId}]::int[]`);
  if (filters.tagId !== undefined) conditions.push(sql`f.product_id IN (SELECT product_id FROM product_tags WHERE tag_id = ${filters.tagId})`);
  if (except !== 'size' && filters.sizes.length > 0) conditions.push(sql`f.sizes && ${filters.sizes}::text[]`);
  if (except !== 'color' && filters.colors.length > 0) conditions.push(sql`f.colors && ${filters.colors}::text[]`);
  if (except !== 'brand' && filters.brands.length > 0) {
    conditions.push(sql`f.brand_id IN (SELECT id FROM brands WHERE slug = ANY(${filters.brands}::text[]))`);
  }
  if (filters.priceMin !== undefined) conditions.push(sql`f.price >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) conditions.push(sql`f.price <= ${filters.priceMax}`);
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}

/** The ids of a listing's category and tag; undefined when its category or tag does not exist. */
async function scopeOf(db: Kysely<Database>, place: ListingPlace): Promise<Pick<ListingFilters, 'categoryId' | 'tagId'> | undefined> {
  const categoryId = async (slug: string) => (await db.selectFrom('categories').select('id').where('unique_slug', '=', slug).executeTakeFirst())?.id;
  if (place.kind === 'category') {
    const id = await categoryId(place.slug);
    return id === undefined ? undefined : { categoryId: id };
  }
  const tag = await db.selectFrom('tags').select('id').where('unique_slug', '=', place.slug).executeTakeFirst();
  if (tag === undefined) return undefined;
  // An unknown category narrows a tag listing to nothing rather than being ignored.
  return { tagId: tag.id, categoryId: place.category === undefined ? undefined : ((await categoryId(place.category)) ?? 0) };
}

/** A page of a listing, how many match and the facet counts; undefined when its category or tag does not exist. */
export async function listingFromDatabase(
  db: Kysely<Database>,
  place: ListingPlace,
  narrowing: Omit<ListingFilters, 'categoryId' | 'tagId'>,
  sort: ListingSort,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number; facets: ListingFacets } | undefined> {
  const scope = await scopeOf(db, place);
  if (scope === undefined) return undefined;
  const filters: ListingFilters = { ...narrowing, ...scope };
  const where = whereOf(filters);
  const [page, count, facets] = await Promise.all([
    sql<{ id: number }>`SELECT f.product_id AS id FROM product_facets f WHERE ${where} ORDER BY ${ORDER[sort]} LIMIT ${limit} OFFSET ${offset}`.execute(db),
    sql<{ total: number }>`SELECT count(*)::int AS total FROM product_facets f WHERE ${where}`.execute(db),
    facetsOf(db, filters),
  ]);
  return { ids: page.rows.map((row) => row.id), total: count.rows[0]?.total ?? 0, facets };
}

/** Facet counts as the engine shows them: sizes and colours in display order, brands by name, the scope's price range. */
async function facetsOf(db: Kysely<Database>, filters: ListingFilters): Promise<ListingFacets> {
  const scope: ListingFilters = { categoryId: filters.categoryId, tagId: filters.tagId, sizes: [], colors: [], brands: [] };
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
      ) counted JOIN brands b ON b.id = counted.brand_id`.execute(db),
    sql<{ min: number | null; max: number | null }>`SELECT min(f.price) AS min, max(f.price) AS max FROM product_facets f WHERE ${whereOf(scope)}`.execute(db),
  ]);
  return {
    sizes: sizes.rows,
    colors: colors.rows,
    brands: brands.rows.sort((a, b) => a.label.localeCompare(b.label, 'en-US')),
    price: { min: price.rows[0]?.min ?? 0, max: price.rows[0]?.max ?? 0 },
  };
}
