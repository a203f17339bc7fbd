import type { BackInStockGateway, BackInStockRequest } from '@/application';
import type { HttpClient } from './http-client';

/** "Notify me when it's back" over the Storefront API; refusals arrive as the client's application errors. */
export class AxiosBackInStockGateway implements BackInStockGateway {
  constructor(private readonly http: HttpClient) {}

  async ask(variantId: number, email: string | null): Promise<string> {
    const body = email === null ? { variant_id: variantId } : { variant_id: variantId, email };
    return (await this.http.post<{ message: string }>('/api/back-in-stock', body)).data.message;
  }

  async waiting(signal?: AbortSignal): Promise<readonly BackInStockRequest[]> {
    return (await this.http.get<BackInStockRequest[]>('/api/account/back-in-stock', { signal })).data;
  }

  async cancel(id: number): Promise<readonly BackInStockRequest[]> {
    return (await this.http.delete<BackInStockRequest[]>(`/api/account/back-in-stock/${id}`)).data;
  }
}
