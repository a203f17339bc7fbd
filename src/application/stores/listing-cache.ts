import type { Listing } from '../models';

/** Listings kept for going back: a few are enough (the pages just left). */
export const LISTING_CACHE_SIZE = 8;

/**
 * The pages of the listings seen lately, by listing and filters. Going back to a listing shows
 * them at once, so the browser's scroll position is restored on the same rows it was taken on.
 */
export class ListingCache {
  private readonly entries = new Map<string, Readonly<Record<number, Listing>>>();

  constructor(private readonly size = LISTING_CACHE_SIZE) {}

  /** The pages kept for a listing key, or undefined. */
  get(key: string): Readonly<Record<number, Listing>> | undefined {
    return this.entries.get(key);
  }

  /** Keeps a page of a listing; the oldest listing goes when there are too many. */
  put(key: string, page: number, listing: Listing): void {
    const pages = { ...this.entries.get(key), [page]: listing };
    this.entries.delete(key);
    this.entries.set(key, pages);
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
  }
}
