import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ownerFilter } from '../../http/authentication.js';
import { BulkheadFull, concurrencyLimit } from '../../http/concurrency-limit.js';
import { ApiError, notFound } from '../../http/errors.js';
import { ErrorAnswer, pagedAnswer, pageOf } from '../../http/schema-kit.js';
import { findOwnOrder, ownOrdersPage } from './orders.js';
import { ADMISSION_CONNECTIONS, type BuyerFacts, buyerFactsReader, earlyRefusal } from './order-admission.js';
import type { StockShortage } from './order-lines.js';
import { publicOriginOf } from '../../http/public-origin.js';
import { confirmOrderBy, confirmPlacedOrderBy } from './order-mail.js';
import { orderIdBlocks } from './order-ids.js';
import { claimTokens, confirmationFactsOf } from './guest-order-claim.js';
import { changePaymentMethod } from './order-payment.js';
import { placeOrder, requestFingerprint } from './place-order.js';
import * as S from './schemas.js';

/**
 * An answer this small (TCP's first flight, 10 segments) reaches the shopper in the same round trip
 * compressed or not: an order's answer (2-3 kB) is sent as it is. Compressing it on every order
 * was a tenth of the app's time per order; a very long order's answer is still compressed.
 */
const FIRST_FLIGHT_BYTES = 14_000;

/** The answer to an order refused because too many are waiting (503 with `Retry-After`). */
export const ORDERS_BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';

/** Turns a bulkhead's refusal into the 503 answer; any other error goes on as it is. */
function busyAnswer(reply: FastifyReply, error: unknown): unknown {
  if (!(error instanceof BulkheadFull)) return error;
  reply.header('retry-after', String(error.retryAfterSeconds));
  return new ApiError(503, ORDERS_BUSY_MESSAGE);
}

