import type { AccountSize, FitGateway, Review, ReviewInput, ReviewsPage, ReviewsQuery } from '@/application';
import type { BodyMeasurements } from '@/domain';
import type { HttpClient } from './http-client';

/** Reviews and the sizes a shopper found, over the Storefront API. */
export class AxiosFitGateway implements FitGateway {
  constructor(private readonly http: HttpClient) {}

  async reviews(productId: number, query: ReviewsQuery, signal?: AbortSignal): Promise<ReviewsPage> {
    return (await this.http.get<ReviewsPage>(`/api/products/${productId}/reviews?sort=${query.sort}&page=${query.page}`, { signal })).data;
  }

  async writeReview(productId: number, review: ReviewInput): Promise<Review> {
    return (await this.http.post<Review>(`/api/products/${productId}/reviews`, review)).data;
  }

  async editReview(reviewId: number, review: ReviewInput): Promise<Review> {
    return (await this.http.put<Review>(`/api/reviews/${reviewId}`, review)).data;
  }

  async deleteReview(reviewId: number): Promise<void> {
    await this.http.delete(`/api/reviews/${reviewId}`);
  }

  async reportReview(reviewId: number): Promise<void> {
    await this.http.post(`/api/reviews/${reviewId}/reports`);
  }

  async accountSizes(): Promise<readonly AccountSize[]> {
    return (await this.http.get<AccountSize[]>('/api/account/sizes')).data;
  }

  async keepAccountSize(chart: string, size: string, measurements: BodyMeasurements): Promise<readonly AccountSize[]> {
    return (await this.http.put<AccountSize[]>(`/api/account/sizes/${encodeURIComponent(chart)}`, { size, measurements })).data;
  }
}
