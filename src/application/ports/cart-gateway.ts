import type { CartItem, Coupon, ShippingFee } from '@/domain';
import { token } from '../token';

/** A cart line as sent to the server: ids and quantities, never prices. */
export interface CartLineRequest {
  readonly product_id: number;
  readonly quantity: number;
}

/** The server's view of a cart. */
export interface ServerCart {
  readonly items: readonly CartItem[];
  readonly coupons: readonly Coupon[];
}

/** The server cart of a signed-in shopper, guest quotes, coupons and shipping fees. */
export interface CartGateway {
  /** `GET /api/products/cart`. */
  get(): Promise<ServerCart>;
  /** `POST /api/products/cart` with `{items:[{quantity, product_id, raw:false}]}`: adds lines. */
  add(lines: readonly CartLineRequest[]): Promise<ServerCart>;
  /** Replaces the lines of the server cart (quantity changes, removal). */
  replace(lines: readonly CartLineRequest[]): Promise<ServerCart>;
  applyCoupon(code: string): Promise<ServerCart>;
  removeCoupon(code: string): Promise<ServerCart>;
  /** Prices a guest's client-side cart from the server's own data. */
  quote(lines: readonly CartLineRequest[], couponCodes: readonly string[]): Promise<ServerCart>;
  /** Checks a coupon against a guest's lines; a `ValidationError` on `code` when refused. */
  checkCoupon(code: string, lines: readonly CartLineRequest[]): Promise<Coupon>;
  /** `POST /api/products/shipping-fee` with `{address_id}`. */
  shippingFee(addressId: number): Promise<ShippingFee>;
}
export const CART_GATEWAY = token<CartGateway>('CartGateway');
