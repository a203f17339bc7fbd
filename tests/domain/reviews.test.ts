import { describe, expect, it } from 'vitest';
import { plainReviewText, ratingLabel, ratingSummary, REVIEW_MESSAGES, reviewErrors, reviewRefusal, statusAfterReport } from '@/domain';

describe('reviews by verified buyers', () => {
  it('only a signed-in buyer who has not reviewed yet may write one', () => {
    expect(reviewRefusal({ signedIn: false, bought: false, reviewed: false })).toBe(REVIEW_MESSAGES.signInToReview);
    expect(reviewRefusal({ signedIn: true, bought: false, reviewed: false })).toBe('Only customers who bought this item can review it');
    expect(reviewRefusal({ signedIn: true, bought: true, reviewed: true })).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect(reviewRefusal({ signedIn: true, bought: true, reviewed: false })).toBeNull();
  });

  it('checks rating, size, fit and the lengths of title and text', () => {
    const good = { rating: 4, size: 'M', fit: 'true_to_size', title: 'Lovely', text: 'Soft linen.' };
    expect(reviewErrors(good, ['S', 'M'])).toEqual({});
    expect(reviewErrors({ ...good, size: '' }, [])).toEqual({});
    expect(reviewErrors({ rating: 6, size: 'XL', fit: 'tight', title: 'x'.repeat(121), text: 'y'.repeat(2001) }, ['S', 'M'])).toEqual({
      rating: REVIEW_MESSAGES.rating,
      size: REVIEW_MESSAGES.size,
      fit: REVIEW_MESSAGES.fit,
      title: REVIEW_MESSAGES.titleTooLong,
      text: REVIEW_MESSAGES.textTooLong,
    });
    expect(reviewErrors({ ...good, rating: 2.5 }, ['M']).rating).toBe(REVIEW_MESSAGES.rating);
    expect(reviewErrors({ ...good, text: ` ${'y'.repeat(2000)} ` }, ['M'])).toEqual({});
  });

  it('keeps text plain: control characters out, line ends unified, trimmed', () => {
    expect(plainReviewText('  <b>Nice</b>\r\nfit\u0007 ')).toBe('<b>Nice</b>\nfit');
  });

  it('hides a review reported by three different accounts until a moderator decides', () => {
    expect(statusAfterReport('published', 2)).toBe('published');
    expect(statusAfterReport('published', 3)).toBe('pending_moderation');
    expect(statusAfterReport('removed', 5)).toBe('removed');
  });

  it('averages ratings to one decimal', () => {
    expect(ratingSummary([0, 0, 1, 2, 4])).toEqual({ average: 4.4, count: 7 });
    expect(ratingSummary([0, 0, 0, 0, 0])).toEqual({ average: null, count: 0 });
    expect(ratingLabel(4.4, 7)).toBe('4.4 out of 5 stars, 7 reviews');
    expect(ratingLabel(5, 1)).toBe('5.0 out of 5 stars, 1 review');
  });
});

describe('reviews in the product\'s structured data', () => {
  it('gives aggregateRating and the first reviews, and nothing without reviews', async () => {
    const { reviewsJsonLd } = await import('@/domain');
    expect(reviewsJsonLd(null)).toEqual({});
    expect(reviewsJsonLd({ average: null, count: 0 })).toEqual({});
    const review = { author: 'Maya A.', rating: 5, title: 'Perfect', text: 'Soft.', created_at: '2026-05-01T10:00:00.000Z' };
    const data = reviewsJsonLd({ average: 4.5, count: 12 }, [review, { ...review, title: '', text: '' }, review, review]);
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect(data.review).toHaveLength(3);
    expect((data.review as unknown[])[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Maya A.' },
      datePublished: '2026-05-01',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      name: 'Perfect',
      reviewBody: 'Soft.',
    });
    expect((data.review as unknown[])[1]).not.toHaveProperty('name');
    expect(reviewsJsonLd({ average: 4, count: 1 })).not.toHaveProperty('review');
  });
});
