import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, OrderStatus, PaymentMethod } from '../../db/types.js';
import { unprocessable } from '../../http/errors.js';
import type { AddressRow, Owner } from '../account/addresses.js';
import type { CouponAnswer } from '../cart/pricing.js';
import type { PickupStoreSnapshot } from './order-delivery.js';
import { orderLineSnapshot } from './order-line-snapshot.js';

export const ORDER_COLUMNS = [
  'id', 'number', 'status', 'payment_method', 'created_at', 'updated_at', 'paid_at', 'shipping_address', 'pickup_store',
  'billing_address', 'insurance', 'subtotal', 'discount', 'shipping', 'total',
] as const;

/** What the shopper is told about paying an order in this state. */
export type PaymentStatus = 'due_on_delivery' | 'pending' | 'paid' | 'failed' | 'cancelled';

/** The payment standing of an order (docs/api.md `Order.payment_status`). */
export function paymentStatusOf(order: { status: OrderStatus; payment_method: PaymentMethod }): PaymentStatus {
  if (order.status === 'paid') return 'paid';
  if (order.status === 'payment_failed') return 'failed';
  if (order.status === 'cancelled') return 'cancelled';
  return order.payment_method === 'cod' ? 'due_on_delivery' : 'pending';
}

/** A stored address snapshot; ones taken before addresses had an area get a null area. */
const addressAsStored = (snapshot: Record<string, unknown>) => ({ area: null, ...snapshot }) as AddressRow;

/** A stored coupon snapshot; orders placed before coupons carried their standing applied in full. */
function couponAsSold(snapshot: Record<string, unknown>): CouponAnswer {
  return { min_subtotal: 0, expired: false, applies: true, reason: null, ...(snapshot as Partial<CouponAnswer>) } as CouponAnswer;
}

/** An order row as `ORDER_COLUMNS` reads it. */
export type OrderRow = Pick<Selectable<Database['orders']>, (typeof ORDER_COLUMNS)[number]>;

/** An order's answer (docs/api.md `Order`) from its row and its lines' and coupons' stored snapshots. */
function orderAnswerOf(order: OrderRow, items: readonly { quantity: number; snapshot: unknown }[], coupons: readonly { snapshot: Record<string, unknown> }[]) {
  return {
    ...order,
    payment_status: paymentStatusOf(order),
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
    paid_at: order.paid_at === null ? null : order.paid_at.toISOString(),
    // Snapshots were written from these types by place-order.ts.
    shipping_address: order.shipping_address === null ? null : addressAsStored(order.shipping_address),
    pickup_store: order.pickup_store as PickupStoreSnapshot | null,
    billing_address: addressAsStored(order.billing_address),
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items: items.map((item) => ({ quantity: item.quantity, product: orderLineSnapshot(item.snapshot, order.id) })),
    coupons: coupons.map((coupon) => couponAsSold(coupon.snapshot)),
  };
}

export type OrderAnswer = ReturnType<typeof orderAnswerOf>;

/**
 * The answer of an order being written, from what is written (its row as `ORDER_COLUMNS` will
 * read it, `orderRowOf`; the lines' and coupons' snapshots), without reading it back. The
 * snapshots go through JSON as the database would give them back.
 */
export function writtenOrderAnswer(order: OrderRow, items: readonly { quantity: number; snapshot: unknown }[], coupons: readonly unknown[]): OrderAnswer {
  const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  return orderAnswerOf(
    order,
    items.map((item) => ({ quantity: item.quantity, snapshot: asStored(item.snapshot) })),
    coupons.map((coupon) => ({ snapshot: asStored(coupon) as Record<string, unknown> })),
  );
}

/**
 * Orders with their lines and coupons as sold (docs/api.md `Order`), in the order of `ids`.
 * `withCoupons: false` skips reading coupons the caller knows there are none of (an order just placed without).
 */
export async function loadOrders(db: Kysely<Database>, ids: number[], withCoupons = true): Promise<OrderAnswer[]> {
  if (ids.length === 0) return [];
  const [orders, items, coupons] = await Promise.all([
    db.selectFrom('orders').select(ORDER_COLUMNS).where('id', 'in', ids).execute(),
    db.selectFrom('order_items').select(['order_id', 'quantity', 'snapshot']).where('order_id', 'in', ids).orderBy('position').orderBy('id').execute(),
    withCoupons ? db.selectFrom('order_coupons').select(['order_id', 'snapshot']).where('order_id', 'in', ids).orderBy('coupon_id').execute() : [],
  ]);
  const byId = new Map(
    orders.map((order) => [
      order.id,
      orderAnswerOf(
        order,
        items.filter((item) => item.order_id === order.id),
        coupons.filter((coupon) => coupon.order_id === order.id),
      ),
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The owner's order, or undefined (also when someone else owns it). */
export async function findOwnOrder(db: Kysely<Database>, owner: Owner, id: number): Promise<OrderAnswer | undefined> {
  const row = await db.selectFrom('orders').select('id').where('id', '=', id).where(owner.column, '=', owner.id).executeTakeFirst();
  if (row === undefined) return undefined;
  return (await loadOrders(db, [row.id]))[0];
}

/** One page of the owner's orders, newest first, with how many they have in all. */
export async function ownOrdersPage(db: Kysely<Database>, owner: Owner, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db.selectFrom('orders').select('id').where(owner.column, '=', owner.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('total')).where(owner.column, '=', owner.id).executeTakeFirstOrThrow(),
  ]);
  return { orders: await loadOrders(db, rows.map((row) => row.id)), total: count.total };
}

export const KEY_REUSED = 'This Idempotency-Key was already used for another order: send a new key for a new order.';

/**
 * The order an owner already placed with this idempotency key, if any; a 422 on the key when it
 * was placed with another request (an order placed before fingerprints were kept matches any).
 */
export async function findOrderByKey(db: Kysely<Database>, owner: Owner, key: string, fingerprint: string): Promise<OrderAnswer | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'request_fingerprint'])
    .where(owner.column, '=', owner.id)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  if (row.request_fingerprint !== null && row.request_fingerprint !== fingerprint) throw unprocessable({ 'idempotency-key': KEY_REUSED });
  return (await loadOrders(db, [row.id]))[0];
}

/**
 * Puts failed or cancelled card orders' units back on the shelf, in one statement however many
 * orders and lines: the rows are locked lowest id first, as an order's reservation locks them, so
 * the two never deadlock.
 */
export async function releaseStock(trx: Kysely<Database>, orderIds: number | readonly number[]) {
  const ids = typeof orderIds === 'number' ? [orderIds] : [...orderIds];
  if (ids.length === 0) return;
  await sql`
    WITH given AS (SELECT variant_id AS id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = ANY(${ids}::int[]) GROUP BY variant_id),
      locked AS (SELECT v.id FROM variants v WHERE v.id IN (SELECT id FROM given) ORDER BY v.id FOR NO KEY UPDATE)
    UPDATE variants v SET stock = v.stock + g.quantity
    FROM given g
    -- Uncorrelated, so run once before the rows are scanned: every row is locked first, in order.
    WHERE (SELECT count(*) FROM locked) >= 0 AND v.id = g.id`.execute(trx);
}
