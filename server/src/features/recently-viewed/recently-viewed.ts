import { type Kysely, sql } from 'kysely';
import { mergeRecentViews, RECENTLY_VIEWED_LIMIT, type RecentView } from '../../../../src/domain/recently-viewed.js';
import type { Database } from '../../db/types.js';
import { loadProductCards, type ProductCard } from '../catalogue/product-cards.js';

/** Cards of the products, in the order given; products that no longer exist are left out. */
export async function cardsInOrder(db: Kysely<Database>, productIds: readonly number[], userId: number | null): Promise<ProductCard[]> {
  const ids = [...new Set(productIds)].slice(0, RECENTLY_VIEWED_LIMIT);
  const cards = new Map((await loadProductCards(db, ids, userId)).map((card) => [card.id, card]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** A user's list, newest first. */
export async function viewsOf(db: Kysely<Database>, userId: number): Promise<RecentView[]> {
  const rows = await db
    .selectFrom('recently_viewed')
    .select(['product_id', 'viewed_at'])
    .where('user_id', '=', userId)
    .orderBy('viewed_at', 'desc')
    .orderBy('product_id', 'desc')
    .limit(RECENTLY_VIEWED_LIMIT)
    .execute();
  return rows.map((row) => ({ productId: row.product_id, viewedAt: new Date(row.viewed_at).toISOString() }));
}

/**
 * Merges views (one just made, or a device's list at sign-in) into the user's list by the domain's
 * rule, and keeps only what it answers. Views of products that do not exist are dropped; times in
 * the future are taken as now. Serialised per user, so two tabs merging at once lose nothing.
 */
export async function mergeViews(db: Kysely<Database>, userId: number, incoming: readonly RecentView[], now: Date): Promise<RecentView[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('recently_viewed'), ${userId})`.execute(trx);
    const known = incoming.length === 0 ? [] : await trx.selectFrom('products').select('id').where('id', 'in', [...new Set(incoming.map((view) => view.productId))]).execute();
    const exists = new Set(known.map((row) => row.id));
    const clamped = incoming
      .filter((view) => exists.has(view.productId))
      .map((view) => (Date.parse(view.viewedAt) > now.getTime() ? { ...view, viewedAt: now.toISOString() } : view));
    const merged = mergeRecentViews(await viewsOf(trx, userId), clamped);
    await trx.deleteFrom('recently_viewed').where('user_id', '=', userId).execute();
    if (merged.length > 0) {
      await trx
        .insertInto('recently_viewed')
        .values(merged.map((view) => ({ user_id: userId, product_id: view.productId, viewed_at: view.viewedAt })))
        .execute();
    }
    return merged;
  });
}

/** Empties a user's list. */
export async function clearViews(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('recently_viewed').where('user_id', '=', userId).execute();
}
