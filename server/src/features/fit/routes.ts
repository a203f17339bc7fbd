import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { userIdOf } from '../../http/authentication.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { ErrorAnswer } from '../../http/schema-kit.js';
import { ChartParams, ShopperSize, ShopperSizeBody } from './schemas.js';
import { keepShopperSize, shopperSizesOf } from './shopper-sizes.js';

/** Texts of the shopper's sizes. */
export const SHOPPER_SIZE_MESSAGES = { size: 'This size is not one of the chart.' } as const;

/** "Find my size" kept in the account: the size a shopper found per chart. */
export function fitRoutes({ db, auth }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['account'];
    const answers = { 200: Type.Array(ShopperSize), 401: ErrorAnswer, 404: ErrorAnswer, 422: ErrorAnswer };

    app.get('/api/account/sizes', { preHandler: auth.requireUser, schema: { tags, response: answers } }, async (request) => shopperSizesOf(db, userIdOf(request)));

    app.put('/api/account/sizes/:chart', { preHandler: auth.requireUser, schema: { tags, params: ChartParams, body: ShopperSizeBody, response: answers } }, async (request) => {
      const userId = userIdOf(request);
      const kept = await keepShopperSize(db, userId, request.params.chart, request.body.size, request.body.measurements);
      if (kept === 'no chart') throw notFound('size chart');
      if (kept === 'no size') throw unprocessable({ size: SHOPPER_SIZE_MESSAGES.size });
      return shopperSizesOf(db, userId);
    });
  };
}
