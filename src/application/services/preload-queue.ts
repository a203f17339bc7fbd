import { ROUTE_PRELOAD_LIFETIME_MS, ROUTE_PRELOAD_MAX_PENDING } from '@/domain';

interface Waiting {
  readonly key: string;
  readonly load: () => Promise<unknown>;
}

/**
 * Route preloads started on a shopper's intent, at most ROUTE_PRELOAD_MAX_PENDING pending at once
 * (spec §9). Those asked for beyond wait, the latest intent first; only as many wait as may run,
 * the oldest intents dropped (the pointer has moved on). A route preloaded lately is not preloaded
 * again; one whose preload failed may be.
 */
export class PreloadQueue {
  private readonly pending = new Set<string>();
  private waiting: Waiting[] = [];
  private readonly started = new Map<string, number>();
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly now: () => number,
    private readonly maxPending = ROUTE_PRELOAD_MAX_PENDING,
  ) {}

  /** How many preloads are under way. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Resolves once no preload is under way or waiting (at once if none is). */
  whenIdle(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Preloads `key` with `load` now, or once a place is free. */
  request(key: string, load: () => Promise<unknown>): void {
    if (this.pending.has(key) || this.waiting.some((each) => each.key === key)) return;
    const at = this.started.get(key);
    if (at !== undefined && this.now() - at < ROUTE_PRELOAD_LIFETIME_MS) return;
    if (this.pending.size < this.maxPending) {
      this.start({ key, load });
      return;
    }
    this.waiting.unshift({ key, load });
    this.waiting.length = Math.min(this.waiting.length, this.maxPending);
  }

  private start({ key, load }: Waiting): void {
    this.pending.add(key);
    this.started.set(key, this.now());
    let answer: Promise<unknown>;
    try {
      answer = load();
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer
      .catch(() => this.started.delete(key))
      .finally(() => {
        this.pending.delete(key);
        const next = this.waiting.shift();
        if (next) this.start(next);
        // Preloads wait only while every place is taken: none under way means none waiting.
        if (this.pending.size === 0) this.settleIdle();
      });
  }

  private settleIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }
}
