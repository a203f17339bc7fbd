/**
 * The catalogue engine: search, category and tag listings with their facet counts, and product
 * cards, answered from a copy of the catalogue in memory that follows its source. It knows no
 * web framework and no database (a lint rule keeps them out): its rows come through a
 * `CatalogueSource`, and the routes read it through `CatalogueEngine`.
 */
import { type EngineOptions, InMemoryCatalogue, type NotHeld } from './catalogue-engine.js';
import type { ListingFacets, ListingFilters, ListingSort } from './listing-index.js';
import type { Correction, SearchOptions } from './search-index.js';
import type { CatalogueSource } from './source.js';

export { type EngineOptions, NOT_HELD, type NotHeld } from './catalogue-engine.js';
export { type ListingEntry, type ListingFacets, type ListingFilters, type ListingSort, listOf } from './listing-index.js';
export type { FacetCounting } from './listing-scope.js';
export { type Correction, SEARCH_COUNT_CAP, type SearchOptions } from './search-index.js';
export { searchWords } from './search-words.js';
export { type CatalogueReference, type CatalogueSource, type DocumentRow, type LoggedChange, NAMES_CHANGED, type ProductRows } from './source.js';

/** Where a listing is: a category (with those below it), or a tag, narrowed by a category or not. */
export type ListingPlace = { kind: 'category'; slug: string } | { kind: 'tag'; slug: string; category?: string };

/** A listing asked for: where, what narrows it, and in which order. */
export interface ListingQuery {
  scope: ListingPlace;
  filters: Omit<ListingFilters, 'categoryId' | 'tagId'>;
  sort: ListingSort;
}

/** A page of search results and how many products match (up to SEARCH_COUNT_CAP). */
export interface EngineSearch<Card> {
  cards: Card[];
  total: number;
}

/** A page of search results: as EngineSearch, with its products' ids and the typos corrected (none when nothing matched). */
export interface EngineSearchAnswer<Card> extends EngineSearch<Card> {
  ids: number[];
  corrections: readonly Correction[];
}

/** A page of a listing (its products' ids and cards), how many products match, and the facet counts. */
export interface EngineListing<Card> extends EngineSearch<Card> {
  ids: number[];
  facets: ListingFacets;
}

/** Every read first follows every change committed before it; each answers NOT_HELD while the catalogue is past the size kept. */
export interface CatalogueEngine<Card> {
  /** Reads everything and builds the indexes (at start-up, so the first reads do not wait for them). */
  warmUp(): Promise<void>;
  /** Products holding every word of the term (its stems as prefixes, a typo corrected unless `correct` is false), best first. */
  search(term: string, limit: number, offset: number, options?: SearchOptions): Promise<EngineSearchAnswer<Card> | NotHeld>;
  /** A page of a listing; undefined when its category or tag does not exist. */
  listing(query: ListingQuery, limit: number, offset: number): Promise<EngineListing<Card> | undefined | NotHeld>;
  /** How long ago the copy last caught up with every committed change (ms); undefined before its first load. */
  copyAgeMs(): number | undefined;
  /** These products' cards in the order given; unknown ids are left out. */
  cardsOfProducts(productIds: readonly number[]): Promise<Card[] | NotHeld>;
}

/** An engine over `source`'s catalogue; it reads nothing until first asked (or warmed up). */
export function createCatalogueEngine<Card>(source: CatalogueSource<Card>, options: EngineOptions): CatalogueEngine<Card> {
  return new InMemoryCatalogue(source, options);
}
