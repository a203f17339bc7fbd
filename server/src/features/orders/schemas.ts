import { Type } from 'typebox';
import { Cents, Id, Nullable, PageQuery, Paged, Strict } from '../../http/schema-kit.js';
import { Address } from '../account/schemas.js';
import { CartItem, Coupon, CouponCode } from '../cart/schemas.js';

/** The shop an order is picked up in, as it was when ordered. */
export const PickupStore = Type.Object({ id: Id, name: Type.String(), address: Type.String(), city: Type.String(), country_code: Type.String(), phone: Type.String() });

export const Order = Type.Object({
  id: Id,
  number: Type.String(),
  status: Type.Enum(['pending_payment', 'placed', 'paid', 'payment_failed', 'cancelled']),
  payment_method: Type.Enum(['card', 'cod']),
  /** What the shopper is told about paying: due on delivery, awaiting the card, paid, failed. */
  payment_status: Type.Enum(['due_on_delivery', 'pending', 'paid', 'failed', 'cancelled']),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  paid_at: Nullable(Type.String({ format: 'date-time' })),
  item_count: Type.Integer({ minimum: 0 }),
  items: Type.Array(CartItem),
  coupons: Type.Array(Coupon),
  /** Null when the order is picked up in a shop. */
  shipping_address: Nullable(Address),
  pickup_store: Nullable(PickupStore),
  billing_address: Address,
  insurance: Type.Boolean(),
  subtotal: Cents,
  discount: Cents,
  shipping: Cents,
  total: Cents,
});

/** Delivered to `shipping_address_id`, or picked up in `pickup_store_id` (exactly one of them). */
export const PlaceOrderBody = Strict({
  shipping_address_id: Type.Optional(Id),
  pickup_store_id: Type.Optional(Id),
  billing_address_id: Id,
  payment_method: Type.Enum(['card', 'cod']),
  insurance: Type.Boolean(),
  items: Type.Optional(Type.Array(Strict({ quantity: Type.Integer({ minimum: 1, maximum: 999 }), product_id: Id }), { maxItems: 100 })),
  coupons: Type.Optional(Type.Array(CouponCode, { maxItems: 10 })),
});

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({ minLength: 8, maxLength: 100 }),
});

export const StockConflict = Type.Object({
  message: Type.String(),
  data: Type.Object({
    errors: Type.Record(Type.String(), Type.String()),
    lines: Type.Array(Type.Object({ product_id: Id, requested: Type.Integer(), available: Type.Integer() })),
  }),
});

/** Where an order's confirmation went, and a guest's token to bring the order into a new account (`claim_token` of sign-up). */
export const OrderConfirmation = Type.Object({
  email: Type.String(),
  claim_token: Nullable(Type.String()),
});

export const OrdersQuery = Strict(PageQuery);
export const OrdersPage = Paged(Order);
export const OrderParams = Strict({ id: Id });

export const PaymentMethodBody = Strict({ payment_method: Type.Enum(['card', 'cod']) });

/** A 409 of changing how an order is paid: a stock conflict (with its lines) or a settled order. */
export const PaymentMethodConflict = Type.Object({
  message: Type.String(),
  data: Type.Object({
    errors: Type.Record(Type.String(), Type.String()),
    lines: Type.Optional(Type.Array(Type.Object({ product_id: Id, requested: Type.Integer(), available: Type.Integer() }))),
  }),
});
