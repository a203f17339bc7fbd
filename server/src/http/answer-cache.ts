import { isDatabaseUnavailable } from '../db/query-failures.js';

interface Entry<V> {
  value: Promise<V>;
  /** The answer made ready to send (its JSON text, compressed bytes…), once per entry. */
  prepared?: Promise<unknown>;
  createdAt: number;
  /** The answer once computed: what a refresh serves meanwhile and an outage falls back to. */
  settled?: { value: V };
  /** A refresh of this expired entry is on its way (at most one at a time). */
  refreshing?: boolean;
}

/**
 * A small in-process cache of computed answers, bounded in age and entries. It keeps the
 * promise, so concurrent misses for one key share one computation instead of stampeding the
 * database, and, for answers sent as they are, what sending them needs (JSON text, compressed
 * bytes), so a shared answer is serialised and compressed once per entry rather than once per
 * request. A TTL of 0 turns it off (tests).
 *
 * An answer older than the TTL (but younger than twice the TTL) is served once more while one
 * request's worth of recomputation runs in the background (stale-while-revalidate): entries
 * made together expire together, and without this every one of them would make shoppers wait
 * on the database at the same moment. Older answers are recomputed before they are sent.
 *
 * While the database is unreachable, an expired answer is served again rather than failing
 * (stale-if-error): shoppers keep browsing what was cached, the rest answers 503.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Answers served from an entry, and answers computed for want of one (the metrics read them). */
  readonly tally = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    return this.ttlMs <= 0 ? compute() : this.entry(key, compute).value;
  }

  /** Drops one key's answer (what it says changed): the next request computes it again. */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every answer. */
  forgetAll(): void {
    this.entries.clear();
  }

  /** How long an answer is fresh, in seconds (what a CDN may hold it for). */
  get ttlSeconds(): number {
    return Math.floor(this.ttlMs / 1000);
  }

  /**
   * The answer made ready to send by `prepare`, once per entry, and until when (ms) the entry it
   * comes from is fresh (undefined with the cache off). `prepare` is told whether what it makes is
   * kept and shared (false with the cache off: it serves this one request).
   */
  async preparedEntry<P>(key: string, compute: () => Promise<V>, prepare: (value: V, shared: boolean) => P): Promise<{ prepared: P; freshUntil: number | undefined }> {
    if (this.ttlMs <= 0) return { prepared: prepare(await compute(), false), freshUntil: undefined };
    const entry = this.entry(key, compute);
    entry.prepared ??= entry.value.then((value) => prepare(value, true));
    return { prepared: (await entry.prepared) as P, freshUntil: entry.createdAt + this.ttlMs };
  }

  private entry(key: string, compute: () => Promise<V>): Entry<V> {
    const now = this.now();
    const hit = this.entries.get(key);
    this.tally.misses += 1;
    if (hit === undefined) return this.store(key, this.computed(compute, undefined, now));
    const age = now - hit.createdAt;
    const served = age < this.ttlMs || (hit.settled !== undefined && age < 2 * this.ttlMs);
    if (served) {
      this.tally.misses -= 1;
      this.tally.hits += 1;
    }
    if (age < this.ttlMs) return hit;
    if (served) {
      if (!hit.refreshing) this.refresh(key, hit, compute, now);
      return hit;
    }
    return this.store(key, this.computed(compute, hit.settled, now));
  }

  /** Recomputes an expired entry in the background; the old answer stays until the new one is in. */
  private refresh(key: string, stale: Entry<V>, compute: () => Promise<V>, now: number): void {
    stale.refreshing = true;
    const fresh = this.computed(compute, undefined, now);
    fresh.value.then(
      () => {
        if (this.entries.get(key) === stale) this.store(key, fresh);
      },
      (error: unknown) => {
        stale.refreshing = false;
        // An outage keeps the old answer (tried again later); anything else (a product gone) drops it.
        if (!isDatabaseUnavailable(error) && this.entries.get(key) === stale) this.entries.delete(key);
      },
    );
  }

  private computed(compute: () => Promise<V>, stale: { value: V } | undefined, now: number): Entry<V> {
    const computing = compute();
    const value =
      stale === undefined
        ? computing
        : computing.catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) return stale.value;
            throw error;
          });
    const entry: Entry<V> = { value, createdAt: now };
    value.then(
      (answer) => {
        entry.settled = { value: answer };
      },
      () => undefined,
    );
    return entry;
  }

  private store(key: string, entry: Entry<V>): Entry<V> {
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key); // failures are not remembered
    });
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }
}
