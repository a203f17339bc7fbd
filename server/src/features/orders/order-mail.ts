import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Mailer } from '../../mail/mailer.js';
import { loadOrders, type OrderAnswer } from './orders.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (cents: number) => usd.format(cents / 100);

/** Who gets an order's mail: its user's e-mail, or the e-mail the guest gave. */
async function recipientOf(db: Kysely<Database>, orderId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('guests as g', 'g.id', 'o.guest_id')
    .select(['u.email as user_email', 'g.email as guest_email'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  return row?.user_email ?? row?.guest_email ?? undefined;
}

/** The confirmation's text: what was bought, what it cost, where it goes, how it is paid. */
export function confirmationText(order: OrderAnswer): string {
  const lines = order.items.map((item) => `  ${item.quantity} × ${item.product.name}`);
  const delivery = order.pickup_store !== null
    ? `Pick up in store: ${order.pickup_store.name}, ${order.pickup_store.address}, ${order.pickup_store.city}. We will tell you when it is ready.`
    : `Delivery to: ${order.shipping_address?.first_name ?? ''} ${order.shipping_address?.last_name ?? ''}, ${order.shipping_address?.street ?? ''}, ${order.shipping_address?.city ?? ''}.`;
  const payment = order.payment_method === 'cod' ? `Pay ${money(order.total)} in cash on delivery.` : `Paid by card: ${money(order.total)}.`;
  return [
    `Thank you for your order ${order.number}.`,
    '',
    ...lines,
    '',
    `Subtotal: ${money(order.subtotal)}`,
    ...(order.discount > 0 ? [`Coupons: −${money(order.discount)}`] : []),
    `Shipping: ${order.shipping === 0 ? 'Free' : money(order.shipping)}`,
    `Total: ${money(order.total)}`,
    '',
    delivery,
    payment,
  ].join('\n');
}

/** Mails the order's confirmation to its owner (the outbox without SMTP); never fails the caller. */
export async function sendOrderConfirmation(db: Kysely<Database>, mailer: Mailer, orderId: number): Promise<void> {
  const [order] = await loadOrders(db, [orderId]);
  const to = await recipientOf(db, orderId);
  if (order === undefined || to === undefined) return;
  await mailer.send({ to, subject: `Your order ${order.number}`, text: confirmationText(order) });
}
