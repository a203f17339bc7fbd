import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ProductCard } from './product-cards.js';

/**
 * Sets `in_wishlist` on copies of shared (cached, anonymous) cards for a signed-in user, so
 * personalised answers reuse the public ones at the cost of one small query.
 */
export async function withWishlistMarks<T extends ProductCard>(db: Kysely<Database>, userId: number | null, cards: T[]): Promise<T[]> {
  if (userId === null || cards.length === 0) return cards;
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', 'in', cards.map((card) => card.id))
    .execute();
  const wished = new Set(rows.map((row) => row.product_id));
  return cards.map((card) => ({ ...card, in_wishlist: wished.has(card.id) }));
}
