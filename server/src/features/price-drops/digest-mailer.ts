import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { digestDue, inPriceDropDigest, PRICE_DROP_DIGEST_EVERY_MS } from '../../../../src/domain/price-drop-digest.js';
import { productPath } from '../../../../src/domain/routes.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { priceDropDigestMail } from '../../mail/templates/price-drop-digest.js';
import type { UnsubscribeTokens } from '../back-in-stock/unsubscribe-token.js';
import { offeredPriceOf } from '../wishlist/wishlist.js';

export interface PriceDropDigestOptions {
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where the mails' links point (the public origin). */
  origin: string;
  /** How often an instance looks for shoppers due a digest; 0 leaves it to tests. */
  pollMs: number;
}

export const DEFAULT_PRICE_DROP_DIGEST: Pick<PriceDropDigestOptions, 'pollMs'> = { pollMs: 5 * 60_000 };

interface WishedRow {
  wish_id: number;
  name: string;
  unique_slug: string;
  image: string | null;
  price_at_add: number;
  price_told: number | null;
  offered: number;
}

/**
 * Writes the daily price-drop digests: each opted-in shopper whose last digest is a day old or
 * more is claimed with `FOR UPDATE SKIP LOCKED` (several instances share the work), and in that
 * transaction the mail goes to the outbox, the told prices are kept and the digest time is set,
 * so at most one digest a day is written whatever the number of instances.
 */
export class PriceDropDigestMailer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly outbox: MailOutbox,
    private readonly tokens: UnsubscribeTokens,
    private readonly options: PriceDropDigestOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sendDigests().catch((error: Error) => this.options.log.warn({ reason: error.message }, 'price-drop digest round failed')), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One round over the shoppers due a digest; answers how many mails were written. */
  sendDigests(): Promise<number> {
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  private async round(): Promise<number> {
    let mailed = 0;
    let after = 0;
    for (;;) {
      const next = await this.serveOne(after);
      if (next === null) return mailed;
      after = next.userId;
      if (next.mailed) mailed += 1;
    }
  }

  /** The next due shopper after `after` no other instance holds; null when there is none. */
  private serveOne(after: number): Promise<{ userId: number; mailed: boolean } | null> {
    return this.db.transaction().execute(async (trx) => {
      const now = this.options.clock.now();
      const user = await trx
        .selectFrom('users')
        .select(['id', 'email', 'price_drop_digest_at'])
        .where('price_drop_digest', '=', true)
        .where('id', '>', after)
        .where((eb) => eb.or([eb('price_drop_digest_at', 'is', null), eb('price_drop_digest_at', '<=', new Date(now.getTime() - PRICE_DROP_DIGEST_EVERY_MS))]))
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (user === undefined) return null;
      // Read again under the lock: another instance may have just written this shopper's digest.
      if (!digestDue(user.price_drop_digest_at, now)) return { userId: user.id, mailed: false };
      const { rows } = await sql<WishedRow>`
        SELECT w.id AS wish_id, p.name, p.unique_slug, w.price_at_add, w.price_told, ${offeredPriceOf} AS offered,
               (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image
        FROM wishlist_items w JOIN products p ON p.id = w.product_id
        WHERE w.user_id = ${user.id}
        ORDER BY w.added_at DESC, w.id DESC`.execute(trx);
      const dropped = rows.filter((row) => inPriceDropDigest({ priceAtAdd: row.price_at_add, priceTold: row.price_told, offered: row.offered }));
      if (dropped.length === 0) return { userId: user.id, mailed: false };
      const { origin } = this.options;
      await this.outbox.enqueue(
        trx,
        priceDropDigestMail({
          to: user.email,
          origin,
          pieces: dropped.map((row) => ({ name: row.name, image: row.image, link: `${origin}${productPath(row.unique_slug)}`, was: row.price_at_add, now: row.offered })),
          unsubscribeLink: `${origin}/api/price-drops/unsubscribe?token=${await this.tokens.sign(user.id)}`,
        }),
      );
      for (const row of dropped) await trx.updateTable('wishlist_items').set({ price_told: row.offered }).where('id', '=', row.wish_id).execute();
      await trx.updateTable('users').set({ price_drop_digest_at: now }).where('id', '=', user.id).execute();
      return { userId: user.id, mailed: true };
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The price-drop digest worker of this instance (tests run its rounds). */
    priceDropDigest: PriceDropDigestMailer;
  }
}
