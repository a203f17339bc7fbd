import type { HttpClient } from './http-client';
import type { WishlistGateway, WishlistItem } from '@/application';

/** The signed-in shopper's wishlist over the Storefront API. */
export class AxiosWishlistGateway implements WishlistGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<readonly WishlistItem[]> {
    return (await this.http.get<WishlistItem[]>('/api/products/wishlist')).data;
  }

  async add(productId: number): Promise<readonly WishlistItem[]> {
    return (await this.http.post<WishlistItem[]>('/api/products/wishlist', { product_id: productId })).data;
  }

  async remove(productId: number): Promise<readonly WishlistItem[]> {
    return (await this.http.delete<WishlistItem[]>(`/api/products/wishlist/${productId}`)).data;
  }
}
