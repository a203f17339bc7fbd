import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkSearchTerm, SEARCH_TERM_TOO_SHORT } from '../../../../src/domain/search-term.js';
import { AnswerCache } from '../../http/answer-cache.js';
import { ReadyAnswers, sendCachedJson } from '../../http/cached-json.js';
import { optionalUserId } from '../../http/authentication.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { ErrorAnswer, pageOf } from '../../http/schema-kit.js';
import { listingAnswerText, searchAnswerText } from './answer-texts.js';
import { breadcrumbsOf, childrenOf, findCategory, popularCategories } from './categories.js';
import { loadHome } from './home.js';
import { type ListingFilters, type ListingSort, listOf } from './listing-index.js';
import { loadProductDetail } from './product-detail.js';
import * as S from './schemas.js';
import { CatalogueInMemory } from './catalogue-in-memory.js';
import { categoriesOfTag, findTag } from './tags.js';
import { withWishlistMarks } from './wishlist-marks.js';

/** Catalogue reads: search, listings, category/tag pages, product detail, home. */
export function catalogueRoutes({ db, auth, config }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Public answers are computed for nobody in particular and shared; a signed-in user's
    // wishlist marks are laid over them per request.
    const ttl = config.catalogueCacheTtlMs;
    const pages = new AnswerCache<ReturnType<typeof listing>>(ttl);
    const searches = new AnswerCache<ReturnType<typeof searchAnswerText>>(ttl);
    const details = new AnswerCache<NonNullable<Awaited<ReturnType<typeof loadProductDetail>>>>(ttl);
    const homes = new AnswerCache<Awaited<ReturnType<typeof loadHome>>>(ttl);
    // A guest's repeat of a listing URL is answered before validation and the handler run.
    const readyListings = new ReadyAnswers();
    // The search index and the product cards, in memory and following the database.
    const inMemory = new CatalogueInMemory(db);
    app.addHook('onReady', () => {
      inMemory.warmUp().catch((error: Error) => app.log.warn(`[catalogue] not in memory yet: ${error.message}`));
    });

    /** A listing page, shared per URL: as cached JSON text for a guest, with wishlist marks for a user. */
    const sendListing = async (request: FastifyRequest, reply: FastifyReply, compute: () => Promise<ReturnType<typeof listing>>) => {
      const userId = optionalUserId(request);
      if (userId === null) return sendCachedJson(reply, pages, request.url, compute, readyListings);
      const answer = (await pages.get(request.url, compute)).value();
      return { ...answer, rows: await withWishlistMarks(db, userId, answer.rows) };
    };

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
        const term = checked.term;
        const { page, perpage, offset } = pageOf(request.query.page, request.query.perpage);
        const key = `${term.toLowerCase()}|${page}|${perpage}`;
        const compute = async () => {
          await inMemory.synced();
          const { ids, total } = await inMemory.search.search(term, perpage, offset);
          return searchAnswerText(inMemory.cards.cardsOf(ids), total, page, perpage);
        };
        const userId = optionalUserId(request);
        if (userId === null) return sendCachedJson(reply, searches, key, compute);
        const answer = (await searches.get(key, compute)).value();
        return { ...answer, rows: await withWishlistMarks(db, userId, answer.rows) };
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
        onRequest: readyListings.serve,
        preHandler: auth.optional,
        schema: { tags: ['catalogue'], params: S.SlugParams, querystring: S.ListingQuery, response: { 200: S.ListingAnswer, 404: ErrorAnswer } },
      },
      async (request, reply) => {
        const compute = async () => {
          await inMemory.synced();
          const categoryId = inMemory.listings.categoryIdOf(request.params.slug);
          if (categoryId === undefined) throw notFound('category');
          return listing(filtersOf(request.query, { categoryId }), request.query);
        };
        return sendListing(request, reply, compute);
      },
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
        onRequest: readyListings.serve,
        preHandler: auth.optional,
        schema: { tags: ['catalogue'], params: S.SlugParams, querystring: S.TagListingQuery, response: { 200: S.ListingAnswer, 404: ErrorAnswer } },
      },
      async (request, reply) => {
        const compute = async () => {
          await inMemory.synced();
          const tagId = inMemory.listings.tagIdOf(request.params.slug);
          if (tagId === undefined) throw notFound('tag');
          // An unknown category narrows to nothing rather than being ignored.
          const { category } = request.query;
          const categoryId = category === undefined ? undefined : (inMemory.listings.categoryIdOf(category) ?? 0);
          return listing(filtersOf(request.query, { tagId, categoryId }), request.query);
        };
        return sendListing(request, reply, compute);
      },
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
          return found;
        };
        const userId = optionalUserId(request);
        if (userId === null) return sendCachedJson(reply, details, request.params.slug, compute);
        const product = await details.get(request.params.slug, compute);
        const [marked] = await withWishlistMarks(db, userId, [product]);
        return { ...product, in_wishlist: marked?.in_wishlist ?? false, related: await withWishlistMarks(db, userId, product.related) };
      },
    );

    app.get(
      '/api/home',
      { preHandler: auth.optional, schema: { tags: ['catalogue'], response: { 200: S.HomeAnswer } } },
      async (request, reply) => {
        const userId = optionalUserId(request);
        if (userId === null) return sendCachedJson(reply, homes, 'home', () => loadHome(db));
        const home = await homes.get('home', () => loadHome(db));
        return {
          ...home,
          featured: await withWishlistMarks(db, userId, home.featured),
          new_arrivals: await withWishlistMarks(db, userId, home.new_arrivals),
        };
      },
    );

    /** A page of a listing from memory (call after `inMemory.synced()`). */
    function listing(filters: ListingFilters, query: { page?: number; perpage?: number; sort?: ListingSort }) {
      const { page, perpage, offset } = pageOf(query.page, query.perpage);
      const { ids, total, facets } = inMemory.listings.currentIndex().listing(filters, query.sort ?? 'newest', perpage, offset);
      return listingAnswerText(inMemory.cards.cardsOf(ids), total, page, perpage, facets);
    }
  };
}

function filtersOf(
  query: { size?: string; color?: string; brand?: string; price_min?: number; price_max?: number },
  scope: Pick<ListingFilters, 'categoryId' | 'tagId'>,
): ListingFilters {
  return {
    ...scope,
    sizes: listOf(query.size),
    colors: listOf(query.color),
    brands: listOf(query.brand),
    priceMin: query.price_min,
    priceMax: query.price_max,
  };
}
