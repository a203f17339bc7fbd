import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, PaymentMethod } from '../../db/types.js';
import type { Owner } from '../account/addresses.js';
import type { CartLine } from '../cart/cart-lines.js';
import { type Delivery, resolveDelivery } from './order-delivery.js';
import { loadOrderLines, requestedLines, stockConflict } from './order-lines.js';
import { type OrderPrice, priceOrder, requestedCoupons } from './order-pricing.js';
import { orderRowOf, soldLinesOf, stockShortAtCommit, writeOrder } from './order-records.js';
import { findOrderByKey, type OrderAnswer, writtenOrderAnswer } from './orders.js';
import type { PlacedOrderConfirmation } from './order-mail.js';
import type { FreeDeliveryThreshold } from '../../../../src/domain/shipping-fee.js';
import { supersedeUnpaidOrders } from './unpaid-orders.js';

export { ADDRESS_UNKNOWN, DELIVERY_MISSING, DELIVERY_TWICE, STORE_UNKNOWN } from './order-delivery.js';
export { CART_EMPTY, OUT_OF_STOCK } from './order-lines.js';

export interface PlaceOrderInput {
  shipping_address_id?: number;
  pickup_store_id?: number;
  billing_address_id: number;
  payment_method: PaymentMethod;
  insurance: boolean;
  /** A guest's lines; a user's come from the server cart. */
  items?: { product_id: number; quantity: number }[];
  coupons?: string[];
}

/** What identifies a request under one key: its body, fields in a fixed order. */
export function requestFingerprint(input: PlaceOrderInput): string {
  const { shipping_address_id, billing_address_id, payment_method, insurance } = input;
  const fields: unknown[] = [shipping_address_id ?? null, billing_address_id, payment_method, insurance, input.items ?? null, input.coupons ?? null];
  // Appended only when present, so the fingerprints of orders placed before pickup still match.
  if (input.pickup_store_id !== undefined) fields.push({ pickup_store_id: input.pickup_store_id });
  const canonical = JSON.stringify(fields);
  return createHash('sha256').update(canonical).digest('hex');
}

const UNIQUE_VIOLATION = '23505';
const isIdempotencyClash = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION &&
  'constraint' in error && /^orders_(user|guest)_key_idx$/.test(String(error.constraint));

/**
 * Places an order once per (owner, idempotency key): checks where it goes, what is bought and
 * what it costs, then writes it in one statement (order-records.ts `writeOrder`): the order, its
 * lines, the server cart emptied (cash on delivery; a card order's once it is paid) and its
 * confirmation; its commit takes the stock (a short line: 409). An owner with unpaid card orders
 * has them cancelled first, in one transaction with the order (a new attempt replaces them). A
 * second request with the same key and body waits on the unique index and answers the first one's
 * order (also when it finds the cart already emptied by it); the same key with another body is a
 * 422 on the key.
 */
export async function placeOrder(
  db: Kysely<Database>,
  owner: Owner,
  idempotencyKey: string,
  input: PlaceOrderInput,
  now: Date,
  /** The store's rules: its free-delivery threshold (`FREE_DELIVERY_FROM`), and the confirmation of a cash-on-delivery order written with it. */
  store: {
    freeDeliveryFrom: FreeDeliveryThreshold;
    /** The next order id (order-ids.ts): known before the write, for the confirmation's link. */
    nextOrderId: () => Promise<number>;
    confirm?: PlacedOrderConfirmation;
    /** Told as the statement whose commit takes the order's units is about to be sent (units-left.ts). */
    committing?: () => void;
  },
): Promise<{ order: OrderAnswer; created: boolean }> {
  // A repeated key is found by the unique index when its order is written (or when the checks
  // below fail on what the first request changed): no read of every order first.
  const fingerprint = requestFingerprint(input);
  let checked: { delivery: Delivery; lines: CartLine[]; price: OrderPrice };
  try {
    const delivery = await resolveDelivery(db, owner, input, store.freeDeliveryFrom);
    const lines = await loadOrderLines(db, await requestedLines(db, owner, input.items));
    const price = priceOrder(lines, await requestedCoupons(db, owner, input.coupons), delivery.fee, input.insurance, now);
    checked = { delivery, lines, price };
  } catch (error) {
    // A same-key request may have committed meanwhile and emptied the server cart this one read.
    const winner = await findOrderByKey(db, owner, idempotencyKey, fingerprint);
    if (winner === undefined) throw error;
    return { order: winner, created: false };
  }
  const { delivery, lines, price } = checked;
  const toWrite = { id: await store.nextOrderId(), owner, idempotencyKey, fingerprint, paymentMethod: input.payment_method, delivery, lines, price, now };
  const row = orderRowOf(toWrite);
  // The answer is made of what is written, not read back (coupons in the order a read gives
  // them); the confirmation uses it too.
  const order = writtenOrderAnswer(row, soldLinesOf(lines), [...price.coupons].sort((a, b) => a.id - b.id));
  const cashOnDelivery = input.payment_method === 'cod';
  // Cash on delivery is confirmed now; a card order once the gateway approves it. A card order's
  // cart stays until it is paid, so a declined shopper still has it to retry.
  const options = { emptyCart: cashOnDelivery, confirmation: cashOnDelivery ? store.confirm?.(order, owner.column === 'user_id') : undefined };

  try {
    // The statement's own commit takes the units. In the rare transaction below this is told
    // early, which at worst lets a buyer try whom the database then refuses (units-left.ts).
    store.committing?.();
    if (await writeOrder(db, toWrite, row, { ...options, unlessUnpaid: true })) return { order, created: true };
    // The owner's unpaid card orders give their stock back before this one takes its own.
    await db.transaction().execute(async (trx) => {
      await supersedeUnpaidOrders(trx, owner, toWrite.id, now);
      await writeOrder(trx, toWrite, row, { ...options, unlessUnpaid: false });
    });
    return { order, created: true };
  } catch (error) {
    const short = stockShortAtCommit(error);
    if (short !== undefined) throw stockConflict(short, lines.map((line) => line.product));
    if (!isIdempotencyClash(error)) throw error;
    // Another request with the same key committed first: answer its order.
    const winner = await findOrderByKey(db, owner, idempotencyKey, fingerprint);
    if (winner === undefined) throw error;
    return { order: winner, created: false };
  }
}
