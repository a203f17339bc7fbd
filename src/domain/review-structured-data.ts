// The product's reviews in its structured data (issue 34): only reviews that exist, never invented.

/** A review as the structured data gives it. */
export interface ReviewFacts {
  readonly author: string;
  readonly rating: number;
  readonly title: string;
  readonly text: string;
  readonly created_at: string;
}

/** Reviews given in a product's structured data: the newest few. */
export const REVIEWS_IN_STRUCTURED_DATA = 3;

/**
 * `aggregateRating` and the first reviews to add to a `Product`, or nothing without reviews: a
 * rating with no review behind it would be an invented one.
 */
export function reviewsJsonLd(rating: { readonly average: number | null; readonly count: number } | null | undefined, reviews: readonly ReviewFacts[] = []): Record<string, unknown> {
  if (!rating || rating.average === null || rating.count === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 },
    ...(reviews.length > 0
      ? {
          review: reviews.slice(0, REVIEWS_IN_STRUCTURED_DATA).map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.created_at.slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.title ? { name: review.title } : {}),
            ...(review.text ? { reviewBody: review.text } : {}),
          })),
        }
      : {}),
  };
}
