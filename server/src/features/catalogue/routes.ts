import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { checkSearchTerm, SEARCH_TERM_TOO_SHORT } from '../../../../src/domain/search-term.js';
import type { AppContext } from '../../app-context.js';
import type { AnswerCache } from '../../http/answer-cache.js';
import { type ReadyAnswers, sendCachedJson } from '../../http/cached-json.js';
import { optionalUserId } from '../../http/authentication.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { ErrorAnswer, pageOf } from '../../http/schema-kit.js';
import { listingAnswerText, searchAnswerText } from './answer-texts.js';
import { breadcrumbsOf, childrenOf, findCategory, popularCategories } from './categories.js';
import { type ListingPlace, type ListingSort, listOf } from './engine/index.js';
import { loadHome } from './home.js';
import type { ProductCard } from './product-cards.js';
import { loadProductDetail } from './product-detail.js';
import * as S from './schemas.js';
import { categoriesOfTag, findTag } from './tags.js';
import { withWishlistMarks } from './wishlist-marks.js';

interface ListingParams {
  page?: number;
  perpage?: number;
  sort?: ListingSort;
  size?: string;
  color?: string;
  brand?: string;
  price_min?: number;
  price_max?: number;
}

/** Catalogue reads: search, listings, category/tag pages, product detail, home (built in catalogue-context.ts). */
export function catalogueRoutes({ db, auth, catalogue }: AppContext): FastifyPluginAsyncTypebox {
  const { reads, caches } = catalogue;

  /**
   * A public answer shared per key: to a guest as the cached JSON itself (`ready`: kept to answer
   * a repeat before the route runs); to a signed-in shopper with their wishlist marks laid over it.
   */
  async function answer<V, T>(
    request: FastifyRequest,
    reply: FastifyReply,
    shared: { cache: AnswerCache<V>; key: string; compute: () => Promise<V>; ready?: ReadyAnswers },
    marked: (answer: V, userId: number) => Promise<T>,
  ): Promise<FastifyReply | T> {
    const userId = optionalUserId(request);
    if (userId === null) return sendCachedJson(reply, shared.cache, shared.key, shared.compute, shared.ready);
    return marked(await shared.cache.get(shared.key, shared.compute), userId);
  }

  /** A search or listing answer with the shopper's marks on its rows. */
  const markRows = async <V extends { rows: ProductCard[] }>(text: { value(): V }, userId: number): Promise<V> => {
    const value = text.value();
    return { ...value, rows: await withWishlistMarks(db, userId, value.rows) };
  };

  /** A page of a listing, shared per URL; 404 when its category or tag does not exist. */
  const listing = (request: FastifyRequest<{ Querystring: ListingParams }>, reply: FastifyReply, place: ListingPlace) => {
    const { query } = request;
    const compute = async () => {
      const { page, perpage, offset } = pageOf(query.page, query.perpage);
      const filters = { sizes: listOf(query.size), colors: listOf(query.color), brands: listOf(query.brand), priceMin: query.price_min, priceMax: query.price_max };
      const found = await reads.listing({ scope: place, filters, sort: query.sort ?? 'newest' }, perpage, offset);
      if (found === undefined) throw notFound(place.kind);
      return listingAnswerText(found.cards, found.total, page, perpage, found.facets);
    };
    return answer(request, reply, { cache: caches.listings, key: request.url, compute, ready: caches.readyListings }, markRows);
  };

  return async (app) => {
    app.post(
      '/api/products',
      {
        preHandler: auth.optional,
        schema: {
          tags: ['catalogue'],
          summary: 'Search products (spec §7): count is the number of pages',
          querystring: S.SearchQuery,
          body: S.SearchBody,
          response: { 200: S.SearchAnswer, 422: ErrorAnswer },
        },
      },
      async (request, reply) => {
        const checked = checkSearchTerm(request.body.search);
        if (checked.kind !== 'search') throw unprocessable({ search: SEARCH_TERM_TOO_SHORT });
        const { page, perpage, offset } = pageOf(request.query.page, request.query.perpage);
        const correct = request.body.correct !== false;
        const compute = async () => {
          const { cards, total, correctedTerm } = await reads.search(checked.term, perpage, offset, { correct });
          return searchAnswerText(cards, total, page, perpage, correctedTerm);
        };
        const key = `${checked.term.toLowerCase()}|${page}|${perpage}${correct ? '' : '|as-typed'}`;
        return answer(request, reply, { cache: caches.searches, key, compute }, markRows);
      },
    );

    app.get(
      '/api/categories/popular',
      { schema: { tags: ['catalogue'], response: { 200: Type.Array(S.Category) } } },
      async () => popularCategories(db),
    );

    app.get(
      '/api/categories/:slug',
      { schema: { tags: ['catalogue'], params: S.SlugParams, response: { 200: S.CategoryPage, 404: ErrorAnswer } } },
      async (request) => {
        const category = await findCategory(db, request.params.slug);
        if (category === undefined) throw notFound('category');
        const [breadcrumbs, children] = await Promise.all([breadcrumbsOf(db, category.id), childrenOf(db, category.id)]);
        return { name: category.name, unique_slug: category.unique_slug, description: category.description, breadcrumbs, children };
      },
    );

    app.get(
      '/api/categories/:slug/products',
      {
        onRequest: caches.readyListings.serve,
        preHandler: auth.optional,
        schema: { tags: ['catalogue'], params: S.SlugParams, querystring: S.ListingQuery, response: { 200: S.ListingAnswer, 404: ErrorAnswer } },
      },
      async (request, reply) => listing(request, reply, { kind: 'category', slug: request.params.slug }),
    );

    app.get(
      '/api/tags/:slug',
      { schema: { tags: ['catalogue'], params: S.SlugParams, response: { 200: S.TagPage, 404: ErrorAnswer } } },
      async (request) => {
        const tag = await findTag(db, request.params.slug);
        if (tag === undefined) throw notFound('tag');
        const categories = await categoriesOfTag(db, tag.id);
        return { name: tag.name, unique_slug: tag.unique_slug, description: tag.description, categories };
      },
    );

    app.get(
      '/api/tags/:slug/products',
      {
        onRequest: caches.readyListings.serve,
        preHandler: auth.optional,
        schema: { tags: ['catalogue'], params: S.SlugParams, querystring: S.TagListingQuery, response: { 200: S.ListingAnswer, 404: ErrorAnswer } },
      },
      async (request, reply) => listing(request, reply, { kind: 'tag', slug: request.params.slug, category: request.query.category }),
    );

    app.get(
      '/api/products/:slug',
      {
        preHandler: auth.optional,
        schema: { tags: ['catalogue'], params: S.SlugParams, response: { 200: S.ProductDetail, 404: ErrorAnswer } },
      },
      async (request, reply) => {
        const compute = async () => {
          const found = await loadProductDetail(db, request.params.slug);
          if (found === undefined) throw notFound('product');
          catalogue.rememberDetail(request.params.slug, found.id, found.variants.map((variant) => variant.id));
          return found;
        };
        return answer(request, reply, { cache: caches.details, key: request.params.slug, compute }, async (product, userId) => {
          const [marked] = await withWishlistMarks(db, userId, [product]);
          return { ...product, in_wishlist: marked?.in_wishlist ?? false, related: await withWishlistMarks(db, userId, product.related) };
        });
      },
    );

    app.get(
      '/api/home',
      { preHandler: auth.optional, schema: { tags: ['catalogue'], response: { 200: S.HomeAnswer } } },
      async (request, reply) =>
        answer(request, reply, { cache: caches.homes, key: 'home', compute: () => loadHome(db) }, async (home, userId) => ({
          ...home,
          featured: await withWishlistMarks(db, userId, home.featured),
          new_arrivals: await withWishlistMarks(db, userId, home.new_arrivals),
        })),
    );
  };
}
