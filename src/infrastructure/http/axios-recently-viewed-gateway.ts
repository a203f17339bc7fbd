import type { RecentlyViewedGateway } from '@/application';
import type { Product, RecentView } from '@/domain';
import type { HttpClient } from './http-client';

/** Recently viewed over the Storefront API. */
export class AxiosRecentlyViewedGateway implements RecentlyViewedGateway {
  constructor(private readonly http: HttpClient) {}

  async cardsOf(productIds: readonly number[], signal?: AbortSignal): Promise<readonly Product[]> {
    return (await this.http.get<Product[]>('/api/recently-viewed/products', { params: { ids: productIds.join(',') }, signal })).data;
  }

  async account(signal?: AbortSignal): Promise<readonly Product[]> {
    return (await this.http.get<Product[]>('/api/account/recently-viewed', { signal })).data;
  }

  async merge(views: readonly RecentView[]): Promise<readonly Product[]> {
    const body = { views: views.map((view) => ({ product_id: view.productId, viewed_at: view.viewedAt })) };
    return (await this.http.put<Product[]>('/api/account/recently-viewed', body)).data;
  }

  async clear(): Promise<void> {
    await this.http.delete('/api/account/recently-viewed');
  }
}
