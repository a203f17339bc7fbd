import { type Product } from './product';

/** One page of search results; count is the number of pages (spec §3). */
export interface SearchResult {
  rows: Product[];
  count: number;
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
