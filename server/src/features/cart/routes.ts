import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../app-context.js';
import { AnswerCache } from '../../http/answer-cache.js';
import { userIdOf } from '../../http/authentication.js';
import { ErrorAnswer } from '../../http/schema-kit.js';
import { priceRequestedLines } from './cart-lines.js';
import { checkCoupon, findCoupons } from './coupons.js';
import { priceLines, subtotalOf } from './pricing.js';
import * as S from './schemas.js';
import { addCouponToCart, addToCart, cartLinesOf, readCart, removeCouponFromCart, replaceCart } from './server-cart.js';

/** The signed-in user's server cart, the guest quote, and coupon checks. */
export function cartRoutes({ db, clock, auth, config, quotedProducts }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Guest quotes read the catalogue as its cached answers do (up to the cache time old); orders never.
    const quotedCoupons = new AnswerCache<Awaited<ReturnType<typeof findCoupons>>>(config.catalogueCacheTtlMs, 500);
    const couponsFor = (codes: string[]) => quotedCoupons.get(codes.join('\n'), () => findCoupons(db, codes));
    const tags = ['cart'];
    const userOnly = { preHandler: auth.requireUser };
    const answers = { 200: S.Cart, 401: ErrorAnswer, 422: ErrorAnswer };

    app.get('/api/products/cart', { ...userOnly, schema: { tags, response: answers } }, async (request) =>
      readCart(db, userIdOf(request), clock.now()),
    );

    app.post('/api/products/cart', { ...userOnly, schema: { tags, body: S.AddItemsBody, response: answers } }, async (request) => {
      const userId = userIdOf(request);
      await addToCart(db, userId, request.body.items);
      return readCart(db, userId, clock.now());
    });

    app.put('/api/products/cart', { ...userOnly, schema: { tags, body: S.ReplaceItemsBody, response: answers } }, async (request) => {
      const userId = userIdOf(request);
      await replaceCart(db, userId, request.body.items);
      return readCart(db, userId, clock.now());
    });

    app.post('/api/products/cart/coupons', { ...userOnly, schema: { tags, body: S.CouponBody, response: answers } }, async (request) => {
      const userId = userIdOf(request);
      const subtotal = subtotalOf(await cartLinesOf(db, userId));
      const coupon = await checkCoupon(db, request.body.code, subtotal, clock.now());
      await addCouponToCart(db, userId, coupon.id);
      return readCart(db, userId, clock.now());
    });

    app.delete(
      '/api/products/cart/coupons/:code',
      { ...userOnly, schema: { tags, params: S.CouponParams, response: answers } },
      async (request) => {
        const userId = userIdOf(request);
        await removeCouponFromCart(db, userId, request.params.code);
        return readCart(db, userId, clock.now());
      },
    );

    app.post('/api/products/cart/quote', { schema: { tags, body: S.QuoteBody, response: answers } }, async (request) => {
      const [items, coupons] = await Promise.all([priceRequestedLines(quotedProducts.load, request.body.items), couponsFor(request.body.coupons)]);
      return { items, coupons: priceLines(items, coupons, clock.now()).coupons };
    });

    app.post(
      '/api/coupons/check',
      { schema: { tags, body: S.CouponCheckBody, response: { 200: S.Coupon, 422: ErrorAnswer } } },
      async (request) => {
        const lines = await priceRequestedLines(quotedProducts.load, request.body.items);
        const coupon = await checkCoupon(db, request.body.code, subtotalOf(lines), clock.now());
        const [answer] = priceLines(lines, [coupon], clock.now()).coupons;
        if (answer === undefined) throw new Error('a checked coupon always prices');
        return answer;
      },
    );
  };
}
