import { CancelledError, ListingCache, type Listing, type ListingQuery } from '@/application';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { useService } from '../../app/services';
import { toListingQuery, type ListingFilters } from './listing-params';
import { listingKey, type ListingSeed } from './listing-seed';

/** Loads one page of a listing. */
export type LoadListing = (query: ListingQuery, signal: AbortSignal) => Promise<Listing>;

/** What a listing shows: pages 1…N appended, the facets of the latest answer, and loading flags. */
export interface ListingState {
  /** Rows of the loaded pages 1…N, in order, up to the first page still missing. */
  readonly rows: readonly Listing['rows'][number][];
  /** The first page's answer (total, count), or null until it arrives. */
  readonly first: Listing | null;
  /** Facets of the latest answer for any filters: kept while new filters load, so the panel does not jump. */
  readonly facets: Listing['facets'] | null;
  /** The product count of the first page, or of the last one shown while another loads; null before any. */
  readonly lastTotal: number | null;
  /** Page 1 is loading: show skeletons instead of the grid (or the previous rows, dimmed). */
  readonly loading: boolean;
  /** While page 1 of new filters loads: the rows shown before, so the page does not jump. */
  readonly previousRows: readonly Listing['rows'][number][] | null;
  /** A later page is loading: show skeletons under the grid. */
  readonly loadingMore: boolean;
  readonly failed: boolean;
  readonly retry: () => void;
}

interface Loaded {
  readonly key: string;
  readonly pages: Readonly<Record<number, Listing>>;
  readonly failed: boolean;
  readonly attempt: number;
}

/**
 * Pages 1…`pageCount` of a listing for the given filters, fetched as needed and cached while the
 * filters stay the same (so "Load more" appends and the back button shows fewer pages at once).
 * The pages the route's loader brought (`seed`) show from the first render.
 */
export function useListing(load: LoadListing, scope: string, filters: ListingFilters, pageCount: number, seed?: ListingSeed | null): ListingState {
  const key = listingKey(scope, filters);
  const cache = useService(ListingCache);
  // Back or forward to a listing: the pages seen before render at once, so the router's scroll
  // restoration lands on the same rows. A new visit loads them afresh.
  const returning = useNavigationType() === 'POP';
  const [loaded, setLoaded] = useState<Loaded>(() => ({
    key,
    pages: (seed?.key === key ? seed.pages : null) ?? ((returning && cache.get(key)) || {}),
    failed: false,
    attempt: 0,
  }));
  const [facets, setFacets] = useState<Listing['facets'] | null>(null);
  const [previous, setPrevious] = useState<Listing['rows'] | null>(null);
  const current: Loaded = loaded.key === key ? loaded : { key, pages: (returning && cache.get(key)) || {}, failed: false, attempt: 0 };
  const pagesRef = useRef(current.pages);
  pagesRef.current = current.pages;
  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  useEffect(() => {
    const missing = Array.from({ length: pageCount }, (_, index) => index + 1).filter((page) => !pagesRef.current[page]);
    if (missing.length === 0) return undefined;
    const controller = new AbortController();
    for (const page of missing) {
      load(toListingQuery(filtersRef.current, page), controller.signal).then(
        (listing) => {
          if (controller.signal.aborted) return;
          cache.put(key, page, listing);
          setFacets(listing.facets);
          if (page === 1) setPrevious(listing.rows);
          setLoaded((state) => {
            const base = state.key === key ? state : { key, pages: {}, failed: false, attempt: 0 };
            return { ...base, pages: { ...base.pages, [page]: listing } };
          });
        },
        (error: unknown) => {
          if (controller.signal.aborted || error instanceof CancelledError) return;
          setLoaded((state) => ({ ...(state.key === key ? state : { key, pages: {}, attempt: 0 }), failed: true }));
        },
      );
    }
    return () => controller.abort();
  }, [load, key, pageCount, current.attempt, cache]);

  // The same array while the pages are the same, so the grid skips a render that changes only the
  // controls (a ticked filter shows at once, before its navigation).
  const { rows, page } = useMemo(() => {
    const shown: Listing['rows'][number][] = [];
    let next = 1;
    for (; next <= pageCount && current.pages[next]; next += 1) shown.push(...current.pages[next]!.rows);
    return { rows: shown, page: next };
  }, [current.pages, pageCount]);
  const first = current.pages[1] ?? null;
  // The last first page shown: its facets and total stay while another filter loads (no jump).
  const [lastFirst, setLastFirst] = useState<Listing | null>(first);
  if (first !== null && first !== lastFirst) setLastFirst(first);
  // The server may have fewer pages than the URL asks for: nothing more is coming then.
  const lastPage = first ? Math.max(first.count, 1) : pageCount;
  const waiting = page <= Math.min(pageCount, lastPage) && !current.failed;
  return {
    rows,
    first,
    facets: first?.facets ?? facets ?? lastFirst?.facets ?? null,
    lastTotal: first?.total ?? lastFirst?.total ?? null,
    loading: !first && !current.failed,
    previousRows: !first && previous && previous.length > 0 ? previous : null,
    loadingMore: !!first && waiting,
    failed: current.failed,
    retry: () => setLoaded({ ...current, failed: false, attempt: current.attempt + 1 }),
  };
}
