import type { HttpClient } from './http-client';
import type { Coupon, ShippingFee } from '@/domain';
import type { CartGateway, CartLineRequest, ServerCart } from '@/application';

// Only ids and quantities go to the server: it prices from its own data.
const lineOf = ({ quantity, product_id }: CartLineRequest) => ({ quantity, product_id });

/** The server cart, guest quotes, coupons and shipping fees over the Storefront API. */
export class AxiosCartGateway implements CartGateway {
  constructor(private readonly http: HttpClient) {}

  async get(): Promise<ServerCart> {
    return (await this.http.get<ServerCart>('/api/products/cart')).data;
  }

  async add(lines: readonly CartLineRequest[]): Promise<ServerCart> {
    // The exact body of spec §7: `raw: false` on every line.
    const items = lines.map(({ quantity, product_id }) => ({ quantity, product_id, raw: false }));
    return (await this.http.post<ServerCart>('/api/products/cart', { items })).data;
  }

  async replace(lines: readonly CartLineRequest[]): Promise<ServerCart> {
    return (await this.http.put<ServerCart>('/api/products/cart', { items: lines.map(lineOf) })).data;
  }

  async applyCoupon(code: string): Promise<ServerCart> {
    return (await this.http.post<ServerCart>('/api/products/cart/coupons', { code })).data;
  }

  async removeCoupon(code: string): Promise<ServerCart> {
    return (await this.http.delete<ServerCart>(`/api/products/cart/coupons/${encodeURIComponent(code)}`)).data;
  }

  async quote(lines: readonly CartLineRequest[], couponCodes: readonly string[]): Promise<ServerCart> {
    const body = { items: lines.map(lineOf), coupons: [...couponCodes] };
    return (await this.http.post<ServerCart>('/api/products/cart/quote', body)).data;
  }

  async checkCoupon(code: string, lines: readonly CartLineRequest[]): Promise<Coupon> {
    return (await this.http.post<Coupon>('/api/coupons/check', { code, items: lines.map(lineOf) })).data;
  }

  async shippingFee(addressId: number): Promise<ShippingFee> {
    return (await this.http.post<ShippingFee>('/api/products/shipping-fee', { address_id: addressId })).data;
  }
}
