import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.js';
import type { Database } from '../db/types.js';

/** What the worker hands a mail server. */
export interface DeliverableMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  messageId: string;
}

/** Sends one mail; resolves once the mail server has accepted it. */
export interface MailTransport {
  send(mail: DeliverableMail): Promise<void>;
  close?(): void;
}

/** SMTP through nodemailer (`SMTP_URL`). */
export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ from, to, subject, text, html, messageId }) {
      await transport.sendMail({ from, to, subject, text, ...(html === null ? {} : { html }), messageId });
    },
    close: () => transport.close(),
  };
}

export interface DeliveryOptions {
  from: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often the worker looks for mail due. */
  pollMs: number;
  /** Mails claimed at once by one instance. */
  batch: number;
  /** How long a claim lasts: a process that died while sending leaves its mails to another after this. */
  leaseMs: number;
  /** The first retry's delay; each next one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this long failing, a mail is given up (logged, kept with `failed_at`). */
  giveUpAfterMs: number;
}

export const DEFAULT_DELIVERY: Omit<DeliveryOptions, 'from' | 'clock' | 'log'> = {
  pollMs: 1000,
  batch: 20,
  leaseMs: 60_000,
  retryBaseMs: 15_000,
  retryMaxMs: 60 * 60_000,
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
};

/** The delay before attempt `attempts + 1`: doubling from the base, capped. */
export function retryDelayMs(attempts: number, options: Pick<DeliveryOptions, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, Math.min(30, attempts - 1)));
}

/** A transport's error in a few words: its code and first line, never the mail. */
const describe = (error: unknown) => {
  const { code, responseCode, message } = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown };
  return [code, responseCode, typeof message === 'string' ? message.split('\n')[0]!.slice(0, 200) : undefined].filter((part) => part !== undefined).join(' ');
};

/**
 * Delivers the outbox: claims the mails due (`FOR UPDATE SKIP LOCKED`, then a lease, so several
 * instances never send one mail at once), sends each, and marks it sent, or due again later with
 * a growing delay. A mail is sent at least once; twice only if the process dies between the
 * server's acceptance and the row's update (the Message-ID lets clients fold the two).
 */
export class MailDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  /** Mails this instance sent, and attempts that failed (the metrics read them). */
  readonly tally = { sent: 0, failedAttempts: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: MailTransport,
    private readonly options: DeliveryOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.deliverDue().catch((error: unknown) => this.options.log.warn({ reason: describe(error) }, 'mail delivery round failed')), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close?.();
  }

  /** One round: the mails due now, sent one after another; answers how many were sent. */
  deliverDue(): Promise<number> {
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  private async round(): Promise<number> {
    let sent = 0;
    for (const mail of await this.claim()) {
      if (this.stopped) break; // its lease runs out and it is sent after the restart
      try {
        await this.transport.send({ from: this.options.from, to: mail.recipient, subject: mail.subject, text: mail.body, html: mail.html, messageId: mail.message_id });
        await this.db.updateTable('mail_outbox').set({ sent_at: this.options.clock.now(), leased_until: null, last_error: null }).where('id', '=', mail.id).execute();
        sent += 1;
        this.tally.sent += 1;
      } catch (error) {
        this.tally.failedAttempts += 1;
        await this.failed(mail, describe(error));
      }
    }
    return sent;
  }

  private claim() {
    const now = this.options.clock.now();
    return this.db
      .updateTable('mail_outbox')
      .set((eb) => ({ leased_until: new Date(now.getTime() + this.options.leaseMs), attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('next_attempt_at', '<=', now)
          .where((inner) => inner.or([inner('leased_until', 'is', null), inner('leased_until', '<', now)]))
          .orderBy('next_attempt_at')
          .limit(this.options.batch)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'recipient', 'subject', 'body', 'html', 'message_id', 'attempts', 'created_at'])
      .execute();
  }

  private async failed(mail: { id: number; attempts: number; created_at: Date }, reason: string): Promise<void> {
    const now = this.options.clock.now();
    const givingUp = now.getTime() - new Date(mail.created_at).getTime() >= this.options.giveUpAfterMs;
    await this.db
      .updateTable('mail_outbox')
      .set(givingUp ? { failed_at: now, leased_until: null, last_error: reason } : { next_attempt_at: new Date(now.getTime() + retryDelayMs(mail.attempts, this.options)), leased_until: null, last_error: reason })
      .where('id', '=', mail.id)
      .execute();
    if (givingUp) this.options.log.error({ outboxId: mail.id, attempts: mail.attempts, reason }, 'mail given up');
    else this.options.log.warn({ outboxId: mail.id, attempts: mail.attempts, reason }, 'mail delivery failed; will retry');
  }
}
