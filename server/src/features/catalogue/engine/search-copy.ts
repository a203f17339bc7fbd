/**
 * The search documents as last read and the index built from them (search-index.ts). The
 * documents are the database's own tsvectors and the query's words are stemmed by its english
 * dictionary (through the source), so a search finds what PostgreSQL's full-text search would.
 */
import { Lexicon, parseDocument, type SearchDocument, SearchIndex, type SearchOptions, type SearchResult } from './search-index.js';
import { searchWords } from './search-words.js';
import type { DocumentRow } from './source.js';

/** Stems remembered: a pure function of the word, asked of the source once. */
const STEMS_KEPT = 50_000;

export class SearchCopy {
  private readonly lexicon = new Lexicon();
  private documents = new Map<number, SearchDocument>();
  private index: SearchIndex | null = null;
  private readonly stems = new Map<string, string | null>();

  constructor(private readonly stem: (words: readonly string[]) => Promise<(string | null)[]>) {}

  /** Products holding every word of the term (search-index.ts); the documents as last followed. */
  async search(term: string, limit: number, offset: number, options?: SearchOptions): Promise<SearchResult> {
    const words = searchWords(term);
    const stems = await this.stemsOf(words);
    return this.currentIndex().search(words.map((word, at) => ({ word, stem: stems[at] ?? null })), limit, offset, options);
  }

  /** The index of the documents as last read; built again after they changed. */
  currentIndex(): SearchIndex {
    this.index ??= SearchIndex.build(this.documents.values(), this.lexicon);
    return this.index;
  }

  /** A fresh set of documents, filled batch by batch; `install` puts it in place. */
  loading(): { add(rows: readonly DocumentRow[]): void; install(): void } {
    const loaded = new Map<number, SearchDocument>();
    return {
      add: (rows) => rows.forEach((row) => loaded.set(row.productId, this.documentOf(row))),
      install: () => {
        this.documents = loaded;
        this.index = null;
      },
    };
  }

  /** These products' documents as they are now (`rows`; those absent are gone). */
  reload(productIds: readonly number[], rows: readonly DocumentRow[]): void {
    const before = productIds.map((id) => this.documents.get(id));
    for (const id of productIds) this.documents.delete(id);
    for (const row of rows) this.documents.set(row.productId, this.documentOf(row));
    // A stock or image change leaves the document as it was: the index stands.
    if (productIds.some((id, at) => !sameDocument(before[at], this.documents.get(id)))) this.index = null;
  }

  /** Forgets every document (the catalogue outgrew what is kept in memory). */
  clear(): void {
    this.documents = new Map();
    this.index = null;
  }

  private documentOf(row: DocumentRow): SearchDocument {
    return parseDocument(row.productId, row.createdAt, row.lexemes, this.lexicon);
  }

  /** Each word as the documents' lexemes are written (english stemmer), or null for a stop word. */
  private async stemsOf(words: string[]): Promise<(string | null)[]> {
    const unknown = words.filter((word) => !this.stems.has(word));
    if (unknown.length > 0) {
      const stems = await this.stem(unknown);
      if (this.stems.size + unknown.length > STEMS_KEPT) this.stems.clear();
      unknown.forEach((word, at) => this.stems.set(word, stems[at] ?? null));
    }
    return words.map((word) => this.stems.get(word) ?? null);
  }
}

function sameDocument(a: SearchDocument | undefined, b: SearchDocument | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.createdAt !== b.createdAt || a.terms.length !== b.terms.length) return false;
  return a.terms.every((term, at) => term === b.terms[at]);
}
