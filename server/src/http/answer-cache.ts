import { isDatabaseUnavailable } from '../db/query-failures.js';

interface Entry<V> {
  value: Promise<V>;
  text?: Promise<string>;
  expiresAt: number;
  /** The answer once computed: what an outage falls back to after the entry expires. */
  settled?: { value: V };
}

/**
 * A small in-process cache of computed answers, bounded in age and entries. It keeps the
 * promise, so concurrent misses for one key share one computation instead of stampeding the
 * database, and, for answers sent as they are, their JSON text, so a shared answer is
 * serialised once per entry rather than once per request. A TTL of 0 turns it off (tests).
 *
 * While the database is unreachable, an expired answer is served again rather than failing
 * (stale-if-error): shoppers keep browsing what was cached, the rest answers 503.
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    return this.ttlMs <= 0 ? compute() : this.entry(key, compute).value;
  }

  /** The answer's JSON text, made by `serialize` once per entry. */
  text(key: string, compute: () => Promise<V>, serialize: (value: V) => string): Promise<string> {
    if (this.ttlMs <= 0) return compute().then(serialize);
    const entry = this.entry(key, compute);
    entry.text ??= entry.value.then(serialize);
    return entry.text;
  }

  private entry(key: string, compute: () => Promise<V>): Entry<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expiresAt > now) return hit;
    const stale = hit?.settled;
    const computed = compute();
    const value =
      stale === undefined
        ? computed
        : computed.catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) return stale.value;
            throw error;
          });
    const entry: Entry<V> = { value, expiresAt: now + this.ttlMs };
    value.then(
      (answer) => {
        entry.settled = { value: answer };
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key); // failures are not remembered
      },
    );
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }
}
