import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../../app-context.js';
import { Email, ErrorAnswer } from '../../http/schema-kit.js';
import { recentMailTo } from './outbox.js';

const OutboxMail = Type.Object({
  recipient: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

/** How many of a recipient's mails one call answers, newest first. */
const OUTBOX_PAGE = 20;

/**
 * `GET /api/dev/outbox?recipient=` — the mail the outbox mailer kept for one address, newest
 * first, so journeys can follow a reset e-mail's link. Registered only with `DEV_OUTBOX=1`
 * outside production (config refuses the pair): it hands out reset pins to whoever asks.
 */
export function devOutboxRoutes({ db }: AppContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['development'],
          description: 'Development only (DEV_OUTBOX=1, never in production): mail kept in the outbox for one recipient.',
          querystring: Type.Object({ recipient: Email }, { additionalProperties: false }),
          response: { 200: Type.Array(OutboxMail), 422: ErrorAnswer },
        },
      },
      async (request) => {
        const rows = await recentMailTo(db, request.query.recipient.toLowerCase(), OUTBOX_PAGE);
        return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
      },
    );
  };
}
