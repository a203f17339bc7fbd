import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { userIdOf } from '../../http/authentication.js';
import { notFound } from '../../http/errors.js';
import { Cents, ErrorAnswer, Id, Strict } from '../../http/schema-kit.js';
import { Product } from '../catalogue/schemas.js';
import { addToWishlist, removeFromWishlist, wishlistOf } from './wishlist.js';

const WishlistItem = Type.Object({
  id: Id,
  product: Product,
  added_at: Type.String({ format: 'date-time' }),
  /** What the product was offered at when it was added (cents), to tell a price drop. */
  price_at_add: Cents,
});
const Wishlist = Type.Array(WishlistItem);

/** Wishlist calls (spec §7), users only. */
export function wishlistRoutes({ db, auth }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['wishlist'];
    const answers = { 200: Wishlist, 401: ErrorAnswer, 404: ErrorAnswer, 422: ErrorAnswer };

    app.get('/api/products/wishlist', { preHandler: auth.requireUser, schema: { tags, response: answers } }, async (request) =>
      wishlistOf(db, userIdOf(request)),
    );

    app.post(
      '/api/products/wishlist',
      { preHandler: auth.requireUser, schema: { tags, body: Strict({ product_id: Id }), response: answers } },
      async (request) => {
        const userId = userIdOf(request);
        if (!(await addToWishlist(db, userId, request.body.product_id))) throw notFound('product');
        return wishlistOf(db, userId);
      },
    );

    app.delete(
      '/api/products/wishlist/:product_id',
      { preHandler: auth.requireUser, schema: { tags, params: Strict({ product_id: Id }), response: answers } },
      async (request) => {
        const userId = userIdOf(request);
        if (!(await removeFromWishlist(db, userId, request.params.product_id))) throw notFound('wishlist item');
        return wishlistOf(db, userId);
      },
    );
  };
}
