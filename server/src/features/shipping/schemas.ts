import { Type } from 'typebox';
import { Cents, Id, Nullable, Strict } from '../../http/schema-kit.js';

export const ShippingFeeBody = Strict({ address_id: Id });
export const ShippingFee = Type.Object({
  insurance_enabled: Type.Boolean(),
  rate_with_insurance: Cents,
  rate_without_insurance: Cents,
  /** The store's free-delivery threshold on goods after coupons; null when it sets none (spec §9 alone). */
  free_delivery_from: Nullable(Cents),
});
