import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { fitSummary, FIT_VERDICTS, type FitVerdict } from '../../../../src/domain/fit-summary.js';
import { REVIEWS_IN_STRUCTURED_DATA } from '../../../../src/domain/review-structured-data.js';
import { type RatingDistribution, ratingSummary, REVIEWS_PAGE_SIZE, type ReviewSort, type ReviewStatus, statusAfterReport } from '../../../../src/domain/reviews.js';

/** A review as the product page shows it: first name and initial, never the e-mail. */
export interface ReviewView {
  id: number;
  author: string;
  rating: number;
  size: string;
  fit: FitVerdict;
  title: string;
  text: string;
  verified_buyer: true;
  created_at: string;
  updated_at: string;
  mine: boolean;
}

type ReviewRow = { id: number; user_id: number; author_name: string; rating: number; size: string; fit: FitVerdict; title: string; body: string; created_at: Date; updated_at: Date };

function viewOf(row: ReviewRow, userId: number | null): ReviewView {
  return {
    id: row.id,
    author: row.author_name,
    rating: row.rating,
    size: row.size,
    fit: row.fit,
    title: row.title,
    text: row.body,
    verified_buyer: true,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    mine: row.user_id === userId,
  };
}

const REVIEW_COLUMNS = ['id', 'user_id', 'author_name', 'rating', 'size', 'fit', 'title', 'body', 'created_at', 'updated_at'] as const;

/** Average, count, stars and fit of a product's published reviews. */
export async function reviewSummaryOf(db: Kysely<Database>, productId: number) {
  const rows = await db
    .selectFrom('reviews')
    .select(['rating', 'fit', (eb) => eb.fn.countAll<string>().as('n')])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .groupBy(['rating', 'fit'])
    .execute();
  const stars = [0, 0, 0, 0, 0] as [number, number, number, number, number];
  const fits = { runs_small: 0, true_to_size: 0, runs_large: 0 } as Record<FitVerdict, number>;
  for (const row of rows) {
    stars[row.rating - 1]! += Number(row.n);
    fits[row.fit] += Number(row.n);
  }
  const distribution: RatingDistribution = stars;
  const summary = fitSummary(fits);
  return {
    ...ratingSummary(distribution),
    distribution: [...distribution],
    fit: FIT_VERDICTS.map((verdict) => ({ verdict, count: fits[verdict] })),
    fit_summary: summary === null ? null : { label: summary.label, leading: summary.leading, shares: summary.shares },
  };
}

/** A page of a product's published reviews in the asked order. */
export async function reviewPageOf(db: Kysely<Database>, productId: number, sort: ReviewSort, page: number, userId: number | null) {
  let query = db.selectFrom('reviews').select(REVIEW_COLUMNS).where('product_id', '=', productId).where('status', '=', 'published');
  if (sort === 'rating_desc') query = query.orderBy('rating', 'desc');
  if (sort === 'rating_asc') query = query.orderBy('rating', 'asc');
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(REVIEWS_PAGE_SIZE).offset((page - 1) * REVIEWS_PAGE_SIZE).execute();
  return rows.map((row) => viewOf(row, userId));
}

/** The shopper's own review of the product, whatever its status, or null. */
export async function ownReviewOf(db: Kysely<Database>, productId: number, userId: number) {
  const row = await db.selectFrom('reviews').select([...REVIEW_COLUMNS, 'status']).where('product_id', '=', productId).where('user_id', '=', userId).executeTakeFirst();
  return row === undefined ? null : { ...viewOf(row, userId), status: row.status };
}

/** Whether the shopper has an order of the product that was not cancelled. */
export async function hasBought(db: Kysely<Database>, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as oi', 'oi.order_id', 'o.id')
    .select('o.id')
    .where('o.user_id', '=', userId)
    .where('oi.product_id', '=', productId)
    .where('o.status', '<>', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The sizes a product is sold in. */
export async function sizesOf(db: Kysely<Database>, productId: number): Promise<string[] | null> {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (product === undefined) return null;
  const rows = await db.selectFrom('variants').select('size').distinct().where('product_id', '=', productId).where('size', 'is not', null).execute();
  return rows.map((row) => row.size as string);
}

/** How a review's author is shown: first name and the initial of the last. */
export function authorNameOf(user: { first_name: string; last_name: string }): string {
  const initial = user.last_name.trim().charAt(0);
  return initial === '' ? user.first_name.trim() : `${user.first_name.trim()} ${initial}.`;
}

/** Records one account's report; at the threshold of distinct reporters the review waits for a moderator. */
export async function reportReview(db: Kysely<Database>, reviewId: number, userId: number): Promise<ReviewStatus> {
  return db.transaction().execute(async (trx) => {
    const review = await trx.selectFrom('reviews').select(['status']).where('id', '=', reviewId).forUpdate().executeTakeFirstOrThrow();
    await trx.insertInto('review_reports').values({ review_id: reviewId, user_id: userId }).onConflict((conflict) => conflict.doNothing()).execute();
    const { n } = await trx.selectFrom('review_reports').select((eb) => eb.fn.countAll<string>().as('n')).where('review_id', '=', reviewId).executeTakeFirstOrThrow();
    const status = statusAfterReport(review.status, Number(n));
    if (status !== review.status) await trx.updateTable('reviews').set({ status }).where('id', '=', reviewId).execute();
    return status;
  });
}

/** A moderator's decision: publish again (its reports cleared) or remove. */
export async function moderateReview(db: Kysely<Database>, reviewId: number, decision: 'publish' | 'remove'): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('reviews')
      .set({ status: decision === 'publish' ? 'published' : 'removed' })
      .where('id', '=', reviewId)
      .executeTakeFirst();
    if (decision === 'publish') await trx.deleteFrom('review_reports').where('review_id', '=', reviewId).execute();
    return Number(updated.numUpdatedRows) > 0;
  });
}

/** Reviews waiting for a moderator, oldest first, with their reports. */
export async function reviewsAwaitingModeration(db: Kysely<Database>) {
  const { rows } = await sql<{ id: number; product_id: number; rating: number; title: string; body: string; reports: string }>`
    SELECT r.id, r.product_id, r.rating, r.title, r.body, count(rr.user_id) AS reports
    FROM reviews r LEFT JOIN review_reports rr ON rr.review_id = r.id
    WHERE r.status = 'pending_moderation'
    GROUP BY r.id ORDER BY r.updated_at, r.id`.execute(db);
  return rows.map((row) => ({ ...row, reports: Number(row.reports) }));
}

/** What the product page's structured data says of its reviews: average and count, and the newest few. */
export async function reviewSnippetOf(db: Kysely<Database>, productId: number) {
  const [summary, newest] = await Promise.all([
    reviewSummaryOf(db, productId),
    db
      .selectFrom('reviews')
      .select(['author_name', 'rating', 'title', 'body', 'created_at'])
      .where('product_id', '=', productId)
      .where('status', '=', 'published')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(REVIEWS_IN_STRUCTURED_DATA)
      .execute(),
  ]);
  return {
    rating: summary.count === 0 ? null : { average: summary.average, count: summary.count },
    top_reviews: newest.map((row) => ({ author: row.author_name, rating: row.rating, title: row.title, text: row.body, created_at: row.created_at.toISOString() })),
  };
}
