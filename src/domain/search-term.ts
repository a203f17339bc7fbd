/** Shortest search term that triggers a search (spec §5, §9). */
export const SEARCH_MIN_TERM_LENGTH = 3;

/** Message shown for a trimmed term of 1 or 2 characters (spec §5). */
export const SEARCH_TERM_TOO_SHORT = 'Searched term should consist of at least 3 characters';

/** Message shown when a search fails or finds nothing (spec §8). */
export const NO_RESULTS_MESSAGE = 'No results were found.';

/** Products per search page, the perpage of POST /api/products (spec §7, §9). */
export const SEARCH_PAGE_SIZE = 12;

/** Delay between the last keystroke and the search (spec §4, §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Distance from the bottom of the results within which the next page loads (spec §4, §9). */
export const SCROLL_THRESHOLD_PX = 10;

/** What a typed search term leads to. */
export type SearchTermCheck =
  | { kind: 'idle' }
  | { kind: 'too-short'; message: string }
  | { kind: 'search'; term: string };

/** Classifies a typed term: empty after trimming is idle, 1–2 characters too short, 3 or more searches (spec §5). */
export function checkSearchTerm(raw: string): SearchTermCheck {
  const term = raw.trim();
  const length = [...term].length;
  if (length === 0) return { kind: 'idle' };
  if (length < SEARCH_MIN_TERM_LENGTH) return { kind: 'too-short', message: SEARCH_TERM_TOO_SHORT };
  return { kind: 'search', term };
}

/** Scroll position of the results container, as the browser reports it. */
export interface ScrollPosition {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** Whether the results are scrolled to within the threshold of their bottom (spec §4). */
export function isNearBottom(position: ScrollPosition, threshold: number = SCROLL_THRESHOLD_PX): boolean {
  return position.scrollHeight - position.scrollTop - position.clientHeight <= threshold;
}

/** Whether another page can load: true while the page number is below count, the number of pages (spec §4). */
export function hasNextPage(page: number, count: number): boolean {
  return page < count;
}
