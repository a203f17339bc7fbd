import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { ApiError, unprocessable } from '../../http/errors.js';
import type { Owner } from '../account/addresses.js';
import { type CartLine, type CartProduct, loadCartProducts } from '../cart/cart-lines.js';
import { assertWithinOrderLimits, itemQuantityField } from '../cart/order-limits.js';

export const CART_EMPTY = 'Your cart is empty.';
export const OUT_OF_STOCK = 'Some items are no longer available in the quantity requested.';

/** A variant asked for in a quantity the shelf does not hold. */
export interface StockShortage {
  product_id: number;
  requested: number;
  available: number;
}

/** A line as asked for: the variant id and how many. */
export interface RequestedLine {
  product_id: number;
  quantity: number;
}

/** What is being bought: a user's server cart, or a guest's lines (repeated ids merged). */
export async function requestedLines(db: Kysely<Database>, owner: Owner, guestItems: RequestedLine[] | undefined): Promise<RequestedLine[]> {
  if (owner.column === 'user_id') {
    const rows = await db
      .selectFrom('cart_items')
      .select(['variant_id', 'quantity'])
      .where('user_id', '=', owner.id)
      .orderBy('added_at')
      .orderBy('variant_id')
      .execute();
    return rows.map((row) => ({ product_id: row.variant_id, quantity: row.quantity }));
  }
  const merged = new Map<number, number>();
  for (const item of guestItems ?? []) merged.set(item.product_id, (merged.get(item.product_id) ?? 0) + item.quantity);
  return [...merged].map(([product_id, quantity]) => ({ product_id, quantity }));
}

/**
 * The requested lines with today's snapshots and prices; 422 when there is nothing to buy or a
 * product goes past its per-order limit (`items.<i>.quantity`, the index of the breaching line in
 * the guest's merged lines or the user's server cart), 409 when a variant no longer exists (stock
 * is checked again, under lock, when it is reserved).
 */
export async function loadOrderLines(db: Kysely<Database>, requested: RequestedLine[]): Promise<CartLine[]> {
  if (requested.length === 0) throw unprocessable({ items: CART_EMPTY });
  const products = await loadCartProducts(db, requested.map((line) => line.product_id));
  const missing = requested.filter((line) => !products.has(line.product_id));
  if (missing.length > 0) {
    throw stockConflict(missing.map((line) => ({ product_id: line.product_id, requested: line.quantity, available: 0 })), []);
  }
  const lines = requested.flatMap((line) => {
    const product = products.get(line.product_id);
    return product === undefined ? [] : [{ quantity: line.quantity, product }];
  });
  // A limit is per product per order: every size of it in the order counts.
  assertWithinOrderLimits(lines, (breach) => itemQuantityField(breach.index));
  return lines;
}

/** The 409 naming what is short, with the numbers per line. */
export function stockConflict(shortages: StockShortage[], products: readonly Pick<CartProduct, 'id' | 'name'>[]) {
  const names = shortages.map((line) => products.find((product) => product.id === line.product_id)?.name ?? `#${line.product_id}`);
  return new ApiError(409, OUT_OF_STOCK, { items: `Not enough stock for: ${names.join(', ')}.` }, { lines: shortages });
}
