import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, PaymentMethod } from '../../db/types.js';
import { ApiError, unprocessable, VALIDATION_MESSAGE } from '../../http/errors.js';
import { findOwnAddress, type Owner } from '../account/addresses.js';
import { type CartProduct, loadCartProducts } from '../cart/cart-lines.js';
import { couponsOfCart, findCoupons, normaliseCode } from '../cart/coupons.js';
import { COUPON_UNKNOWN, couponAnswer, couponProblem, type CouponRule, orderTotals, subtotalOf, unitPrice } from '../cart/pricing.js';
import { findOrderByKey, loadOrders, type OrderAnswer } from './orders.js';
import { NOT_SHIPPABLE, shippingFeeFor } from './shipping.js';

export const CART_EMPTY = 'Your cart is empty.';
export const ADDRESS_UNKNOWN = 'This address does not exist.';
export const OUT_OF_STOCK = 'Some items are no longer available in the quantity requested.';

export interface PlaceOrderInput {
  shipping_address_id: number;
  billing_address_id: number;
  payment_method: PaymentMethod;
  insurance: boolean;
  /** A guest's lines; a user's come from the server cart. */
  items?: { product_id: number; quantity: number }[];
  coupons?: string[];
}

interface StockShortage {
  product_id: number;
  requested: number;
  available: number;
}

const UNIQUE_VIOLATION = '23505';
const isIdempotencyClash = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION &&
  'constraint' in error && /^orders_(user|guest)_key_idx$/.test(String(error.constraint));

const newOrderNumber = () => `SF-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Places an order once per (owner, idempotency key). Stock is taken in the order's transaction
 * with a guarded decrement, so concurrent orders can never oversell; a second request with the
 * same key waits on the unique index and answers the first one's order.
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

  const [shippingAddress, billingAddress] = await Promise.all([
    findOwnAddress(db, owner, input.shipping_address_id),
    findOwnAddress(db, owner, input.billing_address_id),
  ]);
  const addressErrors: Record<string, string> = {};
  if (shippingAddress === undefined) addressErrors.shipping_address_id = ADDRESS_UNKNOWN;
  if (billingAddress === undefined) addressErrors.billing_address_id = ADDRESS_UNKNOWN;
  if (shippingAddress === undefined || billingAddress === undefined) throw unprocessable(addressErrors);
  const fee = await shippingFeeFor(db, shippingAddress.country_code);
  if (fee === null) throw unprocessable({ shipping_address_id: NOT_SHIPPABLE });

  const requested = await requestedLines(db, owner, input);
  if (requested.length === 0) throw unprocessable({ items: CART_EMPTY });
  const products = await loadCartProducts(db, requested.map((line) => line.product_id));
  const missing = requested.filter((line) => !products.has(line.product_id));
  if (missing.length > 0) {
    throw stockConflict(missing.map((line) => ({ product_id: line.product_id, requested: line.quantity, available: 0 })), []);
  }
  const priced = requested.flatMap((line) => {
    const product = products.get(line.product_id);
    return product === undefined ? [] : [{ quantity: line.quantity, product }];
  });
  const subtotal = subtotalOf(priced);
  const coupons = (await orderCoupons(db, owner, input)).map((coupon) => {
    const problem = couponProblem(coupon, subtotal, now);
    if (problem !== null) throw new ApiError(422, VALIDATION_MESSAGE, { coupons: problem });
    return couponAnswer(coupon, subtotal);
  });
  const insurance = input.insurance && fee.insurance_enabled;
  const totals = orderTotals(subtotal, coupons, insurance ? fee.rate_with_insurance : fee.rate_without_insurance);

  try {
    const orderId = await db.transaction().execute(async (trx) => {
      const order = await trx
        .insertInto('orders')
        .values({
          number: newOrderNumber(),
          [owner.column]: owner.id,
          idempotency_key: idempotencyKey,
          status: input.payment_method === 'card' ? 'pending_payment' : 'placed',
          payment_method: input.payment_method,
          shipping_address: JSON.stringify(shippingAddress),
          billing_address: JSON.stringify(billingAddress),
          insurance,
          ...totals,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      // Lowest variant id first: concurrent orders lock rows in one order and never deadlock.
      const byVariant = [...priced].sort((a, b) => a.product.id - b.product.id);
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
      if (shortages.length > 0) throw stockConflict(shortages, priced.map((line) => line.product));

      await trx
        .insertInto('order_items')
        .values(
          priced.map((line, position) => ({
            order_id: order.id,
            product_id: line.product.parent_id,
            variant_id: line.product.id,
            quantity: line.quantity,
            unit_price: unitPrice(line.product),
            snapshot: JSON.stringify(line.product),
            position,
          })),
        )
        .execute();
      if (coupons.length > 0) {
        await trx
          .insertInto('order_coupons')
          .values(coupons.map((coupon) => ({ order_id: order.id, coupon_id: coupon.id, snapshot: JSON.stringify(coupon) })))
          .execute();
      }
      if (owner.column === 'user_id') {
        await trx.deleteFrom('cart_items').where('user_id', '=', owner.id).execute();
        await trx.deleteFrom('cart_coupons').where('user_id', '=', owner.id).execute();
      }
      return order.id;
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

async function requestedLines(db: Kysely<Database>, owner: Owner, input: PlaceOrderInput) {
  if (owner.column === 'user_id') {
    const rows = await db.selectFrom('cart_items').select(['variant_id', 'quantity']).where('user_id', '=', owner.id).orderBy('added_at').orderBy('variant_id').execute();
    return rows.map((row) => ({ product_id: row.variant_id, quantity: row.quantity }));
  }
  const merged = new Map<number, number>();
  for (const item of input.items ?? []) merged.set(item.product_id, (merged.get(item.product_id) ?? 0) + item.quantity);
  return [...merged].map(([product_id, quantity]) => ({ product_id, quantity }));
}

async function orderCoupons(db: Kysely<Database>, owner: Owner, input: PlaceOrderInput): Promise<CouponRule[]> {
  if (owner.column === 'user_id') return couponsOfCart(db, owner.id);
  const codes = [...new Set((input.coupons ?? []).map(normaliseCode))];
  const coupons = await findCoupons(db, codes);
  const missing = codes.find((code) => !coupons.some((coupon) => coupon.code === code));
  if (missing !== undefined) throw new ApiError(422, VALIDATION_MESSAGE, { coupons: COUPON_UNKNOWN });
  return coupons;
}

function stockConflict(shortages: StockShortage[], products: CartProduct[]) {
  const names = shortages.map((line) => products.find((product) => product.id === line.product_id)?.name ?? `#${line.product_id}`);
  return new ApiError(409, OUT_OF_STOCK, { items: `Not enough stock for: ${names.join(', ')}.` }, { lines: shortages });
}
