/**
 * What the catalogue's routes answer from, built once per app (app.ts): the engine, PostgreSQL
 * when the catalogue is past the size the engine keeps, and the answer caches in front of both.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/types.js';
import { AnswerCache } from '../../http/answer-cache.js';
import { ReadyAnswers, type ReadyText } from '../../http/cached-json.js';
import type { listingAnswerText, searchAnswerText } from './answer-texts.js';
import { postgresCatalogueSource } from './catalogue-source.js';
import { listingFromDatabase, searchFromDatabase, wordsOfLexemes } from './database-reads.js';
import { type CatalogueEngine, createCatalogueEngine, type EngineListing, type EngineSearch, type EngineSearchAnswer, type ListingQuery, NOT_HELD, type SearchOptions, searchWords } from './engine/index.js';
import type { loadHome } from './home.js';
import { loadProductCards } from './product-cards.js';
import type { loadProductDetail } from './product-detail.js';
import { readyCard } from './ready-cards.js';

/** Search and listings, from memory or, past the size kept, from PostgreSQL: the same answers either way. */
export interface CatalogueReads {
  /** Reads everything into memory and builds the indexes (at start-up, in the background). */
  warmUp(): Promise<void>;
  /** How long ago the copy in memory last caught up with the database (ms); undefined before its first load. */
  copyAgeMs(): number | undefined;
  /**
   * With the words searched when a typo was corrected (else null). A typo is corrected only from
   * memory: PostgreSQL's reads need the vocabulary the copy holds (database-reads.ts).
   */
  search(term: string, limit: number, offset: number, options?: SearchOptions): Promise<EngineSearch<ReadyText> & { correctedTerm: string | null }>;
  /** undefined when the listing's category or tag does not exist. */
  listing(query: ListingQuery, limit: number, offset: number): Promise<EngineListing<ReadyText> | undefined>;
}

/** The catalogue's reads and caches. Public answers are computed for nobody in particular and shared. */
export interface CatalogueContext {
  reads: CatalogueReads;
  caches: {
    listings: AnswerCache<ReturnType<typeof listingAnswerText>>;
    searches: AnswerCache<ReturnType<typeof searchAnswerText>>;
    details: AnswerCache<NonNullable<Awaited<ReturnType<typeof loadProductDetail>>>>;
    homes: AnswerCache<Awaited<ReturnType<typeof loadHome>>>;
    /** A guest's repeat of a listing URL, answered before validation and the handler run. */
    readyListings: ReadyAnswers;
  };
  /** Notes which product and variants a product detail answer shows, so that their changes drop it. */
  rememberDetail(slug: string, productId: number, variantIds: readonly number[]): void;
  /**
   * These variants' stock changed (the stock notifications; `null`: any may have): the product
   * answers that show them are dropped, so a size sold out reads so within a moment, not after
   * the cache's time. `null` (a catalogue import, a bulk change, a reconnection) drops every
   * catalogue answer: listings and searches are read again from the catalogue copy, which
   * follows the changes log.
   */
  forgetStock(variantIds: readonly number[] | null): void;
  /**
   * These products' reviews changed (`null`: any may have): their product answers, whose JSON-LD
   * carries the rating and the first reviews, are dropped, so the next page shows the change.
   * Their cards follow through the changes log (migration 0018).
   */
  forgetReviews(productIds: readonly number[] | null): void;
}

/** Reads from `engine`, and from `db` while it answers NOT_HELD. */
export function catalogueReads(db: Kysely<Database>, engine: CatalogueEngine<ReadyText>): CatalogueReads {
  const cardsOf = async (ids: number[], shownColors: readonly string[] = []) => (await loadProductCards(db, ids, null, shownColors)).map(readyCard);
  /** The term's words with each typo replaced by the word it was read as, as the found products write it; null when none was corrected. */
  const correctedTermOf = async (term: string, found: EngineSearchAnswer<ReadyText>): Promise<string | null> => {
    if (found.corrections.length === 0) return null;
    const readable = await wordsOfLexemes(db, found.corrections.map((correction) => correction.lexeme), found.ids);
    const asRead = new Map(found.corrections.map(({ word, lexeme }) => [word, readable.get(lexeme) ?? lexeme]));
    return searchWords(term).map((word) => asRead.get(word) ?? word).join(' ');
  };
  return {
    warmUp: () => engine.warmUp(),
    copyAgeMs: () => engine.copyAgeMs(),
    async search(term, limit, offset, options) {
      const held = await engine.search(term, limit, offset, options);
      if (held !== NOT_HELD) return { cards: held.cards, total: held.total, correctedTerm: await correctedTermOf(term, held) };
      const { ids, total } = await searchFromDatabase(db, term, limit, offset);
      return { cards: await cardsOf(ids), total, correctedTerm: null };
    },
    async listing(query, limit, offset) {
      const { colors } = query.filters;
      const held = await engine.listing(query, limit, offset);
      if (held !== NOT_HELD) {
        // Cards in memory show each product's own colour: a page filtered by colour reads its cards in that colour (one query).
        return held === undefined || colors.length === 0 ? held : { ...held, cards: await cardsOf(held.ids, colors) };
      }
      const found = await listingFromDatabase(db, query.scope, query.filters, query.sort, limit, offset);
      return found === undefined ? undefined : { ids: found.ids, cards: await cardsOf(found.ids, colors), total: found.total, facets: found.facets };
    },
  };
}

/** The catalogue of the store in `db`, kept in memory up to `config.catalogueInMemoryMaxProducts` products. */
export function createCatalogueContext(db: Kysely<Database>, config: Config): CatalogueContext {
  const ttl = config.catalogueCacheTtlMs;
  const engine = createCatalogueEngine(postgresCatalogueSource(db), { maxProducts: config.catalogueInMemoryMaxProducts });
  const details = new AnswerCache<NonNullable<Awaited<ReturnType<typeof loadProductDetail>>>>(ttl);
  /** The product answer (its slug) each variant shows in, and each product's. */
  const detailOfVariant = new Map<number, string>();
  const detailOfProduct = new Map<number, string>();
  const caches = {
    listings: new AnswerCache<ReturnType<typeof listingAnswerText>>(ttl),
    searches: new AnswerCache<ReturnType<typeof searchAnswerText>>(ttl),
    details,
    homes: new AnswerCache<Awaited<ReturnType<typeof loadHome>>>(ttl),
    readyListings: new ReadyAnswers(),
  };
  return {
    reads: catalogueReads(db, engine),
    caches,
    rememberDetail(slug, productId, variantIds) {
      detailOfProduct.set(productId, slug);
      for (const id of variantIds) detailOfVariant.set(id, slug);
    },
    forgetStock(variantIds) {
      if (variantIds === null) {
        details.forgetAll();
        caches.listings.forgetAll();
        caches.searches.forgetAll();
        caches.homes.forgetAll();
        caches.readyListings.forgetAll();
        detailOfVariant.clear();
        detailOfProduct.clear();
        return;
      }
      for (const id of variantIds) {
        const slug = detailOfVariant.get(id);
        if (slug !== undefined) details.forget(slug);
      }
    },
    forgetReviews(productIds) {
      if (productIds === null) {
        details.forgetAll();
        return;
      }
      for (const id of productIds) {
        const slug = detailOfProduct.get(id);
        if (slug !== undefined) details.forget(slug);
      }
    },
  };
}
