/** A live token's row, as authentication reads it. */
export interface LiveTokenRow {
  id: number;
  kind: string;
  user_id: number | null;
  guest_id: number | null;
}

/** How many tokens an instance keeps at most; the longest unused go first. */
export const LIVE_TOKENS_HELD = 50_000;

/**
 * The live tokens this instance has read, by their hash, so that a shopper's requests after the
 * first skip the token's read (one round trip of every authenticated request).
 *
 * Kept only while the token notifications are heard (migration 0035, `live`): a token revoked,
 * changed or deleted by any instance is announced and dropped here at once, and losing the
 * notifications drops everything. A token past its expiry is never answered. A read that was in
 * flight when some token was announced is not kept: it may have read a token revoked meanwhile.
 */
export class LiveTokens {
  private readonly byHash = new Map<string, { row: LiveTokenRow; expiresAt: number }>();
  private readonly hashById = new Map<number, string>();
  /** Counts the announcements: a read begun before one is not kept. */
  private announced = 0;

  constructor(
    private readonly live: () => boolean,
    private readonly limit = LIVE_TOKENS_HELD,
  ) {}

  /** The row of a token held and not expired at `now`. */
  find(hash: string, now: Date): LiveTokenRow | undefined {
    if (!this.live()) return undefined;
    const held = this.byHash.get(hash);
    if (held === undefined) return undefined;
    if (held.expiresAt <= now.getTime()) {
      this.drop(held.row.id);
      return undefined;
    }
    // Most recently used last, so the eviction below takes the longest unused.
    this.byHash.delete(hash);
    this.byHash.set(hash, held);
    return held.row;
  }

  /** Marks the start of a token's read, for `keep`. */
  readStarted(): number {
    return this.announced;
  }

  /** Keeps a token read as live, unless an announcement came since its read started. */
  keep(hash: string, row: LiveTokenRow, expiresAt: Date, readStartedAt: number): void {
    if (!this.live() || readStartedAt !== this.announced) return;
    this.drop(row.id);
    this.byHash.set(hash, { row, expiresAt: expiresAt.getTime() });
    this.hashById.set(row.id, hash);
    if (this.byHash.size > this.limit) {
      const oldest = this.byHash.values().next().value;
      if (oldest !== undefined) this.drop(oldest.row.id);
    }
  }

  /** These tokens were revoked, changed or deleted (`null`: any may have been). */
  changed(tokenIds: readonly number[] | null): void {
    this.announced += 1;
    if (tokenIds === null) {
      this.byHash.clear();
      this.hashById.clear();
      return;
    }
    for (const id of tokenIds) this.drop(id);
  }

  get size(): number {
    return this.byHash.size;
  }

  private drop(tokenId: number): void {
    const hash = this.hashById.get(tokenId);
    if (hash === undefined) return;
    this.hashById.delete(tokenId);
    this.byHash.delete(hash);
  }
}
