import { ROUTE_PRELOAD_LIFETIME_MS } from '@/domain';

/** Page answers kept: the pages just seen and the ones preloaded, a few dozen small answers. */
export const PAGE_ANSWERS_SIZE = 48;

interface Kept {
  readonly answer: Promise<unknown>;
  /** When it was asked for (the clock's milliseconds). */
  readonly at: number;
  /** Loaded ahead of a navigation and not yet taken by one. */
  preloaded: boolean;
}

/**
 * The answers a page's loader read, by what was asked. A navigation takes an answer preloaded on
 * intent (once, while fresh), and a return through the history (back, forward) takes the answer
 * the page showed before, so it renders at once with the height the scroll position was taken on.
 * Any other visit asks afresh.
 */
export class PageAnswers {
  private readonly kept = new Map<string, Kept>();
  /** Signals of the requests made to preload: what their loaders read is kept for the navigation. */
  private readonly preloading = new WeakSet<AbortSignal>();
  private returning = false;

  constructor(
    private readonly now: () => number,
    private readonly size = PAGE_ANSWERS_SIZE,
  ) {}

  /** Marks a preload's request signal: answers read with it are preloaded, not shown. */
  markPreload(signal: AbortSignal): void {
    this.preloading.add(signal);
  }

  /** Whether the navigation under way goes back or forward through the history (set by the router's owner). */
  setReturning(returning: boolean): void {
    this.returning = returning;
  }

  /**
   * The answer to `key`: a preloaded or (on a return) kept one when there is one, else `load`'s,
   * kept. A preload (its signal marked) starts the load once and leaves it for the navigation; the
   * preload is never cancelled, as the navigation may still want it. A failed answer is forgotten.
   */
  read<T>(key: string, load: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    const preload = signal !== undefined && this.preloading.has(signal);
    const kept = this.kept.get(key);
    if (kept && this.usable(kept, preload)) {
      if (!preload) kept.preloaded = false;
      return kept.answer as Promise<T>;
    }
    const answer = load(preload ? undefined : signal);
    const entry: Kept = { answer, at: this.now(), preloaded: preload };
    this.kept.delete(key);
    this.kept.set(key, entry);
    while (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value as string);
    answer.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return answer;
  }

  private usable(kept: Kept, preload: boolean): boolean {
    const fresh = this.now() - kept.at < ROUTE_PRELOAD_LIFETIME_MS;
    // A second preload of the same page loads nothing more while the first is fresh.
    if (preload) return kept.preloaded && fresh;
    return this.returning || (kept.preloaded && fresh);
  }
}
