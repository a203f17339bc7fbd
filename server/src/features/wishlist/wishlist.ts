import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { loadProductCards } from '../catalogue/product-cards.js';

/** The signed-in user's wishlist, newest first. */
export async function wishlistOf(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('wishlist_items')
    .select(['id', 'product_id', 'added_at'])
    .where('user_id', '=', userId)
    .orderBy('added_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const cards = new Map((await loadProductCards(db, rows.map((row) => row.product_id), userId)).map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const product = cards.get(row.product_id);
    return product === undefined ? [] : [{ id: row.id, product, added_at: row.added_at.toISOString() }];
  });
}

/** Wishes a product (once); false when there is no such product. */
export async function addToWishlist(db: Kysely<Database>, userId: number, productId: number): Promise<boolean> {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (product === undefined) return false;
  await db
    .insertInto('wishlist_items')
    .values({ user_id: userId, product_id: product.id })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
  return true;
}

/** Takes a product off the wishlist; false when it was not on it. */
export async function removeFromWishlist(db: Kysely<Database>, userId: number, productId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
