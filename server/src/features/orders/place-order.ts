import type { Kysely } from 'kysely';
import type { Database, PaymentMethod } from '../../db/types.js';
import type { Owner } from '../account/addresses.js';
import { resolveDelivery } from './order-delivery.js';
import { loadOrderLines, requestedLines } from './order-lines.js';
import { priceOrder, requestedCoupons } from './order-pricing.js';
import { createOrder, emptyServerCart, recordOrderLines, reserveStock } from './order-records.js';
import { findOrderByKey, loadOrders, type OrderAnswer } from './orders.js';

export { ADDRESS_UNKNOWN } from './order-delivery.js';
export { CART_EMPTY, OUT_OF_STOCK } from './order-lines.js';

export interface PlaceOrderInput {
  shipping_address_id: number;
  billing_address_id: number;
  payment_method: PaymentMethod;
  insurance: boolean;
  /** A guest's lines; a user's come from the server cart. */
  items?: { product_id: number; quantity: number }[];
  coupons?: string[];
}

const UNIQUE_VIOLATION = '23505';
const isIdempotencyClash = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION &&
  'constraint' in error && /^orders_(user|guest)_key_idx$/.test(String(error.constraint));

/**
 * Places an order once per (owner, idempotency key): checks where it goes, what is bought and
 * what it costs, then in one transaction creates the order, reserves the stock, records the
 * lines and empties the server cart. A second request with the same key waits on the unique
 * index and answers the first one's order.
 */
export async function placeOrder(
  db: Kysely<Database>,
  owner: Owner,
  idempotencyKey: string,
  input: PlaceOrderInput,
  now: Date,
): Promise<{ order: OrderAnswer; created: boolean }> {
  const existing = await findOrderByKey(db, owner, idempotencyKey);
  if (existing !== undefined) return { order: existing, created: false };

  const delivery = await resolveDelivery(db, owner, input);
  const lines = await loadOrderLines(db, await requestedLines(db, owner, input.items));
  const price = priceOrder(lines, await requestedCoupons(db, owner, input.coupons), delivery.fee, input.insurance, now);

  try {
    const orderId = await db.transaction().execute(async (trx) => {
      const id = await createOrder(trx, { owner, idempotencyKey, paymentMethod: input.payment_method, delivery, price });
      await reserveStock(trx, lines);
      await recordOrderLines(trx, id, lines, price);
      await emptyServerCart(trx, owner);
      return id;
    });
    const [order] = await loadOrders(db, [orderId]);
    if (order === undefined) throw new Error(`order ${orderId} vanished after commit`);
    return { order, created: true };
  } catch (error) {
    if (!isIdempotencyClash(error)) throw error;
    // Another request with the same key committed first: answer its order.
    const winner = await findOrderByKey(db, owner, idempotencyKey);
    if (winner === undefined) throw error;
    return { order: winner, created: false };
  }
}
