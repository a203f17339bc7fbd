import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import type { Owner } from '../account/addresses.js';
import { releaseStock } from '../orders/orders.js';
import { emptyServerCart } from '../orders/order-records.js';
import { closeOpenSessions } from '../orders/unpaid-orders.js';
import type { OrderMailing } from '../orders/order-mail.js';

// Locks are taken in one order on every path that touches a payment: the order row, then its
// sessions, then stock. Two paths racing for one order then wait for each other and never deadlock.

export type GatewayOutcome = 'approved' | 'declined' | 'cancelled';
/** What the gateway did: the outcome recorded, or `closed` when it was refused before any charge. */
export type GatewayDecision = GatewayOutcome | 'closed';

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

/**
 * Opens the payment session of a card order awaiting payment, closing the order's earlier open
 * ones: an order has one open session, so two gateway pages can never both charge it. Answers
 * undefined when the order no longer waits for a card payment (it changed since it was read).
 */
export async function openPaymentSession(db: Kysely<Database>, orderId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (order?.status !== 'pending_payment' || order.payment_method !== 'card') return undefined;
    await closeOpenSessions(trx, [orderId], now);
    const session = {
      id: randomBytes(18).toString('base64url'),
      merchant_state: randomBytes(12).toString('base64url'),
    };
    await trx.insertInto('payment_sessions').values({ ...session, order_id: orderId }).execute();
    return session;
  });
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

function lockOrder(trx: Kysely<Database>, orderId: number) {
  return trx.selectFrom('orders').select(['id', 'status', 'payment_method', 'user_id']).where('id', '=', orderId).forUpdate().executeTakeFirst();
}

const ORDER_STATUS_AFTER = { approved: 'paid', declined: 'payment_failed', cancelled: 'cancelled' } as const;

/**
 * Decides a gateway payment under the order's lock, before any charge: only the order's open
 * session, while the order waits for payment, may be approved, declined or cancelled. Approved
 * marks the order paid (and empties a user's server cart); declined or cancelled marks it failed
 * or cancelled and puts its units back, until the shopper pays the same order again or by cash on
 * delivery (`PUT /api/orders/{id}/payment-method`). Anything else closes the session and answers
 * `closed`: the gateway then refuses the card. The only way an order becomes paid.
 */
export async function decideGatewayPayment(
  db: Kysely<Database>,
  clock: Clock,
  sessionId: string,
  outcome: GatewayOutcome,
  /** Writes the paid order's confirmation in the transaction that marks it paid. */
  confirm?: OrderMailing,
): Promise<GatewayDecision> {
  const found = await db.selectFrom('payment_sessions').select('order_id').where('id', '=', sessionId).executeTakeFirst();
  if (found === undefined) return 'closed';
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, found.order_id);
    const session = await trx.selectFrom('payment_sessions').select('status').where('id', '=', sessionId).forUpdate().executeTakeFirst();
    const now = clock.now();
    if (order === undefined || session?.status !== 'pending') return 'closed';
    if (order.status !== 'pending_payment' || order.payment_method !== 'card') {
      await closeOpenSessions(trx, [order.id], now);
      return 'closed';
    }
    await trx.updateTable('payment_sessions').set({ status: outcome, completed_at: now }).where('id', '=', sessionId).execute();
    await trx
      .updateTable('orders')
      .set({ status: ORDER_STATUS_AFTER[outcome], updated_at: now, ...(outcome === 'approved' ? { paid_at: now } : {}) })
      .where('id', '=', order.id)
      .execute();
    if (outcome !== 'approved') await releaseStock(trx, order.id);
    // Paid: the user's cart became this order (it stayed while the payment could still fail).
    else {
      if (order.user_id !== null) await emptyServerCart(trx, { column: 'user_id', id: order.user_id });
      await confirm?.(trx, order.id);
    }
    return outcome;
  });
}
