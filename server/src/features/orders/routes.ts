import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../app-context.js';
import { ownerFilter } from '../../http/authentication.js';
import { concurrencyLimit } from '../../http/concurrency-limit.js';
import { notFound } from '../../http/errors.js';
import { ErrorAnswer, pagedAnswer, pageOf } from '../../http/schema-kit.js';
import { findOwnOrder, ownOrdersPage } from './orders.js';
import { publicOriginOf } from '../../http/public-origin.js';
import { confirmOrderBy } from './order-mail.js';
import { changePaymentMethod } from './order-payment.js';
import { placeOrder } from './place-order.js';
import * as S from './schemas.js';

/** Placing orders, and the owner's orders (users and guests). */
export function orderRoutes({ db, clock, auth, outbox, config, sweepUnpaidOrders }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    // A burst of orders must not take every pooled connection from the shoppers browsing.
    const placing = concurrencyLimit(config.orderConcurrency);
    const tags = ['checkout'];

    app.post(
      '/api/orders',
      {
        preHandler: auth.requireAny,
        schema: {
          tags,
          summary: 'Place an order; the same Idempotency-Key answers the same order',
          headers: S.IdempotencyHeaders,
          body: S.PlaceOrderBody,
          response: { 200: S.Order, 201: S.Order, 401: ErrorAnswer, 409: S.StockConflict, 422: ErrorAnswer },
        },
      },
      async (request, reply) => {
        await sweepUnpaidOrders();
        const confirm = confirmOrderBy(outbox, publicOriginOf(config, request));
        const { order, created } = await placing(() => placeOrder(db, ownerFilter(request), request.headers['idempotency-key'], request.body, clock.now(), confirm));
        return reply.status(created ? 201 : 200).send(order);
      },
    );

    app.put(
      '/api/orders/:id/payment-method',
      {
        preHandler: auth.requireAny,
        schema: {
          tags,
          summary: 'Pay the same unpaid card order again, or by cash on delivery (one order per checkout attempt)',
          params: S.OrderParams,
          body: S.PaymentMethodBody,
          response: { 200: S.Order, 401: ErrorAnswer, 404: ErrorAnswer, 409: S.PaymentMethodConflict, 422: ErrorAnswer },
        },
      },
      async (request) => {
        await sweepUnpaidOrders();
        const owner = ownerFilter(request);
        // Cash on delivery is confirmed now, once; a card order when the gateway approves it.
        const confirm = confirmOrderBy(outbox, publicOriginOf(config, request));
        const { id } = await placing(() => changePaymentMethod(db, owner, request.params.id, request.body.payment_method, clock.now(), confirm));
        const order = await findOwnOrder(db, owner, id);
        if (order === undefined) throw notFound('order');
        return order;
      },
    );

    app.get(
      '/api/account/orders',
      { preHandler: auth.requireAny, schema: { tags: ['account'], querystring: S.OrdersQuery, response: { 200: S.OrdersPage, 401: ErrorAnswer } } },
      async (request) => {
        const owner = ownerFilter(request);
        const { page, perpage, offset } = pageOf(request.query.page, request.query.perpage);
        const { orders, total } = await ownOrdersPage(db, owner, perpage, offset);
        return pagedAnswer(orders, total, page, perpage);
      },
    );

    app.get(
      '/api/account/orders/:id',
      { preHandler: auth.requireAny, schema: { tags: ['account'], params: S.OrderParams, response: { 200: S.Order, 401: ErrorAnswer, 404: ErrorAnswer } } },
      async (request) => {
        const order = await findOwnOrder(db, ownerFilter(request), request.params.id);
        if (order === undefined) throw notFound('order');
        return order;
      },
    );
  };
}
