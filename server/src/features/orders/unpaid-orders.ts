import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Owner } from '../account/addresses.js';
import { releaseStock } from './orders.js';

// Card orders that will never be paid must not hold stock: the ones left waiting too long, and the
// ones a new checkout attempt of the same shopper replaces.

/** Closes an order's payment sessions still open, so a gateway page left open can no longer pay it. */
export async function closeOpenSessions(trx: Kysely<Database>, orderIds: number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await trx
    .updateTable('payment_sessions')
    .set({ status: 'cancelled', completed_at: now })
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'pending')
    .execute();
}

/** Cancels unpaid card orders (locked by the caller): a `pending_payment` one gives its stock back. */
async function cancelUnpaid(trx: Kysely<Database>, orders: { id: number; status: string }[], now: Date): Promise<void> {
  if (orders.length === 0) return;
  const ids = orders.map((order) => order.id);
  // Sessions before stock: every payment path locks the order, its sessions, then stock.
  await closeOpenSessions(trx, ids, now);
  // A declined or cancelled order gave its stock back already.
  await releaseStock(trx, orders.filter((order) => order.status === 'pending_payment').map((order) => order.id));
  await trx.updateTable('orders').set({ status: 'cancelled', updated_at: now }).where('id', 'in', ids).execute();
}

/**
 * Cancels every card order left `pending_payment` for longer than `maxAgeMs` (the shopper left the
 * gateway's page, or pressed Back and went away) and releases its stock. Run lazily, where orders
 * are placed and payment sessions opened, looked up or paid; answers how many were cancelled.
 */
export async function cancelStalePendingPayments(db: Kysely<Database>, now: Date, maxAgeMs: number): Promise<number> {
  const before = new Date(now.getTime() - maxAgeMs);
  return db.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('status', '=', 'pending_payment')
      .where('updated_at', '<', before)
      .orderBy('id')
      .limit(100)
      .forUpdate()
      // Another instance sweeping at the same moment takes the others.
      .skipLocked()
      .execute();
    await cancelUnpaid(trx, stale, now);
    return stale.length;
  });
}

/** How often one instance looks for unpaid card orders left too long: at most once per this, by its clock. */
export const SWEEP_EVERY_MS = 5_000;

/**
 * `cancelStalePendingPayments`, run lazily where orders are placed and payment sessions opened,
 * looked up or paid, but at most once every few seconds per instance: one transaction per order
 * placed was a third of an order's round trips, to find orders that wait 30 minutes. Calls meanwhile
 * share the sweep in flight.
 */
export function staleOrderSweep(db: Kysely<Database>, clock: { now(): Date }, maxAgeMs: number): () => Promise<void> {
  let lastAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  return () => {
    const now = clock.now();
    if (running === undefined && now.getTime() - lastAt >= SWEEP_EVERY_MS) {
      lastAt = now.getTime();
      running = cancelStalePendingPayments(db, now, maxAgeMs).then(
        () => undefined,
        (error: unknown) => {
          lastAt = Number.NEGATIVE_INFINITY; // try again at the next call
          throw error;
        },
      ).finally(() => (running = undefined));
    }
    return running ?? Promise.resolve();
  };
}

/**
 * A new checkout attempt (another cart, delivery or insurance) replaces the owner's earlier unpaid
 * card orders: they are cancelled, and the stock a pending one holds goes back before the new
 * order takes its own. Runs inside the new order's transaction.
 */
export async function supersedeUnpaidOrders(trx: Kysely<Database>, owner: Owner, newOrderId: number, now: Date): Promise<void> {
  const unpaid = await trx
    .selectFrom('orders')
    .select(['id', 'status'])
    .where(owner.column, '=', owner.id)
    .where('status', 'in', ['pending_payment', 'payment_failed'])
    .where('id', '!=', newOrderId)
    .orderBy('id')
    .forUpdate()
    .execute();
  await cancelUnpaid(trx, unpaid, now);
}
