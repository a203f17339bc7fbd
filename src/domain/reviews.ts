// Reviews by verified buyers (issue 34): who may write one, what it may say, and how reports hide it.
import { FIT_VERDICTS, type FitVerdict } from './fit-summary';

/** Texts of the review rules. */
export const REVIEW_MESSAGES = {
  signInToReview: 'Sign in to review this item.',
  buyersOnly: 'Only customers who bought this item can review it',
  alreadyReviewed: 'You have already reviewed this item. You can edit your review instead.',
  rating: 'Please choose a rating from 1 to 5 stars.',
  size: 'Please choose the size you bought.',
  fit: 'Please tell us how it fits.',
  titleTooLong: 'The title can be up to 120 characters.',
  textTooLong: 'Your review can be up to 2,000 characters.',
  notFound: 'This review does not exist.',
  reported: 'Thank you: we will look at this review.',
  ownReport: 'You cannot report your own review.',
} as const;

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;

/** A review is hidden once this many different accounts reported it, until a moderator decides. */
export const REVIEW_HIDE_AFTER_REPORTS = 3;

/** Where a review stands: shown, hidden by reports awaiting a moderator, or removed by one. */
export type ReviewStatus = 'published' | 'pending_moderation' | 'removed';

/** What a shopper writes. */
export interface ReviewDraft {
  readonly rating: number;
  readonly size: string;
  readonly fit: FitVerdict;
  readonly title: string;
  readonly text: string;
}

/** Why a shopper may not write a review, or null when they may. */
export function reviewRefusal(shopper: { signedIn: boolean; bought: boolean; reviewed: boolean }): string | null {
  if (!shopper.signedIn) return REVIEW_MESSAGES.signInToReview;
  if (!shopper.bought) return REVIEW_MESSAGES.buyersOnly;
  if (shopper.reviewed) return REVIEW_MESSAGES.alreadyReviewed;
  return null;
}

/** Text as it is stored: control characters out, line ends unified, spaces at the ends trimmed. */
export function plainReviewText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
}

/** Field errors of a draft against the product's sizes; empty when it may be saved. */
export function reviewErrors(draft: Partial<Record<keyof ReviewDraft, unknown>>, sizes: readonly string[]): Partial<Record<keyof ReviewDraft, string>> {
  const errors: Partial<Record<keyof ReviewDraft, string>> = {};
  if (!Number.isInteger(draft.rating) || (draft.rating as number) < 1 || (draft.rating as number) > 5) errors.rating = REVIEW_MESSAGES.rating;
  if (typeof draft.size !== 'string' || !(sizes.length === 0 ? draft.size === '' : sizes.includes(draft.size))) errors.size = REVIEW_MESSAGES.size;
  if (typeof draft.fit !== 'string' || !FIT_VERDICTS.includes(draft.fit as FitVerdict)) errors.fit = REVIEW_MESSAGES.fit;
  if (typeof draft.title === 'string' && plainReviewText(draft.title).length > REVIEW_TITLE_MAX) errors.title = REVIEW_MESSAGES.titleTooLong;
  if (typeof draft.text === 'string' && plainReviewText(draft.text).length > REVIEW_TEXT_MAX) errors.text = REVIEW_MESSAGES.textTooLong;
  return errors;
}

/** The status after a report: hidden for moderation at REVIEW_HIDE_AFTER_REPORTS different reporters. */
export function statusAfterReport(status: ReviewStatus, distinctReporters: number): ReviewStatus {
  if (status !== 'published') return status;
  return distinctReporters >= REVIEW_HIDE_AFTER_REPORTS ? 'pending_moderation' : 'published';
}

/** Stars given, count per star (index 0 is one star). */
export type RatingDistribution = readonly [number, number, number, number, number];

/** Average (to one decimal) and count of the ratings; null average without any. */
export function ratingSummary(distribution: RatingDistribution): { average: number | null; count: number } {
  const count = distribution.reduce((sum, each) => sum + each, 0);
  if (count === 0) return { average: null, count };
  const total = distribution.reduce((sum, each, index) => sum + each * (index + 1), 0);
  return { average: Math.round((total / count) * 10) / 10, count };
}

/** "4.3 out of 5 stars, 12 reviews": a rating as a screen reader says it. */
export function ratingLabel(average: number, count: number): string {
  return `${average.toFixed(1)} out of 5 stars, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Orders of the review list. */
export type ReviewSort = 'newest' | 'rating_desc' | 'rating_asc';

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  rating_desc: 'Highest rating',
  rating_asc: 'Lowest rating',
};

/** Reviews on a page of the list. */
export const REVIEWS_PAGE_SIZE = 5;
