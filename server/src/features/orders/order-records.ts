import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { executePrepared } from '../../db/connection.js';
import type { Database, PaymentMethod } from '../../db/types.js';
import type { Owner } from '../account/addresses.js';
import type { CartLine } from '../cart/cart-lines.js';
import { unitPrice } from '../cart/pricing.js';
import type { Delivery } from './order-delivery.js';
import type { StockShortage } from './order-lines.js';
import type { OrderPrice } from './order-pricing.js';
import type { OrderRow } from './orders.js';
import type { UnaddressedMail } from '../../mail/outbox.js';

// The writes of placing an order.

const newOrderNumber = () => `SF-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Who an order's mail goes to: its user's e-mail, or the e-mail the guest gave. */
export interface OrderRecipient {
  email: string;
  forAccount: boolean;
}

/** Everything an order writes, known before it is written (its id taken ahead: order-ids.ts). */
export interface OrderToWrite {
  id: number;
  owner: Owner;
  idempotencyKey: string;
  fingerprint: string;
  paymentMethod: PaymentMethod;
  delivery: Delivery;
  lines: CartLine[];
  price: OrderPrice;
  /** The server's clock, which also decides when an unpaid card order has waited too long. */
  now: Date;
}

/** A snapshot as a jsonb column gives it back. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The order's row as `ORDER_COLUMNS` will read it back; its number is drawn here. */
export function orderRowOf(order: OrderToWrite): OrderRow {
  const { delivery, price } = order;
  return {
    id: order.id,
    number: newOrderNumber(),
    status: order.paymentMethod === 'card' ? 'pending_payment' : 'placed',
    payment_method: order.paymentMethod,
    created_at: order.now,
    updated_at: order.now,
    paid_at: null,
    shipping_address: delivery.shippingAddress === null ? null : asStored({ ...delivery.shippingAddress }),
    pickup_store: delivery.pickupStore === null ? null : asStored({ ...delivery.pickupStore }),
    billing_address: asStored({ ...delivery.billingAddress }),
    insurance: price.insurance,
    subtotal: price.subtotal,
    discount: price.discount,
    shipping: price.shipping,
    total: price.total,
  };
}

/** The lines as sold, in their order: snapshots, so later price or name changes never rewrite an order. */
export function soldLinesOf(lines: readonly CartLine[]) {
  return lines.map((line, position) => ({
    product_id: line.product.parent_id,
    variant_id: line.product.id,
    quantity: line.quantity,
    unit_price: unitPrice(line.product),
    snapshot: line.product,
    position,
  }));
}

/** A value for a jsonb column: SQL NULL for null (never the JSON `null`). */
const jsonb = (value: unknown) => (value === null ? null : JSON.stringify(value));

/**
 * Writes an order in one statement, and so in one round trip and one transaction of its own when
 * it is not given one: its row, its lines and coupons as sold, the request that its units be
 * taken as it commits (`stock_reservations`, migration 0034: a short line fails it, see
 * `stockShortAtCommit`), the server cart it empties and its confirmation, addressed to the owner's
 * e-mail read there. The owner's unique (owner, key) index makes a same-key request wait here.
 *
 * `unlessUnpaid`: write nothing when the owner has unpaid card orders, which a new order replaces
 * in a transaction first (`supersedeUnpaidOrders`); answers whether the order was written.
 */
export async function writeOrder(
  db: Kysely<Database>,
  order: OrderToWrite,
  row: OrderRow,
  options: { unlessUnpaid: boolean; emptyCart: boolean; confirmation?: UnaddressedMail },
): Promise<boolean> {
  const { owner, price } = order;
  const ownerColumn = sql.ref(owner.column);
  const mail = options.confirmation;
  const statement = sql<{ placed: number; mail_id: number | null }>`
    WITH ${options.unlessUnpaid ? sql`unpaid AS (SELECT 1 FROM orders WHERE ${ownerColumn} = ${owner.id} AND status IN ('pending_payment', 'payment_failed') LIMIT 1),` : sql``}
    placed AS (
      INSERT INTO orders (id, number, ${ownerColumn}, idempotency_key, request_fingerprint, status, payment_method, shipping_address, pickup_store_id,
        pickup_store, billing_address, insurance, subtotal, discount, shipping, total, created_at, updated_at)
      SELECT ${row.id}, ${row.number}, ${owner.id}, ${order.idempotencyKey}, ${order.fingerprint}, ${row.status}, ${row.payment_method},
        ${jsonb(row.shipping_address)}::jsonb, ${order.delivery.pickupStore?.id ?? null}::int, ${jsonb(row.pickup_store)}::jsonb, ${jsonb(row.billing_address)}::jsonb,
        ${row.insurance}, ${row.subtotal}, ${row.discount}, ${row.shipping}, ${row.total}, ${row.created_at}, ${row.updated_at}
      ${options.unlessUnpaid ? sql`WHERE NOT EXISTS (SELECT FROM unpaid)` : sql``}
      RETURNING id,
        (SELECT nullif(u.email, '') FROM users u WHERE u.id = orders.user_id) AS user_email,
        (SELECT nullif(g.email, '') FROM guests g WHERE g.id = orders.guest_id) AS guest_email
    ),
    sold AS (
      INSERT INTO order_items (order_id, product_id, variant_id, quantity, unit_price, snapshot, position)
      SELECT p.id, l.product_id, l.variant_id, l.quantity, l.unit_price, l.snapshot, l.position
      FROM placed p, jsonb_to_recordset(${JSON.stringify(soldLinesOf(order.lines))}::jsonb)
        AS l (product_id int, variant_id int, quantity int, unit_price int, snapshot jsonb, position int)
    ),
    reserved AS (INSERT INTO stock_reservations (order_id) SELECT id FROM placed)
    ${price.coupons.length === 0 ? sql`` : sql`,
    coupons AS (
      INSERT INTO order_coupons (order_id, coupon_id, snapshot)
      SELECT p.id, c.coupon_id, c.snapshot
      FROM placed p, jsonb_to_recordset(${JSON.stringify(price.coupons.map((coupon) => ({ coupon_id: coupon.id, snapshot: coupon })))}::jsonb) AS c (coupon_id int, snapshot jsonb)
    )`}
    ${options.emptyCart && owner.column === 'user_id' ? sql`,
    emptied AS (DELETE FROM cart_items WHERE user_id = ${owner.id} AND EXISTS (SELECT FROM placed)),
    emptied_coupons AS (DELETE FROM cart_coupons WHERE user_id = ${owner.id} AND EXISTS (SELECT FROM placed))` : sql``}
    ${mail === undefined ? sql`` : sql`,
    mail AS (
      INSERT INTO mail_outbox (recipient, subject, body, html, message_id, created_at, next_attempt_at)
      SELECT coalesce(p.user_email, p.guest_email), ${mail.row.subject}, ${mail.row.body}, ${mail.row.html ?? null}, ${mail.row.message_id}, ${mail.row.created_at},
        ${mail.row.next_attempt_at ?? null}::timestamptz
      FROM placed p WHERE coalesce(p.user_email, p.guest_email) IS NOT NULL
      RETURNING id
    )`}
    SELECT (SELECT count(*) FROM placed)::int AS placed, ${mail === undefined ? sql`NULL::int` : sql`(SELECT id FROM mail)`} AS mail_id`;
  // Every order's statement (a few texts, by the parts above): prepared, planned once per connection.
  const [answer] = await executePrepared(db, 'order-write', statement.compile(db));
  if (answer === undefined) throw new Error('writeOrder: the statement answered no row');
  if (answer.mail_id !== null) mail?.written(answer.mail_id);
  return answer.placed === 1;
}

const STOCK_SHORT = 'SF409';

/** Asks for an order's units to be taken as its transaction commits (migration 0034), for an order whose lines are written. */
export async function takeStockAtCommit(trx: Kysely<Database>, orderId: number): Promise<void> {
  await trx.insertInto('stock_reservations').values({ order_id: orderId }).execute();
}

/** The lines an order's COMMIT found short (migration 0034), or undefined for any other error. */
export function stockShortAtCommit(error: unknown): StockShortage[] | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== STOCK_SHORT || !('detail' in error)) return undefined;
  return JSON.parse(String(error.detail)) as StockShortage[];
}

/** A user's server cart is emptied by the order it became; a guest's lives in their browser. */
export async function emptyServerCart(trx: Kysely<Database>, owner: Owner): Promise<void> {
  if (owner.column !== 'user_id') return;
  await trx.deleteFrom('cart_items').where('user_id', '=', owner.id).execute();
  await trx.deleteFrom('cart_coupons').where('user_id', '=', owner.id).execute();
}
