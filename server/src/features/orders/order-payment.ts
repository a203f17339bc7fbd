import type { Kysely } from 'kysely';
import type { Database, PaymentMethod } from '../../db/types.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { Owner } from '../account/addresses.js';
import type { CartLine } from '../cart/cart-lines.js';
import { orderLineSnapshot } from './order-line-snapshot.js';
import { emptyServerCart, reserveStock } from './order-records.js';
import { closeOpenSessions } from './unpaid-orders.js';
import type { OrderMailing } from './order-mail.js';

export const ORDER_SETTLED = 'This order is already paid or placed.';

/** Takes an order's units off the shelf again (they went back when its card payment failed). */
async function reserveOrderStockAgain(trx: Kysely<Database>, orderId: number): Promise<void> {
  const items = await trx.selectFrom('order_items').select(['variant_id', 'quantity', 'snapshot']).where('order_id', '=', orderId).orderBy('position').execute();
  // The snapshot names the line in a 409; the stock is checked on the variant row itself.
  const lines: CartLine[] = items.map((item) => ({ quantity: item.quantity, product: { ...orderLineSnapshot(item.snapshot, orderId), id: item.variant_id } }));
  await reserveStock(trx, lines);
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
    if (order.status !== 'pending_payment') await reserveOrderStockAgain(trx, order.id);
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
