import { ListingCache, type Listing } from '@/application';
import type { ServiceLocator } from '../../app/services';
import { filtersFromParams, pageFromParams, paramsFromFilters, toListingQuery, type ListingFilters } from './listing-params';
import type { LoadListing } from './use-listing';

/**
 * The pages a listing URL asks for, loaded by the route's loader: the first paint (and the server's
 * render, which serialises it for hydration) shows the products instead of skeletons.
 */
export interface ListingSeed {
  /** The listing and filters the pages belong to (listingKey). */
  readonly key: string;
  /** Pages 1…N that loaded; a page missing here is loaded by the listing itself. */
  readonly pages: Readonly<Record<number, Listing>>;
}

/** Identifies a listing and its filters: cached pages and seeds never leak between them. */
export function listingKey(scope: string, filters: ListingFilters): string {
  return `${scope}?${paramsFromFilters(filters).toString()}`;
}

/**
 * Loads pages 1…N of the request's filters. A page that fails is left out, never failing the route:
 * the listing then loads it again and shows its own failure and "Try again".
 */
export async function seedListing(services: ServiceLocator, request: Request, scope: string, load: LoadListing): Promise<ListingSeed> {
  const params = new URL(request.url).searchParams;
  const filters = filtersFromParams(params);
  const key = listingKey(scope, filters);
  const numbers = Array.from({ length: pageFromParams(params) }, (_, index) => index + 1);
  const answers = await Promise.allSettled(numbers.map((page) => load(toListingQuery(filters, page), request.signal)));
  const cache = services.get(ListingCache);
  const pages: Record<number, Listing> = {};
  answers.forEach((answer, index) => {
    if (answer.status !== 'fulfilled') return;
    pages[index + 1] = answer.value;
    // Kept for going back to this listing, as the listing keeps the pages it loads itself.
    cache.put(key, index + 1, answer.value);
  });
  return { key, pages };
}
