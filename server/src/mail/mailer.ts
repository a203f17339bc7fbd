import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/types.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. Resolves quickly whatever the transport, so answers never reveal who got mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Without SMTP: mail lands in the `mail_outbox` table (development, tests, or `MAIL_TRANSPORT=outbox`).
 * The log says that a mail was kept, never to whom nor what: bodies carry addresses, reset pins and links.
 */
export function createOutboxMailer(db: Kysely<Database>, log: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text }) {
      const row = await db.insertInto('mail_outbox').values({ recipient: to, subject, body: text }).returning('id').executeTakeFirstOrThrow();
      log.info({ outboxId: row.id }, 'mail kept in the outbox');
    },
  };
}

/** With SMTP: sent in the background, failures logged (the caller has already answered). */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      // The error alone: a transport's message may quote the mail, never the log's business.
      transport.sendMail({ from, to, subject, text }).catch((error: unknown) => log.error({ code: (error as { code?: unknown }).code }, 'mail failed'));
    },
  };
}
