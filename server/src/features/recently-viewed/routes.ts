import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RECENTLY_VIEWED_LIMIT } from '../../../../src/domain/recently-viewed.js';
import type { AppContext } from '../../app-context.js';
import { optionalUserId, userIdOf } from '../../http/authentication.js';
import { ErrorAnswer, Id, Strict } from '../../http/schema-kit.js';
import { Product } from '../catalogue/schemas.js';
import { cardsInOrder, clearViews, mergeViews, viewsOf } from './recently-viewed.js';

const Cards = Type.Array(Product);
const View = Strict({ product_id: Id, viewed_at: Type.String({ format: 'date-time' }) });

/**
 * Recently viewed: the cards of a guest's list (kept on the device), and a signed-in shopper's
 * list in the account (a view recorded, or the device's list merged at sign-in; cleared).
 */
export function recentlyViewedRoutes({ db, clock, auth }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['recently viewed'];
    const accountCards = async (userId: number) => cardsInOrder(db, (await viewsOf(db, userId)).map((view) => view.productId), userId);

    app.get(
      '/api/recently-viewed/products',
      {
        preHandler: auth.optional,
        schema: {
          tags,
          description: "Cards of the products named (a guest's list from the device), in that order; unknown ids are left out.",
          querystring: Strict({ ids: Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,11}$' }) }),
          response: { 200: Cards, 422: ErrorAnswer },
        },
      },
      async (request) => cardsInOrder(db, request.query.ids.split(',').map(Number), optionalUserId(request)),
    );

    app.get('/api/account/recently-viewed', { preHandler: auth.requireUser, schema: { tags, response: { 200: Cards, 401: ErrorAnswer } } }, async (request) =>
      accountCards(userIdOf(request)),
    );

    app.put(
      '/api/account/recently-viewed',
      {
        preHandler: auth.requireUser,
        schema: {
          tags,
          description: 'Merges views into the account\'s list (each product once, at its latest view, newest first, at most 12): one view just made, or the device\'s list at sign-in. Answers the list.',
          body: Strict({ views: Type.Array(View, { maxItems: RECENTLY_VIEWED_LIMIT }) }),
          response: { 200: Cards, 401: ErrorAnswer, 422: ErrorAnswer },
        },
      },
      async (request) => {
        const userId = userIdOf(request);
        const views = request.body.views.map((view) => ({ productId: view.product_id, viewedAt: view.viewed_at }));
        const merged = await mergeViews(db, userId, views, clock.now());
        return cardsInOrder(db, merged.map((view) => view.productId), userId);
      },
    );

    app.delete('/api/account/recently-viewed', { preHandler: auth.requireUser, schema: { tags, response: { 200: Cards, 401: ErrorAnswer } } }, async (request) => {
      await clearViews(db, userIdOf(request));
      return [];
    });
  };
}
