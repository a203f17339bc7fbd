/**
 * The part of the catalogue each API instance keeps in memory (the search index, the product
 * cards, the listings), following its source through the source's changes log. Every read waits
 * for a look at the log that began after it was asked for (one look, shared by the reads that
 * arrive meanwhile), so it sees every change committed before it: nothing here is a cache with a
 * time limit, and a write is never missed, whatever order transactions commit in.
 */
import { ListingCopy } from './listing-copy.js';
import type { FacetCounting } from './listing-scope.js';
import { SearchCopy } from './search-copy.js';
import { type CatalogueSource, type LoggedChange, NAMES_CHANGED } from './source.js';
import type { CatalogueEngine, EngineListing, EngineSearchAnswer, ListingQuery } from './index.js';
import type { SearchOptions } from './search-index.js';

/** What the engine answers while the catalogue is past the size it keeps: ask the database. */
export const NOT_HELD = Symbol('not held');
export type NotHeld = typeof NOT_HELD;

/** More changed products than this at once (a new seed): everything is read again. */
const RELOAD_ABOVE = 5_000;
/** The log keeps an hour: an instance that has not looked for half of that reads everything again. */
const RELOAD_AFTER_MS = 30 * 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export interface EngineOptions {
  /** Past this many products nothing is kept and every read answers NOT_HELD. */
  maxProducts: number;
  /** A catalogue past the size kept is counted again this often, to take it back once it is small enough (a minute). */
  recountEveryMs?: number;
  /** How facets are counted (a bench compares the ways). */
  facetCounting?: FacetCounting;
}