/** Placing orders, and the owner's orders (users and guests). */
export function orderRoutes({ db, orderDb, admissionDb, clock, auth, outbox, config, sweepUnpaidOrders, unitsLeft }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    // A burst of orders must not take every pooled connection from the shoppers browsing, nor
    // keep buyers queueing for seconds: past the queue's bounds an order is refused at once.
    const placing = concurrencyLimit(config.orderConcurrency, { queueLimit: config.orderQueueLimit, maxWaitMs: config.orderQueueWaitMs });
    /** Runs an order's work, database work included, in the bulkhead; a refusal answers 503. */
    const placed = async <T>(reply: FastifyReply, work: () => Promise<T>, waitsItsTurn = false): Promise<T> => {
      try {
        return await placing(work, { waitsItsTurn });
      } catch (error) {
        throw busyAnswer(reply, error);
      }
    };
    /** onRequest: a full queue refuses at the door, before the token, the body or the database are looked at. */
    const door = async (_request: unknown, reply: FastifyReply) => {
      try {
        placing.admit();
      } catch (error) {
        throw busyAnswer(reply, error);
      }
    };
    const tags = ['checkout'];
    const nextOrderId = orderIdBlocks(orderDb);
    /** The buyer facts read with an order's token (authenticateBuyer), by request. */
    const buyers = new WeakMap<FastifyRequest, BuyerFacts>();
    const authenticateBuyer = buyerFactsReader(admissionDb, clock, ADMISSION_CONNECTIONS);

    app.post(
      '/api/orders',
      {
        // While a size with few units is followed, buyers pass the door: the queue's length says
        // nothing of a buyer the shelf cannot serve (409, read in a batch), nor of one whose size
        // other orders in flight contend for (it waits its turn, bounded by the units); the queue's
        // bounds still refuse any other order, once its lines are known.
        onRequest: async (request, reply) => (unitsLeft.following ? undefined : door(request, reply)),
        compress: { threshold: FIRST_FLIGHT_BYTES },
        // While a size is followed, the token and what the admission needs are read in one round trip.
        preHandler: async (request, reply) => {
          if (unitsLeft.following) buyers.set(request, await authenticateBuyer(request, { key: request.headers['idempotency-key'], items: request.body.items }));
          else await auth.requireAny(request, reply);
        },
        schema: {
          tags,
          summary: 'Place an order; the same Idempotency-Key answers the same order; 503 with Retry-After when too many are waiting',
          headers: S.IdempotencyHeaders,
          body: S.PlaceOrderBody,
          response: { 200: S.Order, 201: S.Order, 401: ErrorAnswer, 409: S.StockConflict, 422: ErrorAnswer, 503: ErrorAnswer },
        },
      },
      async (request, reply) => {
        const owner = ownerFilter(request);
        const key = request.headers['idempotency-key'];
        // A size whose units left the orders in flight already take is answered before the queue
        // (units-left.ts); a repeat of a key already placed still answers its order.
        const facts = buyers.get(request);
        const asked = facts?.asked ?? [];
        const short = unitsLeft.shortages(asked);
        if (facts !== undefined && short.length > 0) {
          const early = await earlyRefusal(db, owner, key, requestFingerprint(request.body), short, facts);
          if (early !== 'holding') return reply.status(200).send(early.repeat);
        }
        // Checked and claimed in one step: no other buyer's claim comes between.
        const claim = unitsLeft.claim(asked);
        const confirm = confirmPlacedOrderBy(outbox, publicOriginOf(config, request));
        // Unpaid card orders left too long give their units back beside this order, not before it:
        // a sweep of many would otherwise hold every buyer in the queue for seconds.
        sweepUnpaidOrders().catch((error: Error) => request.log.warn(`[orders] sweeping unpaid card orders failed: ${error.message}`));
        let committed = false;
        try {
          const { order, created } = await placed(
            reply,
            async () => placeOrder(orderDb, owner, key, request.body, clock.now(), { freeDeliveryFrom: config.freeDeliveryFrom, nextOrderId, confirm, committing: claim.committing }),
            claim.contended,
          );
          // A repeat (`created: false`) never sent a COMMIT of its own: its claim is only released.
          committed = created;
          return reply.status(created ? 201 : 200).send(order);
        } catch (error) {
          const lines = error instanceof ApiError && error.statusCode === 409 ? (error.extra.lines as StockShortage[] | undefined) : undefined;
          if (lines !== undefined) unitsLeft.observe(new Map(lines.map((line) => [line.product_id, line.available])));
          throw error;
        } finally {
          claim.end(committed);
        }
      },
    );

    app.put(
      '/api/orders/:id/payment-method',
      {
        onRequest: door,
        preHandler: auth.requireAny,
        schema: {
          tags,
          summary: 'Pay the same unpaid card order again, or by cash on delivery (one order per checkout attempt); 503 with Retry-After when too many orders are waiting',
          params: S.OrderParams,
          body: S.PaymentMethodBody,
          response: { 200: S.Order, 401: ErrorAnswer, 404: ErrorAnswer, 409: S.PaymentMethodConflict, 422: ErrorAnswer, 503: ErrorAnswer },
        },
      },
      async (request, reply) => {
        const owner = ownerFilter(request);
        // Cash on delivery is confirmed now, once; a card order when the gateway approves it.
        const confirm = confirmOrderBy(outbox, publicOriginOf(config, request));
        const { id } = await placed(reply, async () => {
          await sweepUnpaidOrders();
          return changePaymentMethod(orderDb, owner, request.params.id, request.body.payment_method, clock.now(), confirm);
        });
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

    const claims = claimTokens(db);
    app.get(
      '/api/account/orders/:id/confirmation',
      {
        preHandler: auth.requireAny,
        schema: {
          tags: ['checkout'],
          summary: 'Where the order\'s confirmation goes; for a guest\'s order, the token that brings it into an account created with that e-mail',
          params: S.OrderParams,
          response: { 200: S.OrderConfirmation, 401: ErrorAnswer, 404: ErrorAnswer },
        },
      },
      async (request) => {
        const facts = await confirmationFactsOf(db, claims, ownerFilter(request), request.params.id);
        if (facts === undefined) throw notFound('order');
        return facts;
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
