import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/types.js';
import { userIdOf } from '../../http/authentication.js';
import { notFound } from '../../http/errors.js';
import { ErrorAnswer, Id, Strict } from '../../http/schema-kit.js';
import { loadProductCards } from '../catalogue/product-cards.js';
import { Product } from '../catalogue/schemas.js';

const WishlistItem = Type.Object({ id: Id, product: Product, added_at: Type.String({ format: 'date-time' }) });
const Wishlist = Type.Array(WishlistItem);

/** The signed-in user's wishlist, newest first. */
async function wishlistOf(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('wishlist_items')
    .select(['id', 'product_id', 'added_at'])
    .where('user_id', '=', userId)
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const cards = new Map((await loadProductCards(db, rows.map((row) => row.product_id), userId)).map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const product = cards.get(row.product_id);
    return product === undefined ? [] : [{ id: row.id, product, added_at: row.added_at.toISOString() }];
  });
}

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
        const product = await db.selectFrom('products').select('id').where('id', '=', request.body.product_id).executeTakeFirst();
        if (product === undefined) throw notFound('product');
        await db
          .insertInto('wishlist_items')
          .values({ user_id: userId, product_id: product.id })
          .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
          .execute();
        return wishlistOf(db, userId);
      },
    );

    app.delete(
      '/api/products/wishlist/:product_id',
      { preHandler: auth.requireUser, schema: { tags, params: Strict({ product_id: Id }), response: answers } },
      async (request) => {
        const userId = userIdOf(request);
        const deleted = await db
          .deleteFrom('wishlist_items')
          .where('user_id', '=', userId)
          .where('product_id', '=', request.params.product_id)
          .executeTakeFirst();
        if (deleted.numDeletedRows === 0n) throw notFound('wishlist item');
        return wishlistOf(db, userId);
      },
    );
  };
}