export class InMemoryCatalogue<Card> implements CatalogueEngine<Card> {
  private readonly searches: SearchCopy;
  private readonly listings: ListingCopy;
  private cards = new Map<number, Card>();
  /** Whether the catalogue is small enough to be kept (as last read or followed). */
  private held = true;
  /** Transactions from this one on may not have been seen finished: their changes are read again. */
  private unseenFrom: string | null = null;
  /** The log's rows read at the last look (they come back until `unseenFrom` passes them). */
  private applied = new Set<number>();
  private syncedAt = Number.NEGATIVE_INFINITY;
  /** When the catalogue was last found past the size kept. */
  private countedAt = Number.NEGATIVE_INFINITY;
  private prunedAt = 0;
  private running: { startedAt: number; done: Promise<void> } | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly source: CatalogueSource<Card>,
    private readonly options: EngineOptions,
  ) {
    this.searches = new SearchCopy((words) => source.stemsOf(words));
    this.listings = new ListingCopy(options.facetCounting);
  }

  async warmUp(): Promise<void> {
    await this.synced();
    if (!this.held) return;
    this.searches.currentIndex();
    this.listings.currentIndex();
  }

  async search(term: string, limit: number, offset: number, options?: SearchOptions): Promise<EngineSearchAnswer<Card> | NotHeld> {
    await this.synced();
    if (!this.held) return NOT_HELD;
    const { ids, total, corrections } = await this.searches.search(term, limit, offset, options);
    return { cards: this.cardsOf(ids), ids, total, corrections };
  }

  async listing(query: ListingQuery, limit: number, offset: number): Promise<EngineListing<Card> | undefined | NotHeld> {
    await this.synced();
    if (!this.held) return NOT_HELD;
    const { scope, filters, sort } = query;
    const scopeId = scope.kind === 'category' ? this.listings.categoryIdOf(scope.slug) : this.listings.tagIdOf(scope.slug);
    if (scopeId === undefined) return undefined;
    // An unknown category narrows a tag listing to nothing rather than being ignored.
    const categoryId = scope.kind === 'category' ? scopeId : scope.category === undefined ? undefined : (this.listings.categoryIdOf(scope.category) ?? 0);
    const tagId = scope.kind === 'tag' ? scopeId : undefined;
    const { ids, total, facets } = this.listings.currentIndex().listing({ ...filters, categoryId, tagId }, sort, limit, offset);
    return { ids, cards: this.cardsOf(ids), total, facets };
  }

  copyAgeMs(): number | undefined {
    return this.syncedAt === Number.NEGATIVE_INFINITY ? undefined : performance.now() - this.syncedAt;
  }

  async cardsOfProducts(productIds: readonly number[]): Promise<Card[] | NotHeld> {
    await this.synced();
    return this.held ? this.cardsOf(productIds) : NOT_HELD;
  }

  /** The cards of these products, in the order given; unknown ids are left out. */
  private cardsOf(productIds: readonly number[]): Card[] {
    const found: Card[] = [];
    for (const id of productIds) {
      const card = this.cards.get(id);
      if (card !== undefined) found.push(card);
    }
    return found;
  }

  /** Resolves once every change committed before the call is in memory. */
  private synced(): Promise<void> {
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
    if (!this.held) {
      // Nothing is held to follow: the catalogue is counted again now and then instead.
      if (now - this.countedAt < (this.options.recountEveryMs ?? 60_000)) return;
      return this.loadEverything();
    }
    if (this.unseenFrom === null || now - this.syncedAt > RELOAD_AFTER_MS) return this.loadEverything();
    const look = await this.source.changesSince(this.unseenFrom);
    const { changed, restocked } = changedProducts(look.changes.filter(({ seq }) => !this.applied.has(seq)));
    if (changed.length + restocked.length > RELOAD_ABOVE) return this.loadEverything();
    await Promise.all([changed.length > 0 ? this.reload(changed) : undefined, restocked.length > 0 ? this.restock(restocked) : undefined]);
    if (this.cards.size > this.options.maxProducts) {
      this.forgetEverything();
      return;
    }
    this.unseenFrom = look.unseenFrom;
    this.applied = new Set(look.changes.map(({ seq }) => seq));
    if (now - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = now;
      await this.source.pruneChanges();
    }
  }

  /** Reads these products again (those gone are dropped), and the names when they changed. */
  private async reload(productIds: readonly number[]): Promise<void> {
    const [rows, reference] = await Promise.all([
      this.source.readProducts(productIds),
      productIds.includes(NAMES_CHANGED) ? this.source.readReference() : undefined,
    ]);
    this.searches.reload(productIds, rows.documents);
    this.listings.reload(productIds, rows.entries, reference);
    for (const id of productIds) this.cards.delete(id);
    for (const { productId, card } of rows.cards) this.cards.set(productId, card);
  }

  /** Puts these products' stock as it is now on their cards: nothing else of them changed. */
  private async restock(productIds: readonly number[]): Promise<void> {
    const stocks = await this.source.readStocks(productIds);
    for (const [productId, stock] of stocks) {
      const card = this.cards.get(productId);
      if (card !== undefined) this.cards.set(productId, this.source.withStock(card, stock));
    }
  }

  /**
   * Everything, read in one snapshot (the changes of transactions unfinished in it are read next
   * time); nothing at all when the catalogue is past the size kept, so that its memory is freed.
   */
  private async loadEverything(): Promise<void> {
    if ((await this.source.countProducts()) > this.options.maxProducts) {
      this.forgetEverything();
      return;
    }
    const documents = this.searches.loading();
    const entries = this.listings.loading();
    const cards = new Map<number, Card>();
    const { reference, unseenFrom } = await this.source.readEverything((rows) => {
      if (rows.documents !== undefined) documents.add(rows.documents);
      if (rows.entries !== undefined) entries.add(rows.entries);
      for (const { productId, card } of rows.cards ?? []) cards.set(productId, card);
    });
    documents.install();
    entries.install(reference);
    this.cards = cards;
    this.held = true;
    this.unseenFrom = unseenFrom;
    this.applied = new Set();
  }

  /** The catalogue grew past the size kept: its memory is freed, and it is counted again in a while. */
  private forgetEverything(): void {
    this.held = false;
    this.countedAt = performance.now();
    this.searches.clear();
    this.listings.clear();
    this.cards = new Map();
    this.unseenFrom = null;
    this.applied = new Set();
  }
}

/**
 * The products to read again, and those of which only the stock changed (none of their changes
 * in the look touched anything else).
 */
function changedProducts(changes: readonly LoggedChange[]): { changed: number[]; restocked: number[] } {
  const changed = new Set(changes.flatMap(({ productId, stockOnly }) => (stockOnly ? [] : [productId])));
  const restocked = new Set(changes.flatMap(({ productId, stockOnly }) => (stockOnly && !changed.has(productId) ? [productId] : [])));
  return { changed: [...changed], restocked: [...restocked] };
}
