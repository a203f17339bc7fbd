import type { HttpClient } from './http-client';
import type { Coupon, ShippingFee } from '@/domain';
import type { CartGateway, CartLineRequest, ServerCart } from '@/application';

// Only ids and quantities go to the server: it prices from its own data.
const lineOf = ({ quantity, product_id }: CartLineRequest) => ({ quantity, product_id });

/** A coupon as the API answers it (docs/api.md `Coupon`); the standing fields came with "coupons that stop applying". */
type CouponAnswer = Omit<Coupon, 'min_subtotal' | 'expired' | 'applies' | 'reason'> &
  Partial<{ min_subtotal: number; expired: boolean; applies: boolean; reason: string | null }>;

/** The API's coupon in the app's terms: an older server without the standing fields means "applies, no minimum". */
function toCoupon(answer: CouponAnswer): Coupon {
  return {
    id: answer.id,
    code: answer.code,
    type: answer.type,
    amount: answer.amount,
    discount: answer.discount,
    allow_free_shipping: answer.allow_free_shipping,
    min_subtotal: answer.min_subtotal ?? 0,
    expired: answer.expired ?? false,
    applies: answer.applies ?? true,
    reason: answer.reason ?? null,
  };
}

type CartAnswer = { items: ServerCart['items']; coupons: CouponAnswer[] };

const toCart = (answer: CartAnswer): ServerCart => ({ items: answer.items, coupons: answer.coupons.map(toCoupon) });

/** The server cart, guest quotes, coupons and shipping fees over the Storefront API. */
export class AxiosCartGateway implements CartGateway {
  constructor(private readonly http: HttpClient) {}

  async get(): Promise<ServerCart> {
    return toCart((await this.http.get<CartAnswer>('/api/products/cart')).data);
  }

  async add(lines: readonly CartLineRequest[]): Promise<ServerCart> {
    // The exact body of spec §7: `raw: false` on every line.
    const items = lines.map(({ quantity, product_id }) => ({ quantity, product_id, raw: false }));
    return toCart((await this.http.post<CartAnswer>('/api/products/cart', { items })).data);
  }

  async replace(lines: readonly CartLineRequest[]): Promise<ServerCart> {
    return toCart((await this.http.put<CartAnswer>('/api/products/cart', { items: lines.map(lineOf) })).data);
  }

  async applyCoupon(code: string): Promise<ServerCart> {
    return toCart((await this.http.post<CartAnswer>('/api/products/cart/coupons', { code })).data);
  }

  async removeCoupon(code: string): Promise<ServerCart> {
    return toCart((await this.http.delete<CartAnswer>(`/api/products/cart/coupons/${encodeURIComponent(code)}`)).data);
  }

  async quote(lines: readonly CartLineRequest[], couponCodes: readonly string[]): Promise<ServerCart> {
    const body = { items: lines.map(lineOf), coupons: [...couponCodes] };
    return toCart((await this.http.post<CartAnswer>('/api/products/cart/quote', body)).data);
  }

  async checkCoupon(code: string, lines: readonly CartLineRequest[]): Promise<Coupon> {
    return toCoupon((await this.http.post<CouponAnswer>('/api/coupons/check', { code, items: lines.map(lineOf) })).data);
  }

  async shippingFee(addressId: number): Promise<ShippingFee> {
    return (await this.http.post<ShippingFee>('/api/products/shipping-fee', { address_id: addressId })).data;
  }
}
