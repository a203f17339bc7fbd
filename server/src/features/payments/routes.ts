import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { ownerFilter } from '../../http/authentication.js';
import { ApiError, notFound } from '../../http/errors.js';
import { ErrorAnswer, Id, Strict } from '../../http/schema-kit.js';
import { findOwnOrderToPay, findOwnSessionStatus, openPaymentSession } from './sessions.js';

export const NOT_A_CARD_ORDER = 'This order is not paid by card.';
export const NOT_AWAITING_PAYMENT = 'This order is not awaiting payment.';

const SessionAnswer = Type.Object({ session_id: Type.String(), merchant_state: Type.String(), checkout_script_url: Type.String() });
const SessionStatus = Type.Object({ status: Type.Enum(['pending', 'approved', 'declined', 'cancelled']), order_id: Id });

/** Payment sessions of card orders, for the hosted-checkout flow. */
export function paymentRoutes({ db, clock, auth, config, sweepUnpaidOrders }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['checkout'];

    app.post(
      '/api/payments/sessions',
      {
        preHandler: auth.requireAny,
        schema: { tags, body: Strict({ order_id: Id }), response: { 200: SessionAnswer, 401: ErrorAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 422: ErrorAnswer } },
      },
      async (request) => {
        await sweepUnpaidOrders();
        const order = await findOwnOrderToPay(db, ownerFilter(request), request.body.order_id);
        if (order === undefined) throw notFound('order');
        if (order.payment_method !== 'card') throw new ApiError(409, NOT_A_CARD_ORDER);
        if (order.status !== 'pending_payment') throw new ApiError(409, NOT_AWAITING_PAYMENT);
        const session = await openPaymentSession(db, order.id, clock.now());
        // The order changed between the look and the lock (paid, placed or cancelled meanwhile).
        if (session === undefined) throw new ApiError(409, NOT_AWAITING_PAYMENT);
        return { session_id: session.id, merchant_state: session.merchant_state, checkout_script_url: config.checkoutScriptUrl };
      },
    );

    app.get(
      '/api/payments/sessions/:id',
      {
        preHandler: auth.requireAny,
        schema: { tags, params: Strict({ id: Type.String({ maxLength: 64 }) }), response: { 200: SessionStatus, 401: ErrorAnswer, 404: ErrorAnswer } },
      },
      async (request) => {
        await sweepUnpaidOrders();
        const session = await findOwnSessionStatus(db, ownerFilter(request), request.params.id);
        if (session === undefined) throw notFound('payment session');
        return session;
      },
    );
  };
}
