/**
 * The catalogue engine's source in PostgreSQL: the rows of `product_search`, `product_facets`
 * with its tags and the product cards, and the changes log of migration 0011 its triggers write.
 */
import { type Kysely, sql } from 'kysely';
import { poolOf, withoutQueryLimits } from '../../db/connection.js';
import type { Database } from '../../db/types.js';
import { type ReadyText, readyText } from '../../http/cached-json.js';
import type { CatalogueReference, CatalogueSource, DocumentRow, ListingEntry, LoggedChange, ProductRows } from './engine/index.js';
import { forEachProductBatch } from './product-batches.js';
import { cardStock, loadProductCards } from './product-cards.js';
import { readyCard } from './ready-cards.js';

/** Products read per query while loading every document or listing entry; cards, which take several queries, half as many. */
const LOAD_BATCH = 10_000;
const CARD_BATCH = 5_000;
/** The log keeps an hour (the engine reads everything again after half of it without a look). */
const CHANGES_KEPT = '1 hour';

/**
 * The look at the log: the snapshot's oldest unfinished transaction, and every change of the
 * transactions from `$1` on (none: one row of nulls). Every read waits for one, so it goes as a
 * prepared statement with its rows as arrays, past Kysely's compiling and row objects.
 */
const LOOK = {
  name: 'catalogue-changes-look',
  text: `SELECT pg_snapshot_xmin(pg_current_snapshot())::text, c.seq, c.product_id, c.stock_only
         FROM (SELECT 1) one LEFT JOIN catalogue_changes c ON c.xid >= $1::xid8`,
  rowMode: 'array',
} as const;
type LookRow = [unseenFrom: string, seq: number | null, productId: number | null, stockOnly: boolean | null];

/** The stock a card shows (product-cards.ts: every variant's together), of products restocked. */
const STOCKS = {
  name: 'catalogue-stocks',
  text: 'SELECT product_id, sum(stock)::int FROM variants WHERE product_id = ANY($1::int[]) GROUP BY product_id',
  rowMode: 'array',
} as const;
type StockRow = [productId: number, stock: number];

interface DocumentColumns {
  product_id: number;
  created_at: number;
  lexemes: string | null;
}

/** A product's document as `lexeme:WEIGHTS …` (one letter per occurrence; none: D). */
const documentColumns = sql`s.product_id, (extract(epoch FROM s.created_at) * 1000)::float8 AS created_at,
  (SELECT string_agg(t.lexeme || ':' || coalesce(array_to_string(t.weights, ''), 'D'), ' ') FROM unnest(s.document) t) AS lexemes`;

interface EntryColumns {
  product_id: number;
  category_ids: number[];
  tag_ids: number[];
  sizes: string[];
  colors: string[];
  brand_id: number | null;
  price: number;
  discount_percent: number;
  created_at: number;
  rating_average: number | null;
  rating_count: number;
}

const entryColumns = sql`f.product_id, f.category_ids, f.sizes, f.colors, f.brand_id, f.price, f.discount_percent, f.rating_average, f.rating_count,
  (extract(epoch FROM f.created_at) * 1000)::float8 AS created_at,
  ARRAY(SELECT t.tag_id FROM product_tags t WHERE t.product_id = f.product_id) AS tag_ids`;

const documentOf = (row: DocumentColumns): DocumentRow => ({ productId: row.product_id, createdAt: row.created_at, lexemes: row.lexemes ?? '' });

const entryOf = (row: EntryColumns): ListingEntry => ({
  productId: row.product_id,
  categoryIds: row.category_ids,
  tagIds: row.tag_ids,
  sizes: row.sizes,
  colors: row.colors,
  brandId: row.brand_id,
  price: row.price,
  discountPercent: row.discount_percent,
  createdAt: row.created_at,
  ratingAverage: row.rating_average,
  ratingCount: row.rating_count,
});

