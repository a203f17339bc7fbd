import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MailOutbox, UnaddressedMail } from '../../mail/outbox.js';
import { orderConfirmationMail } from '../../mail/templates/order-confirmation.js';
import type { OrderRecipient } from './order-records.js';
import { loadOrders, type OrderAnswer } from './orders.js';

/**
 * Writes an order's mail inside the transaction that placed or paid it (given the order, and who
 * it goes to, when the caller has them already).
 */
export type OrderMailing = (trx: Kysely<Database>, orderId: number, loaded?: OrderAnswer, recipient?: OrderRecipient) => Promise<void>;

/** Who gets an order's mail: its user's e-mail, or the e-mail the guest gave. */
async function recipientOf(trx: Kysely<Database>, orderId: number): Promise<OrderRecipient | undefined> {
  const row = await trx
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('guests as g', 'g.id', 'o.guest_id')
    .select(['u.email as user_email', 'g.email as guest_email'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (row?.user_email) return { email: row.user_email, forAccount: true };
  return row?.guest_email ? { email: row.guest_email, forAccount: false } : undefined;
}

/**
 * The order's confirmation, written to the outbox in the transaction that placed it (cash on
 * delivery) or paid it (card): it exists exactly when the order does, and goes out once.
 */
export function confirmOrderBy(outbox: MailOutbox, origin: string): OrderMailing {
  return async (trx, orderId, loaded, known) => {
    const order = loaded ?? (await loadOrders(trx, [orderId]))[0];
    const recipient = known ?? (await recipientOf(trx, orderId));
    if (order === undefined || recipient === undefined) return;
    await outbox.enqueue(trx, { to: recipient.email, ...orderConfirmationMail({ order, origin, forAccount: recipient.forAccount }) });
  };
}

/**
 * The confirmation of an order being placed, for the statement that writes it with the order (to
 * the e-mail of the order's owner, which that statement reads): `forAccount` for a user's order.
 */
export type PlacedOrderConfirmation = (order: OrderAnswer, forAccount: boolean) => UnaddressedMail;

/** The confirmation of a cash-on-delivery order, written with the order itself (place-order.ts). */
export function confirmPlacedOrderBy(outbox: MailOutbox, origin: string): PlacedOrderConfirmation {
  return (order, forAccount) => outbox.unaddressed(orderConfirmationMail({ order, origin, forAccount }));
}
