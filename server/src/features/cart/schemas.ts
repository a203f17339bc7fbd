import { Type } from 'typebox';
import { Cents, Id, Nullable, Strict } from '../../http/schema-kit.js';
import { COUPON_CODE_MAX_LENGTH } from '../../../../src/domain/coupon-code.js';

const Quantity = (minimum: number) => Type.Integer({ minimum, maximum: 999 });

export const AddItemsBody = Strict({
  items: Type.Array(Strict({ quantity: Quantity(1), product_id: Id, raw: Type.Optional(Type.Boolean()) }), { maxItems: 100 }),
});
export const ReplaceItemsBody = Strict({
  items: Type.Array(Strict({ quantity: Quantity(0), product_id: Id }), { maxItems: 100 }),
});
/** A coupon code as a request names it: the coupon field's limit (src/domain/coupon-code.ts). */
export const CouponCode = Type.String({ minLength: 1, maxLength: COUPON_CODE_MAX_LENGTH });
export const CouponBody = Strict({ code: CouponCode });
export const CouponParams = Strict({ code: CouponCode });
const Items = Type.Array(Strict({ quantity: Quantity(1), product_id: Id }), { maxItems: 100 });
export const QuoteBody = Strict({ items: Items, coupons: Type.Array(CouponCode, { maxItems: 10 }) });
export const CouponCheckBody = Strict({ code: CouponCode, items: Items });

export const CartProduct = Type.Object({
  id: Id,
  parent_id: Id,
  unique_slug: Type.String(),
  name: Type.String(),
  type: Type.Enum(['variable', 'simple']),
  stock: Type.Integer(),
  image: Nullable(Type.String()),
  regular_price: Cents,
  sale_price: Nullable(Cents),
  currency: Type.Literal('USD'),
  currency_symbol: Type.Literal('$'),
  brand: Nullable(Type.String()),
  delivery_by: Nullable(Type.String()),
  attributes: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  // Optional so the snapshots of orders placed before limits existed still read (order-line-snapshot.ts).
  max_per_order: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
});

export const CartItem = Type.Object({ quantity: Type.Integer(), product: CartProduct });

export const Coupon = Type.Object({
  id: Id,
  code: Type.String(),
  type: Type.Enum(['fixed-cart-discount', 'percentage-discount']),
  amount: Type.Integer(),
  min_subtotal: Cents,
  discount: Cents,
  allow_free_shipping: Type.Boolean(),
  expired: Type.Boolean(),
  applies: Type.Boolean(),
  reason: Nullable(Type.String()),
});

export const Cart = Type.Object({ items: Type.Array(CartItem), coupons: Type.Array(Coupon) });
