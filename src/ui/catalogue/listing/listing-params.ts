import type { ListingQuery, ListingSort } from '@/application';

/** Sort orders in the order the menu offers them; `newest` is the default and stays out of the URL. */
export const SORT_OPTIONS: readonly { readonly value: ListingSort; readonly label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'discount', label: 'Biggest discount' },
  { value: 'top_rated', label: 'Top rated' },
];

/** Products per page of a listing. */
export const LISTING_PAGE_SIZE = 12;

/** URL parameters of a listing; prices are whole dollars in the URL (what the shopper typed), cents for the API. */
export const PARAM = {
  size: 'size',
  color: 'color',
  brand: 'brand',
  priceMin: 'price_min',
  priceMax: 'price_max',
  sort: 'sort',
  page: 'page',
  category: 'category',
} as const;

/** The filters and sort a listing URL carries (everything but the page). */
export interface ListingFilters {
  readonly sizes: readonly string[];
  readonly colors: readonly string[];
  readonly brands: readonly string[];
  /** Whole dollars. */
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  readonly sort: ListingSort;
  readonly category: string | null;
}

const list = (params: URLSearchParams, name: string): readonly string[] =>
  (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const dollars = (params: URLSearchParams, name: string): number | null => {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
};

const isSort = (value: string | null): value is ListingSort => SORT_OPTIONS.some((option) => option.value === value);

/** Reads the filters from a listing URL, ignoring values that make no sense. */
export function filtersFromParams(params: URLSearchParams): ListingFilters {
  const sort = params.get(PARAM.sort);
  return {
    sizes: list(params, PARAM.size),
    colors: list(params, PARAM.color),
    brands: list(params, PARAM.brand),
    priceMin: dollars(params, PARAM.priceMin),
    priceMax: dollars(params, PARAM.priceMax),
    sort: isSort(sort) ? sort : 'newest',
    category: params.get(PARAM.category) || null,
  };
}

/** The page a listing URL asks for (1 when absent or invalid). */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get(PARAM.page));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Writes filters into URL parameters, keeping the URL short: defaults and empty values are left out; the page resets. */
export function paramsFromFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set(PARAM.category, filters.category);
  if (filters.sizes.length) params.set(PARAM.size, filters.sizes.join(','));
  if (filters.colors.length) params.set(PARAM.color, filters.colors.join(','));
  if (filters.brands.length) params.set(PARAM.brand, filters.brands.join(','));
  if (filters.priceMin !== null) params.set(PARAM.priceMin, String(filters.priceMin));
  if (filters.priceMax !== null) params.set(PARAM.priceMax, String(filters.priceMax));
  if (filters.sort !== 'newest') params.set(PARAM.sort, filters.sort);
  return params;
}

/** A listing URL's query string, commas left readable (`?size=S,M`): they separate values, which never contain one. */
export function listingSearch(params: URLSearchParams): string {
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

/** The API query of one page: dollars become cents. */
export function toListingQuery(filters: ListingFilters, page: number): ListingQuery {
  return {
    page,
    perpage: LISTING_PAGE_SIZE,
    sizes: filters.sizes,
    colors: filters.colors,
    brands: filters.brands,
    priceMin: filters.priceMin === null ? null : filters.priceMin * 100,
    priceMax: filters.priceMax === null ? null : filters.priceMax * 100,
    sort: filters.sort,
    category: filters.category,
  };
}

/** Whether any filter narrows the listing (sort and the tag's category do not count). */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return filters.sizes.length + filters.colors.length + filters.brands.length > 0 || filters.priceMin !== null || filters.priceMax !== null;
}

/** The same filters with every narrowing filter removed (sort and category kept). */
export function withoutFilters(filters: ListingFilters): ListingFilters {
  return { ...filters, sizes: [], colors: [], brands: [], priceMin: null, priceMax: null };
}

/** A value added to or removed from a list filter. */
export function toggleValue(values: readonly string[], value: string): readonly string[] {
  return values.includes(value) ? values.filter((existing) => existing !== value) : [...values, value];
}
