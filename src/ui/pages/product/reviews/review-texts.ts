import { FIT_LABELS, type FitVerdict } from '@/domain';

// Texts of the product page's reviews.

export const REVIEWS_TITLE = 'Reviews';
export const NO_REVIEWS = 'No reviews yet.';
export const VERIFIED_BUYER = 'Verified buyer';
export const SORT_LABEL = 'Sort reviews';
export const WRITE_REVIEW_TITLE = 'Write a review';
export const EDIT_REVIEW_TITLE = 'Edit your review';
export const YOUR_REVIEW_TITLE = 'Your review';
export const AWAITING_MODERATION = 'Your review is waiting for a moderator.';
export const RATING_LEGEND = 'Your rating';
export const SIZE_BOUGHT_LABEL = 'Size bought';
export const FIT_LEGEND = 'How does it fit?';
export const TITLE_LABEL = 'Title (optional)';
export const TEXT_LABEL = 'Your review (optional)';
export const SUBMIT_REVIEW = 'Publish review';
export const SAVE_REVIEW = 'Save changes';
export const CANCEL = 'Cancel';
export const EDIT = 'Edit';
export const DELETE = 'Delete';
export const REPORT = 'Report';
export const REPORTED = 'Reported. Thank you: we will look at this review.';
export const SIGN_IN_TO_REVIEW = 'Sign in to review';
export const REVIEWS_FAILED = 'Reviews could not be loaded.';
export const PREVIOUS_PAGE = 'Previous reviews';
export const NEXT_PAGE = 'More reviews';
export const CHOOSE = 'Choose…';

/** "Size bought: M · True to size". */
export function sizeAndFit(size: string, fit: FitVerdict): string {
  return `${size ? `Size bought: ${size} · ` : ''}${FIT_LABELS[fit]}`;
}

/** "Page 2 of 3". */
export function pageOf(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}

/** "5 stars: 12". */
export function starsRow(stars: number, count: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count}`;
}
