import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { publicOriginOf } from '../../http/public-origin.js';
import { escapeHtml, mailHeading, mailLayout, mailParagraph } from '../../mail/templates/layout.js';
import { unsubscribeDonePage } from '../back-in-stock/unsubscribe-page.js';
import { UNKNOWN_LINK_MESSAGE } from '../back-in-stock/routes.js';
import type { UnsubscribeTokens } from '../back-in-stock/unsubscribe-token.js';

export const PRICE_DROPS_STOPPED_MESSAGE = 'You will no longer get price-drop e-mails.';

/** The page the digest's link opens: it only asks (mail scanners open links too); the button opts out. */
function askPage(origin: string, token: string): string {
  const content = [
    mailHeading('Stop price-drop e-mails'),
    mailParagraph('We will no longer e-mail you when pieces on your wishlist cost less. You can opt in again on your profile.'),
    `<form method="post" action="/api/price-drops/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" style="padding:14px 28px;font:600 14px/1 'Helvetica Neue',Helvetica,Arial,sans-serif;letter-spacing:.06em;text-transform:uppercase;background:#1a1817;color:#faf8f5;border:0;cursor:pointer">Unsubscribe</button></form>`,
  ].join('\n');
  return mailLayout({ origin, title: 'Stop price-drop e-mails', preheader: '', content });
}

/** The signed opt-out link of the price-drop digest: no sign-in needed. */
export function priceDropRoutes({ db, config }: AppContext, tokens: UnsubscribeTokens): FastifyPluginAsyncTypebox {
  return async (app) => {
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(body);
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get<{ Querystring: { token?: string } }>('/api/price-drops/unsubscribe', { schema: { hide: true } }, async (request, reply) => {
      const origin = publicOriginOf(config, request);
      const token = request.query.token ?? '';
      if ((await tokens.verify(token)) === null) return html(reply, 404, unsubscribeDonePage(origin, UNKNOWN_LINK_MESSAGE));
      return html(reply, 200, askPage(origin, token));
    });

    app.post<{ Body: Record<string, string | undefined> }>('/api/price-drops/unsubscribe', { schema: { hide: true } }, async (request, reply) => {
      const origin = publicOriginOf(config, request);
      const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
      const userId = await tokens.verify(form.token ?? '');
      if (userId === null) return html(reply, 404, unsubscribeDonePage(origin, UNKNOWN_LINK_MESSAGE));
      await db.updateTable('users').set({ price_drop_digest: false }).where('id', '=', userId).execute();
      return html(reply, 200, unsubscribeDonePage(origin, PRICE_DROPS_STOPPED_MESSAGE));
    });
  };
}
