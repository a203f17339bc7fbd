import { Type } from 'typebox';
import { Cents, Id, Strict } from '../../http/schema-kit.js';

export const ShippingFeeBody = Strict({ address_id: Id });
export const ShippingFee = Type.Object({
  insurance_enabled: Type.Boolean(),
  rate_with_insurance: Cents,
  rate_without_insurance: Cents,
  free_delivery_from: Cents,
});
