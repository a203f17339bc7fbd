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

/** Without SMTP: mail lands in the `mail_outbox` table and the log (development, tests). */
export function createOutboxMailer(db: Kysely<Database>, log: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text }) {
      await db.insertInto('mail_outbox').values({ recipient: to, subject, body: text }).execute();
      log.info({ to, subject }, `mail (outbox): ${text}`);
    },
  };
}

/** With SMTP: sent in the background, failures logged (the caller has already answered). */
export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      transport.sendMail({ from, to, subject, text }).catch((error: unknown) => log.error({ err: error, to }, 'mail failed'));
    },
  };
}
