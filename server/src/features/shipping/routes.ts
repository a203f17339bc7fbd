import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../app-context.js';
import { ownerFilter } from '../../http/authentication.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { ErrorAnswer } from '../../http/schema-kit.js';
import { NOT_SHIPPABLE } from '../../../../src/domain/shipping-fee.js';
import * as S from './schemas.js';
import { ownAddressWithFee } from './shipping-fee.js';

/**
 * The shipping fee of one of the owner's addresses (users and guests). Its path is the spec's
 * (§7), under /api/products like the cart's; the feature is named for what it answers.
 */
export function shippingRoutes({ db, auth, config }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/api/products/shipping-fee',
      {
        preHandler: auth.requireAny,
        schema: { tags: ['checkout'], body: S.ShippingFeeBody, response: { 200: S.ShippingFee, 401: ErrorAnswer, 404: ErrorAnswer, 422: ErrorAnswer } },
      },
      async (request) => {
        const found = await ownAddressWithFee(db, ownerFilter(request), request.body.address_id, config.freeDeliveryFrom);
        if (found === undefined) throw notFound('address');
        if (found.fee === null) throw unprocessable({ address_id: NOT_SHIPPABLE });
        return found.fee;
      },
    );
  };
}
