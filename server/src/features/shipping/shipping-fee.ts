import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { type FreeDeliveryThreshold, type ShippingFee, shippingFeeOf } from '../../../../src/domain/shipping-fee.js';

// The rule is the domain's (src/domain/shipping-fee.ts: a country's row to a fee); this reads the
// row. The rates are the store's data: the demo store's come from the seed.

/** The fee quoted for an address (docs/api.md `ShippingFee`). */
export interface ShippingFeeAnswer extends ShippingFee {
  /** Goods (after coupons) from which delivery is free, whatever the rate: the store's setting, null when unset. */
  free_delivery_from: FreeDeliveryThreshold;
}

/** The fee quoted for a country under the store's free-delivery threshold (`FREE_DELIVERY_FROM`), or null when the store does not deliver there. */
export async function shippingFeeFor(db: Kysely<Database>, countryCode: string, freeDeliveryFrom: FreeDeliveryThreshold): Promise<ShippingFeeAnswer | null> {
  const country = await db
    .selectFrom('countries')
    .select(['shippable', 'shipping_fee', 'insurance_fee'])
    .where('code', '=', countryCode)
    .executeTakeFirst();
  const fee = country === undefined ? null : shippingFeeOf(country);
  return fee === null ? null : { ...fee, free_delivery_from: freeDeliveryFrom };
}
