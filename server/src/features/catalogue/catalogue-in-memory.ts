/**
 * The part of the catalogue each API instance keeps in memory (the search index, the product
 * cards, the listings), following PostgreSQL through the changes log of migration 0011. Every read waits for a
 * look at the log that began after it was asked for (one query, shared by the reads that arrive
 * meanwhile), so it sees every change committed before it: nothing here is a cache with a time
 * limit, and a write is never missed, whatever order transactions commit in.
 */
import { type Kysely, sql } from 'kysely';
import { poolOf, withoutQueryLimits } from '../../db/connection.js';
import type { Database } from '../../db/types.js';
import { ListingCopy } from './listing-copy.js';
import { ProductCardCopy } from './product-card-copy.js';
import { ProductSearch } from './product-search.js';

/** A copy of part of the catalogue. */
export interface CatalogueCopy {
  /** Reads everything `db` sees (one snapshot); the returned function puts it in place. */
  loadEverything(db: Kysely<Database>): Promise<() => void>;
  /** Reads these products again; those gone are dropped. */
  reload(db: Kysely<Database>, productIds: readonly number[]): Promise<void>;
}

/** More changed products than this at once (a new seed): everything is read again. */
const RELOAD_ABOVE = 5_000;
/** The log keeps an hour; an instance that has not looked for half of that reads everything again. */
const CHANGES_KEPT = '1 hour';
const RELOAD_AFTER_MS = 30 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The look at the log: the snapshot's oldest unfinished transaction, and every change of the
 * transactions from `$1` on (none: one row of nulls). Every read waits for one, so it goes as a
 * prepared statement, its rows as arrays: about 0.2 ms a look rather than 0.5 through Kysely.
 */
const LOOK = {
  name: 'catalogue-changes-look',
  text: `SELECT pg_snapshot_xmin(pg_current_snapshot())::text, c.seq, c.product_id
         FROM (SELECT 1) one LEFT JOIN catalogue_changes c ON c.xid >= $1::xid8`,
  rowMode: 'array',
} as const;
type LookRow = [unseenFrom: string, seq: number | null, productId: number | null];

export class CatalogueInMemory {
  readonly search: ProductSearch;
  readonly cards = new ProductCardCopy();
  readonly listings = new ListingCopy();
  private readonly copies: CatalogueCopy[];
  /** Transactions from this one on may not have been seen finished: their changes are read again. */
  private unseenFrom: string | null = null;
  /** The log's rows read at the last look (they come back until `unseenFrom` passes them). */
  private applied = new Set<number>();
  private syncedAt = Number.NEGATIVE_INFINITY;
  private prunedAt = 0;
  private running: { startedAt: number; done: Promise<void> } | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly db: Kysely<Database>) {
    this.search = new ProductSearch(db);
    this.copies = [this.search, this.cards, this.listings];
  }

  /** Loads everything now and builds the search index (at start-up, so the first reads do not wait for it). */
  async warmUp(): Promise<void> {
    await this.synced();
    this.search.currentIndex();
    this.listings.currentIndex();
  }

  /** Resolves once every change committed before the call is in memory. */
  synced(): Promise<void> {
    const since = performance.now();
    if (this.syncedAt >= since) return Promise.resolve();
    if (this.running === null) return this.startSync();
    if (this.running.startedAt >= since) return this.running.done;
    // The look under way may have begun before the changes this read must see: wait for the next.
    this.queued ??= this.running.done
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.running?.done ?? this.startSync();
      });
    return this.queued;
  }

  private startSync(): Promise<void> {
    const startedAt = performance.now();
    const done = this.sync()
      .then(() => {
        this.syncedAt = startedAt;
      })
      .finally(() => {
        this.running = null;
      });
    this.running = { startedAt, done };
    return done;
  }

  private async sync(): Promise<void> {
    const now = performance.now();
    if (this.unseenFrom === null || now - this.syncedAt > RELOAD_AFTER_MS) return this.loadEverything();
    const { rows } = await poolOf(this.db).query<LookRow>({ ...LOOK, values: [this.unseenFrom] });
    const changed = [...new Set(rows.flatMap(([, seq, productId]) => (seq === null || this.applied.has(seq) ? [] : [productId!])))];
    if (changed.length > RELOAD_ABOVE) return this.loadEverything();
    if (changed.length > 0) await Promise.all(this.copies.map((copy) => copy.reload(this.db, changed)));
    this.unseenFrom = rows[0]?.[0] ?? this.unseenFrom;
    this.applied = new Set(rows.flatMap(([, seq]) => (seq === null ? [] : [seq])));
    if (now - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await sql`DELETE FROM catalogue_changes WHERE changed_at < now() - ${CHANGES_KEPT}::interval`.execute(this.db);
    }
  }

  /** Everything, read in one snapshot; the changes of transactions unfinished in it are read next time. */
  private async loadEverything(): Promise<void> {
    // A background read of whole tables, not a request: the serving handle's time limits do not apply.
    const { installs, unseenFrom } = await withoutQueryLimits(() => this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`SET LOCAL statement_timeout = 0`.execute(trx);
        const snapshot = await sql<{ unseen_from: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS unseen_from`.execute(trx);
        const loaded: (() => void)[] = [];
        for (const copy of this.copies) loaded.push(await copy.loadEverything(trx));
        return { installs: loaded, unseenFrom: snapshot.rows[0]!.unseen_from };
      }));
    for (const install of installs) install();
    this.unseenFrom = unseenFrom;
    this.applied = new Set();
  }
}
