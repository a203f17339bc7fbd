import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, PaymentMethod } from '../../db/types.js';
import type { Owner } from '../account/addresses.js';
import type { CartLine } from '../cart/cart-lines.js';
import { unitPrice } from '../cart/pricing.js';
import type { Delivery } from './order-delivery.js';
import { type StockShortage, stockConflict } from './order-lines.js';
import type { OrderPrice } from './order-pricing.js';

// The writes of placing an order, each run inside the order's transaction.

const newOrderNumber = () => `SF-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Inserts the order row (its unique (owner, key) index makes a same-key request wait here); returns its id. */
export async function createOrder(
  trx: Kysely<Database>,
  order: { owner: Owner; idempotencyKey: string; fingerprint: string; paymentMethod: PaymentMethod; delivery: Delivery; price: OrderPrice; now: Date },
): Promise<number> {
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
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes the lines' units off the shelf with a guarded decrement, so concurrent orders never
 * oversell; a 409 lists every line that is short.
 */
export async function reserveStock(trx: Kysely<Database>, lines: CartLine[]): Promise<void> {
  // Lowest variant id first: concurrent orders lock rows in one order and never deadlock.
  const byVariant = [...lines].sort((a, b) => a.product.id - b.product.id);
  const shortages: StockShortage[] = [];
  for (const line of byVariant) {
    const taken = await trx
      .updateTable('variants')
      .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
      .where('id', '=', line.product.id)
      .where('stock', '>=', line.quantity)
      .returning('stock')
      .executeTakeFirst();
    if (taken === undefined) {
      const current = await trx.selectFrom('variants').select('stock').where('id', '=', line.product.id).executeTakeFirst();
      shortages.push({ product_id: line.product.id, requested: line.quantity, available: current?.stock ?? 0 });
    }
  }
  if (shortages.length > 0) throw stockConflict(shortages, lines.map((line) => line.product));
}

/** Keeps the lines and coupons as sold: snapshots, so later price or name changes never rewrite an order. */
export async function recordOrderLines(trx: Kysely<Database>, orderId: number, lines: CartLine[], price: OrderPrice): Promise<void> {
  await trx
    .insertInto('order_items')
    .values(
      lines.map((line, position) => ({
        order_id: orderId,
        product_id: line.product.parent_id,
        variant_id: line.product.id,
        quantity: line.quantity,
        unit_price: unitPrice(line.product),
        snapshot: line.product,
        position,
      })),
    )
    .execute();
  if (price.coupons.length > 0) {
    await trx
      .insertInto('order_coupons')
      .values(price.coupons.map((coupon) => ({ order_id: orderId, coupon_id: coupon.id, snapshot: JSON.stringify(coupon) })))
      .execute();
  }
}

/** A user's server cart is emptied by the order it became; a guest's lives in their browser. */
export async function emptyServerCart(trx: Kysely<Database>, owner: Owner): Promise<void> {
  if (owner.column !== 'user_id') return;
  await trx.deleteFrom('cart_items').where('user_id', '=', owner.id).execute();
  await trx.deleteFrom('cart_coupons').where('user_id', '=', owner.id).execute();
}
