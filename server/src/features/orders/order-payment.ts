import type { Kysely } from 'kysely';
import type { Database, PaymentMethod } from '../../db/types.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { Owner } from '../account/addresses.js';
import { orderLineSnapshot } from './order-line-snapshot.js';
import { type StockShortage, stockConflict } from './order-lines.js';
import { emptyServerCart, stockShortAtCommit, takeStockAtCommit } from './order-records.js';
import { closeOpenSessions } from './unpaid-orders.js';
import type { OrderMailing } from './order-mail.js';

export const ORDER_SETTLED = 'This order is already paid or placed.';

/** The 409 naming an order's lines that were short when it was to take its units again. */
async function shortLinesConflict(db: Kysely<Database>, orderId: number, short: StockShortage[]) {
  const items = await db.selectFrom('order_items').select(['variant_id', 'snapshot']).where('order_id', '=', orderId).execute();
  // The snapshot names the line in a 409; the stock was checked on the variant row itself.
  return stockConflict(short, items.map((item) => ({ ...orderLineSnapshot(item.snapshot, orderId), id: item.variant_id })));
}

/**
 * The same checkout attempt, paid another way or again: the owner's unpaid card order (waiting,
 * declined, cancelled at the gateway or expired) becomes cash on delivery (`placed`) or waits for
 * a new card payment (`pending_payment`). Stock its failure released is taken again in the same
 * transaction (409 with the lines when it is gone); sessions still open on it are closed. Asking
 * cash on delivery of an order already placed that way answers it again (a repeated request);
 * any other change to a paid or placed order is a 409. Answers the order's id and whether it was
 * placed now (its confirmation mail is due).
 */
export async function changePaymentMethod(
  db: Kysely<Database>,
  owner: Owner,
  orderId: number,
  method: PaymentMethod,
  now: Date,
  /** Writes the confirmation of an order placed now, in its transaction. */
  confirm?: OrderMailing,
): Promise<{ id: number; placed: boolean }> {
  try {
    return await changeInTransaction(db, owner, orderId, method, now, confirm);
  } catch (error) {
    const short = stockShortAtCommit(error);
    if (short === undefined) throw error;
    throw await shortLinesConflict(db, orderId, short);
  }
}

async function changeInTransaction(db: Kysely<Database>, owner: Owner, orderId: number, method: PaymentMethod, now: Date, confirm?: OrderMailing) {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status', 'payment_method'])
      .where('id', '=', orderId)
      .where(owner.column, '=', owner.id)
      .forUpdate()
      .executeTakeFirst();
    if (order === undefined) throw notFound('order');
    if (order.status === 'placed' && order.payment_method === 'cod' && method === 'cod') return { id: order.id, placed: false };
    if (order.status === 'paid' || order.status === 'placed') throw new ApiError(409, ORDER_SETTLED);
    // Sessions before stock: every payment path locks the order, its sessions, then stock.
    await closeOpenSessions(trx, [order.id], now);
    // Its failure gave its units back: its COMMIT takes them again (a short line fails it: 409).
    if (order.status !== 'pending_payment') await takeStockAtCommit(trx, order.id);
    const placed = method === 'cod';
    await trx
      .updateTable('orders')
      .set({ payment_method: method, status: placed ? 'placed' : 'pending_payment', updated_at: now })
      .where('id', '=', order.id)
      .execute();
    // The cart became this order once it is placed; a card order's cart goes when it is paid.
    if (placed) await emptyServerCart(trx, owner);
    if (placed) await confirm?.(trx, order.id);
    return { id: order.id, placed };
  });
}
