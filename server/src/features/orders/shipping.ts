import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { FREE_DELIVERY_FROM } from '../../../../src/domain/shipping-fee.js';

export const NOT_SHIPPABLE = 'We do not deliver to this country yet.';

/** The fee quoted for an address (docs/api.md `ShippingFee`). */
export interface ShippingFeeAnswer {
  insurance_enabled: boolean;
  rate_with_insurance: number;
  rate_without_insurance: number;
  /** Goods (after coupons) from which delivery is free, whatever the rate (the domain's rule). */
  free_delivery_from: number;
}

/** The fee quoted for a country, or null when we do not ship there. */
export async function shippingFeeFor(db: Kysely<Database>, countryCode: string): Promise<ShippingFeeAnswer | null> {
  const country = await db
    .selectFrom('countries')
    .select(['shippable', 'shipping_fee', 'insurance_fee'])
    .where('code', '=', countryCode)
    .executeTakeFirst();
  if (country === undefined || !country.shippable) return null;
  return {
    insurance_enabled: country.insurance_fee !== null,
    rate_with_insurance: country.shipping_fee + (country.insurance_fee ?? 0),
    rate_without_insurance: country.shipping_fee,
    free_delivery_from: FREE_DELIVERY_FROM,
  };
}
