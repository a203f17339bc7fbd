import { SANDBOX_CHECKOUT_SCRIPT as CHECKOUT_SCRIPT_PATH } from '../../config.js';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { CHECKOUT_SCRIPT, closedPage, GATEWAY_CSS, paymentPage } from './gateway-assets.js';
import { publicOriginOf } from '../../http/public-origin.js';
import { confirmOrderBy } from '../orders/order-mail.js';
import { decideGatewayPayment, findSessionWithOrder, type GatewayOutcome } from './sessions.js';

export { CHECKOUT_SCRIPT_PATH };
const DEFAULT_RETURN_PATH = '/checkout/payment';
const APPROVING_CARD = '4242424242424242';
const DECLINING_CARD = '4000000000000002';
export const SESSION_CLOSED = 'This payment session is closed.';
export const UNKNOWN_TEST_CARD = 'Use a sandbox test card: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines.';

/** Only same-origin paths: anything else could turn the gateway into an open redirect. */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : DEFAULT_RETURN_PATH;
}

function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (match === null || month < 1 || month > 12) return 'Enter the expiry as MM/YY.';
  const endOfMonth = new Date(Date.UTC(2000 + Number(match[2]), month, 1));
  return endOfMonth <= now ? 'This card has expired.' : null;
}

/**
 * The sandbox hosted-checkout gateway under /sandbox-gateway/: script, card page and the form
 * POST that decides the payment server-side.
 */
export function sandboxGateway({ db, clock, outbox, config, sweepUnpaidOrders }: AppContext): FastifyPluginAsync {
  return async (app) => {
    // The card page posts a plain HTML form; only this plugin accepts that encoding.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

    app.get(CHECKOUT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(CHECKOUT_SCRIPT),
    );

    app.get('/sandbox-gateway/gateway.css', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(GATEWAY_CSS),
    );

    app.get<{ Params: { sessionId: string }; Querystring: { return_url?: string; cancel_url?: string } }>(
      '/sandbox-gateway/pay/:sessionId',
      { schema: { hide: true } },
      async (request, reply) => {
        const returnUrl = safeReturnPath(request.query.return_url);
        const cancelUrl = safeReturnPath(request.query.cancel_url);
        // An order left unpaid too long is cancelled first: its page then says the session is closed.
        await sweepUnpaidOrders();
        const session = await findSessionWithOrder(db, request.params.sessionId);
        if (session === undefined) return html(reply, 404, closedPage('This payment session does not exist.', cancelUrl));
        if (session.status !== 'pending' || session.order_status !== 'pending_payment') return html(reply, 409, closedPage(SESSION_CLOSED, returnUrl));
        return html(reply, 200, paymentPage({ sessionId: session.id, orderNumber: session.number, total: session.total, returnUrl, cancelUrl }));
      },
    );

    app.post<{ Params: { sessionId: string }; Body: Record<string, string | undefined> }>(
      '/sandbox-gateway/pay/:sessionId',
      { schema: { hide: true } },
      async (request, reply) => {
        const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
        const returnUrl = safeReturnPath(form.return_url);
        const cancelUrl = safeReturnPath(form.cancel_url);
        // An order left unpaid too long is cancelled first: its page then says the session is closed.
        await sweepUnpaidOrders();
        const session = await findSessionWithOrder(db, request.params.sessionId);
        if (session === undefined) return html(reply, 404, closedPage('This payment session does not exist.', cancelUrl));
        if (session.status !== 'pending' || session.order_status !== 'pending_payment') return html(reply, 409, closedPage(SESSION_CLOSED, returnUrl));

        if (form.action === 'cancel') {
          await decideGatewayPayment(db, clock, session.id, 'cancelled');
          return reply.redirect(cancelUrl, 303);
        }
        const card = (form.card_number ?? '').replace(/[\s-]/g, '');
        const problem =
          card !== APPROVING_CARD && card !== DECLINING_CARD
            ? UNKNOWN_TEST_CARD
            : (expiryProblem(form.expiry ?? '', clock.now()) ?? (/^\d{3,4}$/.test(form.cvc ?? '') ? null : 'Enter the 3 or 4 digit CVC.'));
        if (problem !== null) {
          const model = { sessionId: session.id, orderNumber: session.number, total: session.total, returnUrl, cancelUrl, error: problem };
          return html(reply, 422, paymentPage(model));
        }
        const outcome: GatewayOutcome = card === APPROVING_CARD ? 'approved' : 'declined';
        // Decided under the order's lock before the card is charged: a session closed meanwhile (a
        // newer session, cash on delivery chosen, the order expired) is refused, never redirected as paid.
        const decision = await decideGatewayPayment(db, clock, session.id, outcome, confirmOrderBy(outbox, publicOriginOf(config, request)));
        if (decision === 'closed') return html(reply, 409, closedPage(SESSION_CLOSED, returnUrl));
        const separator = returnUrl.includes('?') ? '&' : '?';
        const query = new URLSearchParams({ resultIndicator: session.merchant_state, sessionId: session.id });
        return reply.redirect(`${returnUrl}${separator}${query.toString()}`, 303);
      },
    );
  };
}
