import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import type { Owner } from '../account/addresses.js';
import { releaseStock } from '../orders/orders.js';
import { emptyServerCart } from '../orders/order-records.js';

export type GatewayOutcome = 'approved' | 'declined' | 'cancelled';

/** What deciding to open a payment session needs of one of the owner's orders, or undefined. */
export function findOwnOrderToPay(db: Kysely<Database>, owner: Owner, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'payment_method'])
    .where('id', '=', orderId)
    .where(owner.column, '=', owner.id)
    .executeTakeFirst();
}

/** The status of a payment session of one of the owner's orders, or undefined. */
export function findOwnSessionStatus(db: Kysely<Database>, owner: Owner, sessionId: string) {
  return db
    .selectFrom('payment_sessions as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.status', 's.order_id'])
    .where('s.id', '=', sessionId)
    .where(`o.${owner.column}`, '=', owner.id)
    .executeTakeFirst();
}

/** Opens a payment session for a card order awaiting payment. */
export async function openPaymentSession(db: Kysely<Database>, orderId: number) {
  const session = {
    id: randomBytes(18).toString('base64url'),
    merchant_state: randomBytes(12).toString('base64url'),
  };
  await db.insertInto('payment_sessions').values({ ...session, order_id: orderId }).execute();
  return session;
}

/** A session with what the payment page shows of its order. */
export function findSessionWithOrder(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('payment_sessions as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.id', 's.status', 's.merchant_state', 's.order_id', 'o.number', 'o.total', 'o.status as order_status'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/**
 * Records the gateway's verdict, once: approved marks the order paid (and empties a user's server
 * cart); declined or cancelled marks it failed or cancelled and puts its units back, until the
 * shopper pays the same order again or by cash on delivery (`PUT /api/orders/{id}/payment-method`). The only way an order becomes paid.
 */
export async function completePaymentSession(db: Kysely<Database>, clock: Clock, sessionId: string, outcome: GatewayOutcome): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const session = await trx
      .updateTable('payment_sessions')
      .set({ status: outcome, completed_at: clock.now() })
      .where('id', '=', sessionId)
      .where('status', '=', 'pending')
      .returning('order_id')
      .executeTakeFirst();
    if (session === undefined) return false;
    const status = outcome === 'approved' ? 'paid' : outcome === 'declined' ? 'payment_failed' : 'cancelled';
    const order = await trx
      .updateTable('orders')
      .set({ status, updated_at: clock.now(), ...(outcome === 'approved' ? { paid_at: clock.now() } : {}) })
      .where('id', '=', session.order_id)
      .where('status', '=', 'pending_payment')
      .returning(['id', 'user_id'])
      .executeTakeFirst();
    if (order !== undefined && outcome !== 'approved') await releaseStock(trx, order.id);
    // Paid: the user's cart became this order (it stayed while the payment could still fail).
    if (order !== undefined && outcome === 'approved' && order.user_id !== null) await emptyServerCart(trx, { column: 'user_id', id: order.user_id });
    return order !== undefined;
  });
}
