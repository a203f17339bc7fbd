import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database, MailOutboxTable } from '../db/types.js';

/** One e-mail, with its HTML part and the plain text beside it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The one way the store sends mail: a row written in the transaction of what caused it, so a mail
 * exists exactly when its cause was committed. The delivery worker sends it afterwards
 * (`delivery.ts`); without a mail transport it is kept in the table, for reading.
 */
export interface MailOutbox {
  enqueue(trx: Kysely<Database>, mail: OutgoingMail): Promise<void>;
  /**
   * The row `enqueue` writes, but its recipient: for a statement that writes the mail beside what
   * caused it and reads the recipient there (an order placed in one statement). `written` logs it
   * once that statement has.
   */
  unaddressed(mail: Omit<OutgoingMail, 'to'>): UnaddressedMail;
}

/** A mail's outbox row without its recipient, and the log of its writing. */
export interface UnaddressedMail {
  readonly row: Omit<Insertable<MailOutboxTable>, 'recipient'>;
  written(outboxId: number): void;
}

/** The domain of `Name <address@domain>` or `address@domain`, for Message-IDs. */
export function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim().replace(/[^A-Za-z0-9.-]/g, '') || 'storefront.local';
}

/**
 * The outbox. With `deliver`, each mail is due at once; without (no transport), it is only kept.
 * The log says that a mail was written, by its row's id: never to whom nor what (bodies carry
 * addresses, reset pins and links).
 */
export function createMailOutbox(options: { clock: Clock; deliver: boolean; from: string; log: FastifyBaseLogger }): MailOutbox {
  const domain = domainOf(options.from);
  const unaddressed = ({ subject, text, html }: Omit<OutgoingMail, 'to'>): UnaddressedMail => {
    const now = options.clock.now();
    return {
      row: {
        subject,
        body: text,
        html,
        // Stable across retries: a client that sees one twice shows it once.
        message_id: `<${randomUUID()}@${domain}>`,
        created_at: now,
        next_attempt_at: options.deliver ? now : null,
      },
      written: (outboxId) => options.log.info({ outboxId }, options.deliver ? 'mail queued for delivery' : 'mail kept in the outbox'),
    };
  };
  return {
    unaddressed,
    async enqueue(trx, { to, ...content }) {
      const mail = unaddressed(content);
      const row = await trx.insertInto('mail_outbox').values({ recipient: to, ...mail.row }).returning('id').executeTakeFirstOrThrow();
      mail.written(row.id);
    },
  };
}
