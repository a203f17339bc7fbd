import {
  appendSearchRows,
  checkSearchTerm,
  hasNextPage,
  isNearBottom,
  NO_RESULTS_MESSAGE,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  type Product,
  type ScrollPosition,
} from '@/domain';
import { debounceTime, Subject, type SchedulerLike, type Subscription } from 'rxjs';
import type { CatalogGateway, Logger } from '../ports';
import { Store } from '../stores/store';
import { fromAbortable } from './abortable';

/** Where a search stands. */
export type SearchStatus = 'idle' | 'too-short' | 'loading' | 'results' | 'no-results';

/** What the search drawer shows. */
export interface SearchState {
  readonly term: string;
  readonly status: SearchStatus;
  /** "Searched term should consist of at least 3 characters" or "No results were found." */
  readonly message: string | null;
  readonly rows: readonly Product[];
  readonly page: number;
  /** Number of pages, as the API answers it. */
  readonly count: number;
  /** Matching products, when the API counts them. */
  readonly total: number | undefined;
  readonly loadingMore: boolean;
  /** The words the results are for when the API corrected a typo in `term`; null otherwise. */
  readonly correctedTerm: string | null;
  /** The term is searched as typed, no typo corrected (the shopper asked for it). */
  readonly asTyped: boolean;
}

const IDLE: SearchState = { term: '', status: 'idle', message: null, rows: [], page: 0, count: 0, total: undefined, loadingMore: false, correctedTerm: null, asTyped: false };

/**
 * The search drawer's session (spec §2, §4, §5): typing searches after a 500 ms debounce, the
 * term is trimmed and needs 3 characters, scrolling within 10 px of the bottom loads the next
 * page until the page number reaches `count`. A newer term cancels the request in flight.
 */
export class SearchProducts extends Store<SearchState> {
  private readonly terms = new Subject<string>();
  private typing: Subscription | null = null;
  private request: Subscription | null = null;

  constructor(
    private readonly gateway: CatalogGateway,
    private readonly logger: Logger,
    private readonly scheduler: SchedulerLike,
  ) {
    super(IDLE);
  }

  /**
   * Starts listening to typing; returns the function that stops the timer and the request in
   * flight. It can start again after a stop (React's StrictMode mounts twice).
   */
  start(): () => void {
    this.typing?.unsubscribe();
    this.typing = this.terms.pipe(debounceTime(SEARCH_DEBOUNCE_MS, this.scheduler)).subscribe((raw) => this.search(raw));
    return () => {
      this.typing?.unsubscribe();
      this.typing = null;
      this.request?.unsubscribe();
    };
  }

  /** Called on every keystroke. */
  type(raw: string): void {
    this.terms.next(raw);
  }

  /** Called on scroll of the results; loads the next page near the bottom. */
  scrolled(position: ScrollPosition): void {
    if (isNearBottom(position)) this.loadMore();
  }

  loadMore(): void {
    const state = this.snapshot;
    if (state.status !== 'results' || state.loadingMore || !hasNextPage(state.page, state.count)) return;
    this.update({ loadingMore: true });
    this.fetch(state.term, state.page + 1, state.asTyped);
  }

  /** Searches the term shown as typed, without the API's correction ("Search instead for shrit"). */
  searchAsTyped(): void {
    const { term, correctedTerm } = this.snapshot;
    if (correctedTerm === null) return;
    this.request?.unsubscribe();
    this.update({ ...IDLE, term, status: 'loading', asTyped: true });
    this.fetch(term, 1, true);
  }

  private search(raw: string): void {
    this.request?.unsubscribe();
    const check = checkSearchTerm(raw);
    if (check.kind === 'idle') return this.update(IDLE);
    if (check.kind === 'too-short') return this.update({ ...IDLE, term: raw.trim(), status: 'too-short', message: check.message });
    this.update({ ...IDLE, term: check.term, status: 'loading' });
    this.fetch(check.term, 1);
  }

  private fetch(term: string, page: number, asTyped = false): void {
    this.request = fromAbortable((signal) => this.gateway.search(term, page, SEARCH_PAGE_SIZE, signal, asTyped)).subscribe({
      next: (result) => {
        const rows = page === 1 ? result.rows : appendSearchRows(this.snapshot.rows, result.rows);
        const found = rows.length > 0;
        this.update({
          status: found ? 'results' : 'no-results',
          message: found ? null : NO_RESULTS_MESSAGE,
          rows,
          page,
          count: result.count,
          total: result.total,
          loadingMore: false,
          // The first page says whether the words were corrected; later pages are for the same words.
          correctedTerm: page === 1 ? (found ? (result.correctedTerm ?? null) : null) : this.snapshot.correctedTerm,
        });
      },
      error: (error: unknown) => {
        this.logger.error('Search failed.', error);
        // A failed next page keeps what is shown; a failed first page is "No results were found."
        if (page > 1) this.update({ loadingMore: false });
        else this.update({ status: 'no-results', message: NO_RESULTS_MESSAGE, rows: [], loadingMore: false });
      },
    });
  }
}
