/**
 * What the engine reads, as plain data: the database (or a bench's generated catalogue) hands it
 * rows through this interface, so nothing in this folder knows how they are stored.
 */
import type { ListingEntry, ListingReference } from './listing-index.js';

/** A product's search document: its tsvector as `lexeme:WEIGHTS …` (one letter per occurrence; none: D). */
export interface DocumentRow {
  productId: number;
  /** Milliseconds since the epoch. */
  createdAt: number;
  lexemes: string;
}

/** What listings need of categories and tags besides their products: the ids their slugs name. */
export interface CatalogueReference extends ListingReference {
  categoryIds: ReadonlyMap<string, number>;
  tagIds: ReadonlyMap<string, number>;
}

/** Some products' rows: their search documents, listing entries and cards (a product gone has none). */
export interface ProductRows<Card> {
  documents: readonly DocumentRow[];
  entries: readonly ListingEntry[];
  cards: readonly { productId: number; card: Card }[];
}

/** A change the source's log holds: its place in the log and the product it names (0: the facets' names). */
export interface LoggedChange {
  seq: number;
  productId: number;
  /** Only the stock of the product's variants changed: its card's stock is all there is to read. */
  stockOnly: boolean;
}

/** The product id a change of the names of sizes, colours, brands, categories or tags is logged as. */
export const NAMES_CHANGED = 0;

/** Where the engine's catalogue comes from, and how it learns what changed. */
export interface CatalogueSource<Card> {
  /** How many products the catalogue holds now. */
  countProducts(): Promise<number>;
  /**
   * Reads everything in one snapshot, handing the rows over batch by batch (`receive` may be
   * called with any part of them, any number of times); answers the snapshot's oldest unfinished
   * transaction, from which the log is read next.
   */
  readEverything(receive: (rows: Partial<ProductRows<Card>>) => void): Promise<{ reference: CatalogueReference; unseenFrom: string }>;
  /** These products' rows as they are now. */
  readProducts(productIds: readonly number[]): Promise<ProductRows<Card>>;
  /** These products' stock as their cards count it (a product gone has none). */
  readStocks(productIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
  /** `card` with the product's stock as `stock`. */
  withStock(card: Card, stock: number): Card;
  /** The names and ids of sizes, colours, brands, categories and tags as they are now. */
  readReference(): Promise<CatalogueReference>;
  /** The log's changes of transactions from `unseenFrom` on, with the current snapshot's oldest unfinished transaction. */
  changesSince(unseenFrom: string): Promise<{ unseenFrom: string; changes: LoggedChange[] }>;
  /** Drops what the log need no longer keep. */
  pruneChanges(): Promise<void>;
  /** Each word as the documents' lexemes are written (english stemmer), or null for a stop word. */
  stemsOf(words: readonly string[]): Promise<(string | null)[]>;
}
