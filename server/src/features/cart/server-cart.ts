import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { type CartLine, loadCartProducts } from './cart-lines.js';
import { couponsOfCart, normaliseCode } from './coupons.js';
import { assertWithinOrderLimits, lastRequestedLineOf } from './order-limits.js';
import { type CouponAnswer, priceLines } from './pricing.js';

export interface Cart {
  items: CartLine[];
  coupons: CouponAnswer[];
}

type Executor = Kysely<Database>;

/** The signed-in user's cart lines, in the order added, priced now. */
export async function cartLinesOf(db: Executor, userId: number): Promise<CartLine[]> {
  const rows = await db
    .selectFrom('cart_items')
    .select(['variant_id', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('added_at')
    .orderBy('variant_id')
    .execute();
  const products = await loadCartProducts(db, rows.map((row) => row.variant_id));
  return rows.flatMap((row) => {
    const product = products.get(row.variant_id);
    return product === undefined ? [] : [{ quantity: row.quantity, product }];
  });
}

/**
 * Lines plus the applied coupons, each priced for these lines by the domain; one that stopped
 * applying (expired, minimum no longer met) stays, marked with its reason, until removed.
 */
export async function readCart(db: Executor, userId: number, now: Date): Promise<Cart> {
  const [items, coupons] = await Promise.all([cartLinesOf(db, userId), couponsOfCart(db, userId)]);
  return { items, coupons: priceLines(items, coupons, now).coupons };
}

/**
 * Adds quantities to the cart, capped at stock; unknown or sold-out variants are ignored. One
 * upsert per line, so two adds racing for the same line both count. An add that takes a product
 * past its per-order limit (its variants in the cart counted together) changes nothing: 422
 * (`assertWithinOrderLimits`). Two racing adds of different sizes may both pass; the order is
 * checked again, on its own lines, when it is placed.
 */
export async function addToCart(db: Executor, userId: number, items: { product_id: number; quantity: number }[]) {
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      await sql`
        INSERT INTO cart_items (user_id, variant_id, quantity)
        SELECT ${userId}, v.id, LEAST(${item.quantity}, v.stock) FROM variants v WHERE v.id = ${item.product_id} AND v.stock > 0
        ON CONFLICT (user_id, variant_id) DO UPDATE
          SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, (SELECT stock FROM variants WHERE id = EXCLUDED.variant_id))`.execute(trx);
    }
    const lines = await cartLinesOf(trx, userId);
    // Thrown inside the transaction: the upserts above are rolled back with it.
    assertWithinOrderLimits(lines, lastRequestedLineOf(items, lines));
  });
}

/**
 * Replaces the lines (quantity changes, removals); quantities capped at stock, zero removes. Lines
 * past a product's per-order limit are refused (422) and the cart stays as it was.
 */
export async function replaceCart(db: Executor, userId: number, items: { product_id: number; quantity: number }[]) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    const merged = new Map<number, number>();
    for (const item of items) merged.set(item.product_id, (merged.get(item.product_id) ?? 0) + item.quantity);
    const products = await loadCartProducts(trx, [...merged.keys()]);
    const lines = [...merged].flatMap(([id, wanted]) => {
      const product = products.get(id);
      const quantity = Math.min(wanted, product?.stock ?? 0);
      return product !== undefined && quantity > 0 ? [{ quantity, product }] : [];
    });
    assertWithinOrderLimits(lines, lastRequestedLineOf(items, lines));
    const values = lines.map((line) => ({ user_id: userId, variant_id: line.product.id, quantity: line.quantity }));
    if (values.length > 0) await trx.insertInto('cart_items').values(values).execute();
  });
}

/** Keeps a checked coupon on the user's cart (applying it twice keeps it once). */
export async function addCouponToCart(db: Executor, userId: number, couponId: number): Promise<void> {
  await db
    .insertInto('cart_coupons')
    .values({ user_id: userId, coupon_id: couponId })
    .onConflict((oc) => oc.columns(['user_id', 'coupon_id']).doNothing())
    .execute();
}

/** Takes the coupon with this code (any case) off the user's cart; unknown codes change nothing. */
export async function removeCouponFromCart(db: Executor, userId: number, code: string): Promise<void> {
  await db
    .deleteFrom('cart_coupons')
    .where('user_id', '=', userId)
    .where('coupon_id', 'in', (qb) => qb.selectFrom('coupons').select('id').where('code', '=', normaliseCode(code)))
    .execute();
}
