import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { userIdOf } from '../../http/authentication.js';
import { ApiError, notFound, unprocessable } from '../../http/errors.js';
import { rateLimitOf } from '../../http/rate-limit.js';
import { ErrorAnswer } from '../../http/schema-kit.js';
import type { Database } from '../../db/types.js';
import type { Kysely } from 'kysely';
import { REVIEW_MESSAGES, REVIEWS_PAGE_SIZE, plainReviewText, reviewErrors, reviewRefusal } from '../../../../src/domain/reviews.js';
import type { FitVerdict } from '../../../../src/domain/fit-summary.js';
import { Review, ReviewBody, ReviewParams, ReviewsAnswer, ReviewsQuery, ProductParams } from './schemas.js';
import { authorNameOf, hasBought, ownReviewOf, reportReview, reviewPageOf, reviewSummaryOf, sizesOf } from './reviews.js';

/** Reviews written, edited and reported per client address: 10 per 15 minutes. */
const DEFAULT_REVIEW_LIMIT = { max: 10, timeWindowMs: 15 * 60_000 };

/** The draft as it is kept: plain text, checked against the product's sizes; a 422 otherwise. */
function checkedDraft(body: Static<typeof ReviewBody>, sizes: readonly string[]) {
  const draft = { rating: body.rating, size: body.size, fit: body.fit, title: plainReviewText(body.title ?? ''), text: plainReviewText(body.text ?? '') };
  const errors = reviewErrors(draft, sizes);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { ...draft, fit: draft.fit as FitVerdict };
}

async function reviewOwnedBy(db: Kysely<Database>, reviewId: number, userId: number) {
  const review = await db.selectFrom('reviews').select(['id', 'product_id', 'user_id']).where('id', '=', reviewId).executeTakeFirst();
  // Another shopper's review answers as if it did not exist.
  if (review === undefined || review.user_id !== userId) throw new ApiError(404, REVIEW_MESSAGES.notFound);
  return review;
}

/**
 * Reviews by buyers: read by anyone, written once per buyer and product, reported by signed-in
 * shoppers. Each change drops this instance's cached product answer at once (other instances hear
 * of it through migration 0030's notifications).
 */
export function reviewRoutes({ db, auth, config, catalogue }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['reviews'];
    const rateLimit = rateLimitOf(config.rateLimits.review ?? DEFAULT_REVIEW_LIMIT);
    const errors = { 401: ErrorAnswer, 403: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 422: ErrorAnswer, 429: ErrorAnswer };

    app.get(
      '/api/products/:id/reviews',
      { preHandler: auth.optional, schema: { tags, params: ProductParams, querystring: ReviewsQuery, response: { 200: ReviewsAnswer, ...errors } } },
      async (request, reply) => {
        const productId = request.params.id;
        const userId = request.principal?.kind === 'user' ? request.principal.userId : null;
        const page = request.query.page ?? 1;
        if ((await sizesOf(db, productId)) === null) throw notFound('product');
        const [summary, rows, mine, bought] = await Promise.all([
          reviewSummaryOf(db, productId),
          reviewPageOf(db, productId, request.query.sort ?? 'newest', page, userId),
          userId === null ? null : ownReviewOf(db, productId, userId),
          userId === null ? false : hasBought(db, userId, productId),
        ]);
        reply.header('cache-control', 'private, no-cache');
        return {
          summary,
          rows,
          page,
          count: Math.ceil(summary.count / REVIEWS_PAGE_SIZE),
          total: summary.count,
          mine,
          refusal: reviewRefusal({ signedIn: userId !== null, bought, reviewed: mine !== null }),
        };
      },
    );

    app.post(
      '/api/products/:id/reviews',
      { preHandler: auth.requireUser, config: { rateLimit }, schema: { tags, params: ProductParams, body: ReviewBody, response: { 201: Review, ...errors } } },
      async (request, reply) => {
        const userId = userIdOf(request);
        const productId = request.params.id;
        const sizes = await sizesOf(db, productId);
        if (sizes === null) throw notFound('product');
        if (!(await hasBought(db, userId, productId))) throw new ApiError(403, REVIEW_MESSAGES.buyersOnly);
        const draft = checkedDraft(request.body, sizes);
        const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
        const inserted = await db
          .insertInto('reviews')
          .values({ product_id: productId, user_id: userId, author_name: authorNameOf(user), rating: draft.rating, size: draft.size, fit: draft.fit, title: draft.title, body: draft.text })
          .onConflict((conflict) => conflict.constraint('reviews_one_per_shopper').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted === undefined) throw new ApiError(409, REVIEW_MESSAGES.alreadyReviewed);
        catalogue.forgetReviews([productId]);
        reply.status(201);
        return (await ownReviewOf(db, productId, userId))!;
      },
    );

    app.put(
      '/api/reviews/:id',
      { preHandler: auth.requireUser, config: { rateLimit }, schema: { tags, params: ReviewParams, body: ReviewBody, response: { 200: Review, ...errors } } },
      async (request) => {
        const userId = userIdOf(request);
        const review = await reviewOwnedBy(db, request.params.id, userId);
        const draft = checkedDraft(request.body, (await sizesOf(db, review.product_id)) ?? []);
        await db
          .updateTable('reviews')
          .set({ rating: draft.rating, size: draft.size, fit: draft.fit, title: draft.title, body: draft.text, updated_at: new Date() })
          .where('id', '=', review.id)
          .execute();
        catalogue.forgetReviews([review.product_id]);
        return (await ownReviewOf(db, review.product_id, userId))!;
      },
    );

    app.delete('/api/reviews/:id', { preHandler: auth.requireUser, schema: { tags, params: ReviewParams, response: { 204: Type.Null(), ...errors } } }, async (request, reply) => {
      const review = await reviewOwnedBy(db, request.params.id, userIdOf(request));
      await db.deleteFrom('reviews').where('id', '=', review.id).execute();
      catalogue.forgetReviews([review.product_id]);
      return reply.status(204).send(null);
    });

    app.post(
      '/api/reviews/:id/reports',
      { preHandler: auth.requireUser, config: { rateLimit }, schema: { tags, params: ReviewParams, response: { 204: Type.Null(), ...errors } } },
      async (request, reply) => {
        const userId = userIdOf(request);
        const review = await db.selectFrom('reviews').select(['id', 'product_id', 'user_id', 'status']).where('id', '=', request.params.id).executeTakeFirst();
        if (review === undefined || review.status === 'removed') throw new ApiError(404, REVIEW_MESSAGES.notFound);
        if (review.user_id === userId) throw unprocessable({ review: REVIEW_MESSAGES.ownReport }, REVIEW_MESSAGES.ownReport);
        if ((await reportReview(db, review.id, userId)) !== review.status) catalogue.forgetReviews([review.product_id]);
        return reply.status(204).send(null);
      },
    );
  };
}
