import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { productChoicePath, requestsToServe } from '../../../../src/domain/back-in-stock.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { backInStockMail } from '../../mail/templates/back-in-stock.js';
import { deleteOldRequests } from './requests.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';
import { variantImageUrl } from '../catalogue/variant-image.js';

export interface RestockMailerOptions {
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often an instance looks for restocks the database recorded. */
  pollMs: number;
  /** Served, cancelled and lapsed requests are deleted this long after they ended. */
  keepEndedMs: number;
}

export const DEFAULT_RESTOCK_MAILER: Pick<RestockMailerOptions, 'pollMs' | 'keepEndedMs'> = { pollMs: 1000, keepEndedMs: 30 * 24 * 60 * 60_000 };

/** How often ended requests are deleted, at most. */
const CLEAN_EVERY_MS = 60 * 60_000;

/**
 * Serves the restocks that migration 0019's trigger records: for each, in one transaction, the
 * waiting requests of the variant are locked, the domain picks who is served (request order, one
 * per unit back), their mails go into the outbox and they are marked served. The restock is
 * claimed with `FOR UPDATE SKIP LOCKED`, so several instances share the work and a mail is
 * written once; a crash rolls the whole restock back for another round.
 */
export class RestockMailer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private cleanedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly outbox: MailOutbox,
    private readonly tokens: UnsubscribeTokens,
    private readonly options: RestockMailerOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.serveRestocks().catch((error: Error) => this.options.log.warn({ reason: error.message }, 'back-in-stock round failed')), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One round: every restock recorded and not yet served; answers how many mails were written. */
  serveRestocks(): Promise<number> {
    this.running ??= this.round().finally(() => (this.running = undefined));
    return this.running;
  }

  private async round(): Promise<number> {
    let mailed = 0;
    for (;;) {
      const served = await this.serveOne();
      if (served === null) break;
      mailed += served;
    }
    const now = this.options.clock.now().getTime();
    if (now - this.cleanedAt >= CLEAN_EVERY_MS) {
      this.cleanedAt = now;
      await deleteOldRequests(this.db, new Date(now), this.options.keepEndedMs);
    }
    return mailed;
  }

  /** Serves the oldest restock no other instance holds; null when there is none. */
  private serveOne(): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      const restock = await trx
        .selectFrom('back_in_stock_restocks')
        .select(['id', 'variant_id', 'units'])
        .where('handled_at', 'is', null)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (restock === undefined) return null;
      const now = this.options.clock.now();
      const waiting = await trx
        .selectFrom('back_in_stock_requests')
        .select(['id', 'email', 'link_origin', 'created_at', 'expires_at'])
        .where('variant_id', '=', restock.variant_id)
        .where('served_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .forUpdate()
        .execute();
      const chosen = requestsToServe(
        waiting.map((row) => ({ ...row, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) })),
        restock.units,
        now,
      );
      if (chosen.length > 0) {
        const piece = await this.pieceOf(trx, restock.variant_id);
        for (const request of chosen) {
          const origin = request.link_origin;
          await this.outbox.enqueue(
            trx,
            backInStockMail({
              to: request.email,
              origin,
              productName: piece.name,
              size: piece.size,
              colourName: piece.color_name,
              image: piece.image,
              productLink: `${origin}${productChoicePath(piece.unique_slug, { size: piece.size, color: piece.color })}`,
              unsubscribeLink: `${origin}/api/back-in-stock/unsubscribe?token=${await this.tokens.sign(request.id)}`,
            }),
          );
        }
        await trx.updateTable('back_in_stock_requests').set({ served_at: now }).where('id', 'in', chosen.map((request) => request.id)).execute();
      }
      await trx.updateTable('back_in_stock_restocks').set({ handled_at: now }).where('id', '=', restock.id).execute();
      return chosen.length;
    });
  }

  /** The product, size, colour and picture a variant's mail shows. */
  private pieceOf(trx: Kysely<Database>, variantId: number) {
    return trx
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .leftJoin('colors as c', 'c.slug', 'v.color')
      .select([
        'p.name',
        'p.unique_slug',
        'v.size',
        'v.color',
        'c.name as color_name',
        variantImageUrl.as('image'),
      ])
      .where('v.id', '=', variantId)
      .executeTakeFirstOrThrow();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The back-in-stock worker of this instance (tests run its rounds). */
    restockMailer: RestockMailer;
  }
}
