import type { Kysely } from 'kysely';
import { executePrepared } from '../../db/connection.js';
import { statementMadeOnce } from '../../db/made-once.js';
import type { Database } from '../../db/types.js';
import { type CountryShipping, type FreeDeliveryThreshold, type ShippingFee, shippingFeeOf } from '../../../../src/domain/shipping-fee.js';
import { ADDRESS_COLUMNS, type AddressRow, type Owner } from '../account/addresses.js';

// The rule is the domain's (src/domain/shipping-fee.ts: a country's row to a fee); this reads the
// row. The rates are the store's data: the demo store's come from the seed.

/** The fee quoted for an address (docs/api.md `ShippingFee`). */
export interface ShippingFeeAnswer extends ShippingFee {
  /** Goods (after coupons) from which delivery is free, whatever the rate: the store's setting, null when unset. */
  free_delivery_from: FreeDeliveryThreshold;
}

/** The fee of a country's rates row under the store's threshold; null when it does not deliver there (or no such country). */
function feeAnswerOf(country: CountryShipping | undefined, freeDeliveryFrom: FreeDeliveryThreshold): ShippingFeeAnswer | null {
  const fee = country === undefined ? null : shippingFeeOf(country);
  return fee === null ? null : { ...fee, free_delivery_from: freeDeliveryFrom };
}

/** An owner's address with its country's rates, by the owner's column: read with every order, made once (made-once.ts) and prepared. */
const addressWithFeeStatement = statementMadeOnce((db: Kysely<Database>, column: Owner['column'], addressId: number, ownerId: number) =>
  db
    .selectFrom('addresses as a')
    .leftJoin('countries as c', 'c.code', 'a.country_code')
    .select([...ADDRESS_COLUMNS.map((address) => `a.${address}` as const), 'c.shippable', 'c.shipping_fee', 'c.insurance_fee'])
    .where('a.id', '=', addressId)
    .where(`a.${column}`, '=', ownerId),
);

/**
 * One of the owner's addresses with the fee of delivering there (null: not delivered there), in
 * one read where the address and its country's rates were two; undefined when the owner has no
 * such address.
 */
export async function ownAddressWithFee(
  db: Kysely<Database>,
  owner: Owner,
  addressId: number,
  freeDeliveryFrom: FreeDeliveryThreshold,
): Promise<{ address: AddressRow; fee: ShippingFeeAnswer | null } | undefined> {
  const [row] = await executePrepared(db, 'address-with-fee', addressWithFeeStatement(db, owner.column, addressId, owner.id));
  if (row === undefined) return undefined;
  const { shippable, shipping_fee, insurance_fee, ...address } = row;
  const country = shippable === null || shipping_fee === null ? undefined : { shippable, shipping_fee, insurance_fee };
  return { address, fee: feeAnswerOf(country, freeDeliveryFrom) };
}
