import { type Kysely, sql } from 'kysely';
import { centsToDecimal } from '../../../../src/domain/money.js';
import { csvText } from '../../cli/csv.js';
import type { Database } from '../../db/types.js';

/** An order as accounting and the warehouse read it: who, where to, how paid, what. */
export interface ExportedOrder {
  number: string;
  created_at: string;
  status: string;
  payment_method: string;
  paid_at: string | null;
  customer: { email: string; name: string | null; account: boolean };
  delivery: { kind: 'shipping' | 'pickup'; name: string; address: string; phone: string | null };
  subtotal: string;
  discount: string;
  shipping: string;
  total: string;
  lines: { sku: string; product: string; options: string; quantity: number; unit_price: string; line_total: string }[];
}

type Stored = Record<string, unknown> | null;
const textOf = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
const joined = (parts: unknown[], separator: string) => parts.map(textOf).filter((part) => part.trim() !== '').join(separator);

/** Orders placed on or after `since` (an ISO date or time), oldest first, with their lines. */
export async function exportOrders(db: Kysely<Database>, since: string): Promise<ExportedOrder[]> {
  const { rows } = await sql<{
    id: number; number: string; created_at: Date; status: string; payment_method: string; paid_at: Date | null;
    shipping_address: Stored; pickup_store: Stored; subtotal: number; discount: number; shipping: number; total: number;
    user_email: string | null; first_name: string | null; last_name: string | null; guest_email: string | null;
  }>`
    SELECT o.id, o.number, o.created_at, o.status, o.payment_method, o.paid_at, o.shipping_address, o.pickup_store,
      o.subtotal, o.discount, o.shipping, o.total, u.email AS user_email, u.first_name, u.last_name, g.email AS guest_email
    FROM orders o LEFT JOIN users u ON u.id = o.user_id LEFT JOIN guests g ON g.id = o.guest_id
    WHERE o.created_at >= ${since}::timestamptz ORDER BY o.created_at, o.id`.execute(db);
  if (rows.length === 0) return [];
  const { rows: items } = await sql<{ order_id: number; sku: string; quantity: number; unit_price: number; snapshot: Record<string, unknown> }>`
    SELECT i.order_id, v.sku, i.quantity, i.unit_price, i.snapshot FROM order_items i JOIN variants v ON v.id = i.variant_id
    WHERE i.order_id = ANY(${rows.map((row) => row.id)}) ORDER BY i.order_id, i.position, i.id`.execute(db);
  return rows.map((order): ExportedOrder => {
    const address = order.shipping_address;
    const store = order.pickup_store;
    return {
      number: order.number,
      created_at: order.created_at.toISOString(),
      status: order.status,
      payment_method: order.payment_method,
      paid_at: order.paid_at?.toISOString() ?? null,
      customer: {
        email: order.user_email ?? order.guest_email ?? '',
        name: order.first_name === null ? null : joined([order.first_name, order.last_name], ' '),
        account: order.user_email !== null,
      },
      delivery: address !== null
        ? { kind: 'shipping', name: joined([address.first_name, address.last_name], ' '), address: joined([address.street, address.building, address.floor, address.area, address.city, address.zip, address.country_code], ', '), phone: textOf(address.phone) || null }
        : { kind: 'pickup', name: textOf(store?.name), address: joined([store?.address, store?.city, store?.country_code], ', '), phone: textOf(store?.phone) || null },
      subtotal: centsToDecimal(order.subtotal),
      discount: centsToDecimal(order.discount),
      shipping: centsToDecimal(order.shipping),
      total: centsToDecimal(order.total),
      lines: items.filter((item) => item.order_id === order.id).map((item) => ({
        sku: item.sku,
        product: textOf(item.snapshot.name),
        options: Array.isArray(item.snapshot.attributes) ? joined((item.snapshot.attributes as { name: string; value: string }[]).map((attribute) => `${attribute.name}: ${attribute.value}`), '; ') : '',
        quantity: item.quantity,
        unit_price: centsToDecimal(item.unit_price),
        line_total: centsToDecimal(item.unit_price * item.quantity),
      })),
    };
  });
}

/** The CSV's columns: one row per order line, the order's columns repeated on each. */
export const ORDER_CSV_COLUMNS = [
  'order_number', 'created_at', 'status', 'payment_method', 'paid_at', 'customer_email', 'customer_name', 'delivery', 'delivery_name',
  'delivery_address', 'delivery_phone', 'subtotal', 'discount', 'shipping', 'total', 'sku', 'product', 'options', 'quantity', 'unit_price', 'line_total',
] as const;

/** Orders as CSV text (header first). */
export function ordersCsv(orders: readonly ExportedOrder[]): string {
  return csvText([ORDER_CSV_COLUMNS, ...orders.flatMap((order) => order.lines.map((line) => [
    order.number, order.created_at, order.status, order.payment_method, order.paid_at, order.customer.email, order.customer.name, order.delivery.kind,
    order.delivery.name, order.delivery.address, order.delivery.phone, order.subtotal, order.discount, order.shipping, order.total,
    line.sku, line.product, line.options, line.quantity, line.unit_price, line.line_total,
  ]))]);
}
