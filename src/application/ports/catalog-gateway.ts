import type { Category, SearchResult } from '@/domain';
import type { CategoryPage, HomeContent, Listing, ListingQuery, ProductDetail, TagPage } from '../models';
import { token } from '../token';

/** Reads the catalogue: home, category and tag pages, listings, products, search. */
export interface CatalogGateway {
  home(signal?: AbortSignal): Promise<HomeContent>;
  category(slug: string, signal?: AbortSignal): Promise<CategoryPage>;
  categoryProducts(slug: string, query: ListingQuery, signal?: AbortSignal): Promise<Listing>;
  tag(slug: string, signal?: AbortSignal): Promise<TagPage>;
  tagProducts(slug: string, query: ListingQuery, signal?: AbortSignal): Promise<Listing>;
  product(slug: string, signal?: AbortSignal): Promise<ProductDetail>;
  popularCategories(signal?: AbortSignal): Promise<readonly Category[]>;
  /**
   * `POST /api/products?page&perpage` with `{search}` (spec §7); `asTyped` asks for the words as
   * typed, no typo corrected (`{search, correct: false}`).
   */
  search(term: string, page: number, perpage: number, signal?: AbortSignal, asTyped?: boolean): Promise<SearchResult>;
}
export const CATALOG_GATEWAY = token<CatalogGateway>('CatalogGateway');

