/**
 * A small in-process cache of computed answers, bounded in age and entries. It keeps the
 * promise, so concurrent misses for one key share one computation instead of stampeding the
 * database, and, for answers sent as they are, their JSON text, so a shared answer is
 * serialised once per entry rather than once per request. A TTL of 0 turns it off (tests).
 */
export class AnswerCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; text?: Promise<string>; expiresAt: number }>();

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

  private entry(key: string, compute: () => Promise<V>) {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expiresAt > now) return hit;
    const value = compute();
    value.catch(() => this.entries.delete(key)); // failures are not remembered
    const entry: { value: Promise<V>; text?: Promise<string>; expiresAt: number } = { value, expiresAt: now + this.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }
}
