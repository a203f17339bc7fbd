import type { HttpClient } from './http-client';
import type { Category, SearchResult } from '@/domain';
import type { CatalogGateway, CategoryPage, HomeContent, Listing, ListingQuery, ProductDetail, TagPage } from '@/application';

/** The query string of a listing: filters comma-separated, prices in cents, omitted when unset. */
export function listingQueryString(query: ListingQuery): string {
  const parts: string[] = [`page=${query.page}`];
  if (query.perpage !== undefined) parts.push(`perpage=${query.perpage}`);
  if (query.sort) parts.push(`sort=${encodeURIComponent(query.sort)}`);
  const list = (name: string, values: readonly string[] | undefined): void => {
    // Commas stay literal: they separate values, so each value is encoded on its own.
    if (values && values.length > 0) parts.push(`${name}=${values.map(encodeURIComponent).join(',')}`);
  };
  list('size', query.sizes);
  list('color', query.colors);
  list('brand', query.brands);
  if (query.priceMin !== undefined && query.priceMin !== null) parts.push(`price_min=${query.priceMin}`);
  if (query.priceMax !== undefined && query.priceMax !== null) parts.push(`price_max=${query.priceMax}`);
  if (query.category) parts.push(`category=${encodeURIComponent(query.category)}`);
  return parts.join('&');
}

/** The search answer as the API writes it (snake_case). */
type SearchAnswer = Omit<SearchResult, 'correctedTerm'> & { readonly corrected_term?: string };

/** The catalogue over the Storefront API (docs/api.md, "Catalogue and content"). */
export class AxiosCatalogGateway implements CatalogGateway {
  constructor(private readonly http: HttpClient) {}

  async home(signal?: AbortSignal): Promise<HomeContent> {
    return (await this.http.get<HomeContent>('/api/home', { signal })).data;
  }

  async category(slug: string, signal?: AbortSignal): Promise<CategoryPage> {
    return (await this.http.get<CategoryPage>(`/api/categories/${encodeURIComponent(slug)}`, { signal })).data;
  }

  async categoryProducts(slug: string, query: ListingQuery, signal?: AbortSignal): Promise<Listing> {
    const url = `/api/categories/${encodeURIComponent(slug)}/products?${listingQueryString(query)}`;
    return (await this.http.get<Listing>(url, { signal })).data;
  }

  async tag(slug: string, signal?: AbortSignal): Promise<TagPage> {
    return (await this.http.get<TagPage>(`/api/tags/${encodeURIComponent(slug)}`, { signal })).data;
  }

  async tagProducts(slug: string, query: ListingQuery, signal?: AbortSignal): Promise<Listing> {
    const url = `/api/tags/${encodeURIComponent(slug)}/products?${listingQueryString(query)}`;
    return (await this.http.get<Listing>(url, { signal })).data;
  }

  async product(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
    return (await this.http.get<ProductDetail>(`/api/products/${encodeURIComponent(slug)}`, { signal })).data;
  }

  async popularCategories(signal?: AbortSignal): Promise<readonly Category[]> {
    return (await this.http.get<Category[]>('/api/categories/popular', { signal })).data;
  }

  async search(term: string, page: number, perpage: number, signal?: AbortSignal, asTyped = false): Promise<SearchResult> {
    const body = asTyped ? { search: term, correct: false } : { search: term };
    const { data } = await this.http.post<SearchAnswer>(`/api/products?page=${page}&perpage=${perpage}`, body, { signal });
    // The answer also carries page and perpage; total only when the API counts (spec §7 does not);
    // corrected_term only when it corrected a typo.
    return {
      rows: data.rows,
      count: data.count,
      ...(typeof data.total === 'number' ? { total: data.total } : {}),
      ...(typeof data.corrected_term === 'string' && data.corrected_term !== '' ? { correctedTerm: data.corrected_term } : {}),
    };
  }
}
