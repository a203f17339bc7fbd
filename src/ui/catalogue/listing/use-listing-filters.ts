import { useEffect, useRef, useState } from 'react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router-dom';
import { afterNextPaint } from '../../app/yield-to-browser';
import { filtersFromParams, listingSearch, pageFromParams, paramsFromFilters, type ListingFilters } from './listing-params';

/** An update of the latest filters. */
export type FiltersUpdate = (current: ListingFilters) => ListingFilters;

/** The filters of a listing as the URL holds them, what the controls show, and how to change them. */
export interface ListingFiltersState {
  readonly params: URLSearchParams;
  /** The filters of the URL: what is loaded. */
  readonly filters: ListingFilters;
  /** What the controls show: the filters last asked for while the URL catches up, else the URL's. */
  readonly shown: ListingFilters;
  /** Pages 1…page are shown. */
  readonly page: number;
  /** Changes the filters by navigating to their URL. */
  readonly apply: (update: FiltersUpdate) => void;
}

/** Filters and sort kept in the URL (shareable, the back button works), changed through navigations. */
export function useListingFilters(): ListingFiltersState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromParams(params);
  const page = pageFromParams(params);

  // Clicks can come faster than the URL changes (a navigation is async): each builds on the filters
  // last asked for, and the URL is the truth again once the router is idle (back button included).
  const navigation = useNavigation();
  const rendered = params.toString();
  const latest = useRef(filters);
  if (navigation.state === 'idle') latest.current = filters;
  const apply = (update: FiltersUpdate): void => {
    const next = update(latest.current);
    latest.current = next;
    setAsked(next);
    // The tap's frame shows the choice; the navigation (the listing's loading state, its request)
    // starts after that paint, not in the tap's task.
    void afterNextPaint().then(() => navigate({ search: listingSearch(paramsFromFilters(next)) }, { preventScrollReset: true }));
  };
  // The controls show what was asked for at once (a checkbox does not bounce back while the URL
  // changes); once the router is idle on a new URL, the URL is shown again.
  const [asked, setAsked] = useState<ListingFilters | null>(null);
  useEffect(() => {
    if (navigation.state === 'idle') setAsked(null);
  }, [navigation.state, rendered]);

  return { params, filters, shown: asked ?? filters, page, apply };
}
