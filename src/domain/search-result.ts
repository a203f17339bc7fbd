import { LOCALE } from './money';
import { type Product } from './product';

/** One page of search results; count is the number of pages (spec §3). */
export interface SearchResult {
  rows: Product[];
  count: number;
  /** Matching products, when the API says (spec §7 names rows and count only; ours counts up to SEARCH_TOTAL_CAP). */
  total?: number;
  /** The words the rows are for when the API corrected a typo ("shrit" → "shirt"); absent otherwise. */
  correctedTerm?: string;
}

/** The line over results for a corrected term: "Showing results for shirt". */
export const SHOWING_RESULTS_FOR = 'Showing results for';

/** The way back to the words as typed: "Search instead for shrit". */
export const SEARCH_INSTEAD_FOR = 'Search instead for';

/** The reference API counts matches up to this many: nobody scrolls further (docs/api.md). */
export const SEARCH_TOTAL_CAP = 1000;

const counting = new Intl.NumberFormat(LOCALE);

/** "1 result", "24 results", "1,000+ results" for the drawer's heading; null when there is nothing to say. */
export function searchResultCount(total: number | undefined): string | null {
  if (total === undefined || total <= 0) return null;
  if (total >= SEARCH_TOTAL_CAP) return `${counting.format(SEARCH_TOTAL_CAP)}+ results`;
  return total === 1 ? '1 result' : `${counting.format(total)} results`;
}

/** Rows of the next page appended to those shown, skipping products already shown (infinite scroll). */
export function appendSearchRows(shown: readonly Product[], next: readonly Product[]): Product[] {
  const ids = new Set(shown.map((product) => product.id));
  const fresh = next.filter((product) => {
    if (ids.has(product.id)) return false;
    ids.add(product.id);
    return true;
  });
  return [...shown, ...fresh];
}
