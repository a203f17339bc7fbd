/** Seeds reviews deterministically on part of the products, with fits that agree with the garments. */
import { type Insertable, type Kysely, sql } from 'kysely';
import type { ReviewsTable } from '../../db/fit-types.js';
import { type Database } from '../../db/types.js';
import { FIT_VERDICTS, type FitVerdict } from '../../../../src/domain/fit-summary.js';
import { createRng, deriveSeed } from '../prng.js';
import { insertReviewerOrders, type ReviewedPurchase } from './reviewer-orders.js';
import { FIT_NOTES, fitTendencyOf, REVIEWED_EVERY, REVIEWERS, TEXTS, TITLES } from '../reviews.js';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 2000;
/** A stored password hash no password matches: the reviewers exist to sign their reviews, not to sign in. */
const NO_PASSWORD = 'seeded-reviewer:no-password';

/** A rating from 3 to 5 mostly, now and then lower. */
const RATINGS: readonly (readonly [number, number])[] = [[5, 45], [4, 30], [3, 13], [2, 7], [1, 5]];

/** Inserts the reviewers, their reviews of every REVIEWED_EVERY-th product and the orders that make them buyers. */
export async function insertReviews(db: Kysely<Database>, seed: number, now: Date): Promise<void> {
  const reviewers = await db
    .insertInto('users')
    .values(REVIEWERS.map(([first_name, last_name], index) => ({ email: `reviewer-${index + 1}@maison.test`, password_hash: NO_PASSWORD, first_name, last_name, created_at: new Date(now.getTime() - 400 * DAY) })))
    .returning(['id', 'first_name', 'last_name'])
    .execute();
  const { rows: products } = await sql<{ id: number; slug: string; sizes: string[] }>`
    SELECT p.id, c.unique_slug AS slug, array_remove(array_agg(DISTINCT v.size), NULL) AS sizes
    FROM products p
    JOIN product_categories pc ON pc.product_id = p.id AND pc.is_primary
    JOIN categories c ON c.id = pc.category_id
    JOIN variants v ON v.product_id = p.id
    WHERE p.id % ${REVIEWED_EVERY} = 0
    GROUP BY p.id, c.unique_slug
    ORDER BY p.id`.execute(db);

  let rows: Insertable<ReviewsTable>[] = [];
  const purchases: ReviewedPurchase[] = [];
  for (const product of products) {
    const rng = createRng(deriveSeed(seed, product.id));
    const tendency = fitTendencyOf(product.slug);
    for (const reviewer of rng.sample(reviewers, rng.int(2, 8))) {
      const rating = rng.weighted(RATINGS);
      // Most buyers agree with the garment's fit; a few find it otherwise.
      const fit: FitVerdict = rng.chance(0.7) ? tendency : rng.pick(FIT_VERDICTS);
      const size = product.sizes.length === 0 ? '' : rng.pick(product.sizes);
      const text = rng.chance(0.8) ? `${rng.pick(TEXTS[rating - 1]!)} ${rng.pick(FIT_NOTES[fit])}` : '';
      const created = new Date(now.getTime() - rng.int(1, 300) * DAY - rng.int(0, DAY - 1));
      rows.push({
        product_id: product.id,
        user_id: reviewer.id,
        author_name: `${reviewer.first_name} ${reviewer.last_name.charAt(0)}.`,
        rating,
        size,
        fit,
        title: rng.chance(0.85) ? rng.pick(TITLES[rating - 1]!) : '',
        body: text,
        created_at: created,
        updated_at: created,
      });
      purchases.push({ product_id: product.id, user_id: reviewer.id, size, created_at: created });
    }
    if (rows.length >= BATCH) {
      await db.insertInto('reviews').values(rows).execute();
      rows = [];
    }
  }
  if (rows.length > 0) await db.insertInto('reviews').values(rows).execute();
  await insertReviewerOrders(db, purchases);
}
