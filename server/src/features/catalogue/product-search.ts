/**
 * Product search from the in-memory index (search-index.ts). Its documents are the database's own
 * tsvectors and the query's words are stemmed by its english dictionary, so it finds what
 * PostgreSQL's full-text search would; catalogue-in-memory.ts keeps the documents current.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import type { CatalogueCopy } from './catalogue-in-memory.js';
import { forEachProductBatch } from './product-batches.js';
import { Lexicon, parseDocument, type SearchDocument, SearchIndex, type SearchResult } from './search-index.js';
import { searchWords } from './search-words.js';

/** Products read per query while loading every document. */
const LOAD_BATCH = 10_000;
/** Stems remembered: a pure function of the word, asked of PostgreSQL once. */
const STEMS_KEPT = 50_000;

interface DocumentRow {
  product_id: number;
  created_at: number;
  lexemes: string | null;
}

/** A product's document as `lexeme:WEIGHTS …` (one letter per occurrence; none: D). */
const documentColumns = sql`s.product_id, (extract(epoch FROM s.created_at) * 1000)::float8 AS created_at,
  (SELECT string_agg(t.lexeme || ':' || coalesce(array_to_string(t.weights, ''), 'D'), ' ') FROM unnest(s.document) t) AS lexemes`;

export class ProductSearch implements CatalogueCopy {
  private readonly lexicon = new Lexicon();
  private documents = new Map<number, SearchDocument>();
  private index: SearchIndex | null = null;
  private readonly stems = new Map<string, string | null>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Products holding every word of the term, best first (search-index.ts); the documents as last followed. */
  async search(term: string, limit: number, offset: number): Promise<SearchResult> {
    const words = searchWords(term);
    const stems = await this.stemsOf(words);
    return this.currentIndex().search(words.map((word, at) => ({ word, stem: stems[at] ?? null })), limit, offset);
  }

  /** The index of the documents as last read; built again after they changed. */
  currentIndex(): SearchIndex {
    this.index ??= SearchIndex.build(this.documents.values(), this.lexicon);
    return this.index;
  }

  async loadEverything(db: Kysely<Database>): Promise<() => void> {
    const loaded = new Map<number, SearchDocument>();
    await forEachProductBatch(
      LOAD_BATCH,
      async (after, size) => (await sql<DocumentRow>`SELECT ${documentColumns} FROM product_search s WHERE s.product_id > ${after} ORDER BY s.product_id LIMIT ${size}`.execute(db)).rows,
      (row) => row.product_id,
      (rows) => rows.forEach((row) => loaded.set(row.product_id, this.documentOf(row))),
    );
    return () => {
      this.documents = loaded;
      this.index = null;
    };
  }

  async reload(db: Kysely<Database>, productIds: readonly number[]): Promise<void> {
    const { rows } = await sql<DocumentRow>`SELECT ${documentColumns} FROM product_search s WHERE s.product_id = ANY(${productIds}::int[])`.execute(db);
    const before = productIds.map((id) => this.documents.get(id));
    for (const id of productIds) this.documents.delete(id);
    for (const row of rows) this.documents.set(row.product_id, this.documentOf(row));
    // A stock or image change leaves the document as it was: the index stands.
    if (productIds.some((id, at) => !sameDocument(before[at], this.documents.get(id)))) this.index = null;
  }

  private documentOf(row: DocumentRow): SearchDocument {
    return parseDocument(row.product_id, row.created_at, row.lexemes ?? '', this.lexicon);
  }

  /** Each word as the documents' lexemes are written (english stemmer), or null for a stop word. */
  private async stemsOf(words: string[]): Promise<(string | null)[]> {
    const unknown = words.filter((word) => !this.stems.has(word));
    if (unknown.length > 0) {
      const { rows } = await sql<{ word: string; stem: string | null }>`
        SELECT w.word, (ts_lexize('english_stem', w.word))[1] AS stem FROM unnest(${unknown}::text[]) AS w(word)`.execute(this.db);
      if (this.stems.size + rows.length > STEMS_KEPT) this.stems.clear();
      for (const row of rows) this.stems.set(row.word, row.stem);
    }
    return words.map((word) => this.stems.get(word) ?? null);
  }
}

function sameDocument(a: SearchDocument | undefined, b: SearchDocument | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.createdAt !== b.createdAt || a.terms.length !== b.terms.length) return false;
  return a.terms.every((term, at) => term === b.terms[at]);
}
