import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { NO_LONGER_SOLD_MESSAGE, NOTIFY_ME_CONFIRMATION, UNSUBSCRIBED_MESSAGE } from '../../../../src/domain/back-in-stock.js';
import { EMAIL_REQUIRED } from '../../../../src/domain/email.js';
import type { AppContext } from '../../app-context.js';
import { optionalUserId, userIdOf } from '../../http/authentication.js';
import { ApiError, notFound, unprocessable } from '../../http/errors.js';
import { publicOriginOf } from '../../http/public-origin.js';
import { rateLimitOf } from '../../http/rate-limit.js';
import { Email, ErrorAnswer, Id, MessageAnswer, Nullable, Strict } from '../../http/schema-kit.js';
import { askForVariant, cancelUsersRequest, unsubscribeAddressOf, waitingRequestsOf } from './requests.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';
import { unsubscribeAskPage, unsubscribeDonePage } from './unsubscribe-page.js';

export const SIZE_IN_STOCK_MESSAGE = 'This size is in stock: add it to your cart.';
export const UNKNOWN_LINK_MESSAGE = 'This link is not valid. Nothing was changed.';

const WaitingRequest = Type.Object({
  id: Id,
  product: Type.Object({ name: Type.String(), unique_slug: Type.String(), image: Nullable(Type.String()) }),
  size: Nullable(Type.String()),
  color: Nullable(Type.String()),
  color_name: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
});
const WaitingRequests = Type.Array(WaitingRequest);

/**
 * "Notify me when it's back": asking (a signed-in shopper's own address, or a guest's), the
 * account's list with cancel, and the signed unsubscribe link of the e-mails.
 */
export function backInStockRoutes({ db, clock, auth, config }: AppContext, tokens: UnsubscribeTokens): FastifyPluginAsyncTypebox {
  return async (app) => {
    const tags = ['back in stock'];
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(body);
    // The unsubscribe page's button posts a plain HTML form.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const userOf = async (userId: number) => db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
    const listOf = async (user: { id: number; email: string }) =>
      (await waitingRequestsOf(db, user, clock.now())).map((row) => ({
        id: row.id,
        product: { name: row.product_name, unique_slug: row.product_slug, image: row.image },
        size: row.size,
        color: row.color,
        color_name: row.color_name,
        created_at: new Date(row.created_at).toISOString(),
        expires_at: new Date(row.expires_at).toISOString(),
      }));

    app.post(
      '/api/back-in-stock',
      {
        preHandler: auth.optional,
        config: { rateLimit: rateLimitOf(config.rateLimits.backInStock) },
        schema: {
          tags,
          description: "Asks to be e-mailed once when a sold-out variant is back. Signed in, the account's address is used; a guest gives one. The answer is the same whether or not the address has an account.",
          body: Strict({ variant_id: Id, email: Type.Optional(Email) }),
          response: { 200: MessageAnswer, 404: ErrorAnswer, 409: ErrorAnswer, 422: ErrorAnswer, 429: ErrorAnswer },
        },
      },
      async (request) => {
        const userId = optionalUserId(request);
        const email = userId === null ? request.body.email : (await userOf(userId)).email;
        if (email === undefined) throw unprocessable({ email: EMAIL_REQUIRED });
        const outcome = await askForVariant(db, {
          variantId: request.body.variant_id,
          email: email.toLowerCase(),
          userId,
          origin: publicOriginOf(config, request),
          now: clock.now(),
        });
        if (outcome === 'unknown-variant') throw notFound('size');
        if (outcome === 'in-stock') throw new ApiError(409, SIZE_IN_STOCK_MESSAGE);
        if (outcome === 'no-longer-sold') throw new ApiError(409, NO_LONGER_SOLD_MESSAGE);
        return { message: NOTIFY_ME_CONFIRMATION };
      },
    );

    app.get('/api/account/back-in-stock', { preHandler: auth.requireUser, schema: { tags, response: { 200: WaitingRequests, 401: ErrorAnswer } } }, async (request) =>
      listOf(await userOf(userIdOf(request))),
    );

    app.delete(
      '/api/account/back-in-stock/:id',
      { preHandler: auth.requireUser, schema: { tags, params: Strict({ id: Id }), response: { 200: WaitingRequests, 401: ErrorAnswer, 404: ErrorAnswer, 422: ErrorAnswer } } },
      async (request) => {
        const user = await userOf(userIdOf(request));
        if (!(await cancelUsersRequest(db, user, request.params.id, clock.now()))) throw notFound('request');
        return listOf(user);
      },
    );

    app.get<{ Querystring: { token?: string } }>('/api/back-in-stock/unsubscribe', { schema: { hide: true } }, async (request, reply) => {
      const origin = publicOriginOf(config, request);
      const token = request.query.token ?? '';
      if ((await tokens.verify(token)) === null) return html(reply, 404, unsubscribeDonePage(origin, UNKNOWN_LINK_MESSAGE));
      return html(reply, 200, unsubscribeAskPage(origin, token));
    });

    app.post<{ Body: Record<string, string | undefined> }>('/api/back-in-stock/unsubscribe', { schema: { hide: true } }, async (request, reply) => {
      const origin = publicOriginOf(config, request);
      const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const requestId = await tokens.verify(form.token ?? '');
      if (requestId === null) return html(reply, 404, unsubscribeDonePage(origin, UNKNOWN_LINK_MESSAGE));
      await unsubscribeAddressOf(db, requestId, clock.now());
      return html(reply, 200, unsubscribeDonePage(origin, UNSUBSCRIBED_MESSAGE));
    });
  };
}
