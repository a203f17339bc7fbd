import type { BodyMeasurements } from '@/domain';
import type { Review, ReviewInput, ReviewsPage, ReviewsQuery } from '../models/fit';
import { token } from '../token';

/** The size a signed-in shopper keeps in the account for a chart. */
export interface AccountSize {
  readonly chart: string;
  readonly size: string;
  readonly measurements: BodyMeasurements;
}

/** Reviews and the sizes a shopper found, over the API. */
export interface FitGateway {
  reviews(productId: number, query: ReviewsQuery, signal?: AbortSignal): Promise<ReviewsPage>;
  writeReview(productId: number, review: ReviewInput): Promise<Review>;
  editReview(reviewId: number, review: ReviewInput): Promise<Review>;
  deleteReview(reviewId: number): Promise<void>;
  reportReview(reviewId: number): Promise<void>;
  accountSizes(): Promise<readonly AccountSize[]>;
  keepAccountSize(chart: string, size: string, measurements: BodyMeasurements): Promise<readonly AccountSize[]>;
}
export const FIT_GATEWAY = token<FitGateway>('FitGateway');
