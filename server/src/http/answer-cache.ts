/**
 * A small in-process cache of computed answers, bounded in age and entries. It keeps the
 * promise, so concurrent misses for one key share one computation instead of stampeding the
 * database. A TTL of 0 turns it off (tests).
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expiresAt > now) return hit.value;
    const value = compute();
    value.catch(() => this.entries.delete(key)); // failures are not remembered
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
