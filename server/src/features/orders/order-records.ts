import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database, PaymentMethod } from '../../db/types.js';
import type { Owner } from '../account/addresses.js';
import type { CartLine } from '../cart/cart-lines.js';
import { unitPrice } from '../cart/pricing.js';
import type { Delivery } from './order-delivery.js';
import type { StockShortage } from './order-lines.js';
import type { OrderPrice } from './order-pricing.js';
import { ORDER_COLUMNS, type OrderRow } from './orders.js';

// The writes of placing an order, each run inside the order's transaction.

const newOrderNumber = () => `SF-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Who an order's mail goes to: its user's e-mail, or the e-mail the guest gave. */
export interface OrderRecipient {
  email: string;
  forAccount: boolean;
}

/**
 * Inserts the order row (its unique (owner, key) index makes a same-key request wait here);
 * answers the row as the order's answer reads it, and who its mail goes to, in the same round trip.
 */
export async function createOrder(
  trx: Kysely<Database>,
  order: { owner: Owner; idempotencyKey: string; fingerprint: string; paymentMethod: PaymentMethod; delivery: Delivery; price: OrderPrice; now: Date },
): Promise<{ row: OrderRow; recipient: OrderRecipient | undefined }> {
  const { owner, delivery, price } = order;
  const row = await trx
    .insertInto('orders')
    .values({
      number: newOrderNumber(),
      [owner.column]: owner.id,
      idempotency_key: order.idempotencyKey,
      request_fingerprint: order.fingerprint,
      status: order.paymentMethod === 'card' ? 'pending_payment' : 'placed',
      payment_method: order.paymentMethod,
      shipping_address: delivery.shippingAddress === null ? null : JSON.stringify(delivery.shippingAddress),
      pickup_store_id: delivery.pickupStore?.id ?? null,
      pickup_store: delivery.pickupStore === null ? null : JSON.stringify(delivery.pickupStore),
      billing_address: JSON.stringify(delivery.billingAddress),
      insurance: price.insurance,
      subtotal: price.subtotal,
      discount: price.discount,
      shipping: price.shipping,
      total: price.total,
      // The server's clock, which also decides when an unpaid card order has waited too long.
      created_at: order.now,
      updated_at: order.now,
    })
    .returning([
      ...ORDER_COLUMNS,
      sql<string | null>`(SELECT u.email FROM users u WHERE u.id = orders.user_id)`.as('user_email'),
      sql<string | null>`(SELECT g.email FROM guests g WHERE g.id = orders.guest_id)`.as('guest_email'),
    ])
    .executeTakeFirstOrThrow();
  const { user_email, guest_email, ...answered } = row;
  const recipient = user_email ? { email: user_email, forAccount: true } : guest_email ? { email: guest_email, forAccount: false } : undefined;
  return { row: answered, recipient };
}

/**
 * Keeps the lines and coupons as sold: snapshots, so later price or name changes never rewrite an
 * order. In the same statement, asks for the lines' units to be taken as the transaction commits
 * (`stock_reservations`, migration 0034: a short line fails the COMMIT, see `stockShortAtCommit`).
 * Answers the lines as written, in their order.
 */
export async function recordOrderLines(trx: Kysely<Database>, orderId: number, lines: CartLine[], price: OrderPrice): Promise<{ quantity: number; snapshot: CartLine['product'] }[]> {
  const written = lines.map((line, position) => ({
    order_id: orderId,
    product_id: line.product.parent_id,
    variant_id: line.product.id,
    quantity: line.quantity,
    unit_price: unitPrice(line.product),
    snapshot: line.product,
    position,
  }));
  await trx.with('reserved', (db) => db.insertInto('stock_reservations').values({ order_id: orderId })).insertInto('order_items').values(written).execute();
  if (price.coupons.length > 0) {
    await trx
      .insertInto('order_coupons')
      .values(price.coupons.map((coupon) => ({ order_id: orderId, coupon_id: coupon.id, snapshot: JSON.stringify(coupon) })))
      .execute();
  }
  return written;
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
