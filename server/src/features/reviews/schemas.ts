import { Type } from 'typebox';
import { Id, Nullable, Strict } from '../../http/schema-kit.js';

const Fit = Type.Enum(['runs_small', 'true_to_size', 'runs_large']);

export const Review = Type.Object({
  id: Id,
  author: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  size: Type.String(),
  fit: Fit,
  title: Type.String(),
  text: Type.String(),
  verified_buyer: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  mine: Type.Boolean(),
});

export const ReviewSummary = Type.Object({
  average: Nullable(Type.Number()),
  count: Type.Integer(),
  /** Reviews per star, one star first. */
  distribution: Type.Array(Type.Integer(), { minItems: 5, maxItems: 5 }),
  fit: Type.Array(Type.Object({ verdict: Fit, count: Type.Integer() })),
  fit_summary: Nullable(Type.Object({ label: Type.String(), leading: Fit, shares: Type.Object({ runs_small: Type.Integer(), true_to_size: Type.Integer(), runs_large: Type.Integer() }) })),
});

export const ReviewsAnswer = Type.Object({
  summary: ReviewSummary,
  rows: Type.Array(Review),
  page: Type.Integer(),
  count: Type.Integer(),
  total: Type.Integer(),
  /** The shopper's own review, shown even while it waits for a moderator; null without one or signed out. */
  mine: Nullable(Type.Object({ ...Review.properties, status: Type.Enum(['published', 'pending_moderation', 'removed']) })),
  /** Why the shopper may not write a review, or null when they may. */
  refusal: Nullable(Type.String()),
});

export const ReviewsQuery = Strict({
  sort: Type.Optional(Type.Enum(['newest', 'rating_desc', 'rating_asc'], { default: 'newest' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
});

// Lengths and the 1-5 rating are the domain's rules (checked with their messages); the schema only
// bounds the request, the rating to what an integer column holds with room for the domain to refuse.
export const ReviewBody = Strict({
  rating: Type.Integer({ minimum: -1_000, maximum: 1_000 }),
  size: Type.String({ maxLength: 20 }),
  fit: Type.String({ maxLength: 20 }),
  title: Type.Optional(Type.String({ maxLength: 1000 })),
  text: Type.Optional(Type.String({ maxLength: 10_000 })),
});

export const ProductParams = Strict({ id: Id });
export const ReviewParams = Strict({ id: Id });

/** The product detail's reviews for its structured data: null rating without reviews. */
export const ReviewSnippet = {
  rating: Nullable(Type.Object({ average: Nullable(Type.Number()), count: Type.Integer() })),
  top_reviews: Type.Array(Type.Object({ author: Type.String(), rating: Type.Integer(), title: Type.String(), text: Type.String(), created_at: Type.String({ format: 'date-time' }) })),
};