/** The engine's rows read from `db`, with cards as the JSON text answers are made of. */
export function postgresCatalogueSource(db: Kysely<Database>): CatalogueSource<ReadyText> {
  return {
    async countProducts() {
      const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM products`.execute(db);
      return rows[0]?.count ?? 0;
    },

    // A background read of whole tables, not a request: the serving handle's time limits do not apply.
    readEverything: (receive) =>
      withoutQueryLimits(() => db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          await sql`SET LOCAL statement_timeout = 0`.execute(trx);
          const snapshot = await sql<{ unseen_from: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS unseen_from`.execute(trx);
          const reference = await readReference(trx);
          await forEachProductBatch(
            LOAD_BATCH,
            async (after, size) => (await sql<DocumentColumns>`SELECT ${documentColumns} FROM product_search s WHERE s.product_id > ${after} ORDER BY s.product_id LIMIT ${size}`.execute(trx)).rows,
            (row) => row.product_id,
            (rows) => receive({ documents: rows.map(documentOf) }),
          );
          await forEachProductBatch(
            LOAD_BATCH,
            async (after, size) => (await sql<EntryColumns>`SELECT ${entryColumns} FROM product_facets f WHERE f.product_id > ${after} ORDER BY f.product_id LIMIT ${size}`.execute(trx)).rows,
            (row) => row.product_id,
            (rows) => receive({ entries: rows.map(entryOf) }),
          );
          await forEachProductBatch(
            CARD_BATCH,
            async (after, size) => (await trx.selectFrom('products').select('id').where('id', '>', after).orderBy('id').limit(size).execute()).map((row) => row.id),
            (id) => id,
            async (ids) => receive({ cards: (await loadProductCards(trx, ids, null)).map((card) => ({ productId: card.id, card: readyCard(card) })) }),
          );
          return { reference, unseenFrom: snapshot.rows[0]!.unseen_from };
        })),

    async readProducts(productIds): Promise<ProductRows<ReadyText>> {
      const [documents, entries, cards] = await Promise.all([
        sql<DocumentColumns>`SELECT ${documentColumns} FROM product_search s WHERE s.product_id = ANY(${productIds}::int[])`.execute(db),
        sql<EntryColumns>`SELECT ${entryColumns} FROM product_facets f WHERE f.product_id = ANY(${productIds}::int[])`.execute(db),
        loadProductCards(db, [...productIds], null),
      ]);
      return {
        documents: documents.rows.map(documentOf),
        entries: entries.rows.map(entryOf),
        cards: cards.map((card) => ({ productId: card.id, card: readyCard(card) })),
      };
    },

    async readStocks(productIds) {
      const { rows } = await poolOf(db).query<StockRow>({ ...STOCKS, values: [productIds] });
      return new Map(rows);
    },

    withStock: (card, stock) => readyText(JSON.stringify({ ...(JSON.parse(card.text) as object), ...cardStock(stock) })),

    readReference: () => readReference(db),

    async changesSince(unseenFrom) {
      const { rows } = await poolOf(db).query<LookRow>({ ...LOOK, values: [unseenFrom] });
      const changes: LoggedChange[] = rows.flatMap(([, seq, productId, stockOnly]) => (seq === null ? [] : [{ seq, productId: productId!, stockOnly: stockOnly! }]));
      return { unseenFrom: rows[0]?.[0] ?? unseenFrom, changes };
    },

    async pruneChanges() {
      await sql`DELETE FROM catalogue_changes WHERE changed_at < now() - ${CHANGES_KEPT}::interval`.execute(db);
    },

    async stemsOf(words) {
      const { rows } = await sql<{ word: string; stem: string | null }>`
        SELECT w.word, (ts_lexize('english_stem', w.word))[1] AS stem FROM unnest(${[...words]}::text[]) AS w(word)`.execute(db);
      const stems = new Map(rows.map((row) => [row.word, row.stem]));
      return words.map((word) => stems.get(word) ?? null);
    },
  };
}

async function readReference(db: Kysely<Database>): Promise<CatalogueReference> {
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
