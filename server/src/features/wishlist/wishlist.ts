import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { loadProductCards } from '../catalogue/product-cards.js';

/** The signed-in user's wishlist, newest first. */
export async function wishlistOf(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('wishlist_items')
    .select(['id', 'product_id', 'added_at', 'price_at_add'])
    .where('user_id', '=', userId)
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const cards = new Map((await loadProductCards(db, rows.map((row) => row.product_id), userId)).map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const product = cards.get(row.product_id);
    return product === undefined ? [] : [{ id: row.id, product, added_at: row.added_at.toISOString(), price_at_add: row.price_at_add }];
  });
}

/**
 * The price a product is offered at, as its card shows it: a variable product's cheapest variant,
 * else the sale price when lower than the regular one (the SPA's offeredPrice, in SQL).
 */
export const offeredPriceOf = sql<number>`CASE
  WHEN p.type = 'variable'
    THEN coalesce((SELECT min(coalesce(v.sale_price, v.regular_price)) FROM variants v WHERE v.product_id = p.id), p.regular_price)
  ELSE least(coalesce(p.sale_price, p.regular_price), p.regular_price)
END`;

/** Wishes a product (once), at the price it is offered at now; false when there is no such product. */
export async function addToWishlist(db: Kysely<Database>, userId: number, productId: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO wishlist_items (user_id, product_id, price_at_add)
    SELECT ${userId}, p.id, ${offeredPriceOf} FROM products p WHERE p.id = ${productId}
    ON CONFLICT (user_id, product_id) DO NOTHING
    RETURNING id`.execute(db);
  if (rows.length > 0) return true;
  // Nothing inserted: already wished, or no such product.
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  return product !== undefined;
}

/** Takes a product off the wishlist; false when it was not on it. */
export async function removeFromWishlist(db: Kysely<Database>, userId: number, productId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
