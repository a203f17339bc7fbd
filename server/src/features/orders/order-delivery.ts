import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { unprocessable } from '../../http/errors.js';
import { type AddressRow, findOwnAddress, type Owner } from '../account/addresses.js';
import { NOT_SHIPPABLE, type ShippingFeeAnswer, shippingFeeFor } from './shipping.js';

export const ADDRESS_UNKNOWN = 'This address does not exist.';

/** Where an order goes and what delivering it there costs. */
export interface Delivery {
  shippingAddress: AddressRow;
  billingAddress: AddressRow;
  fee: ShippingFeeAnswer;
}

/** The owner's two addresses and the fee to the shipping one; a 422 names each address that cannot serve. */
export async function resolveDelivery(
  db: Kysely<Database>,
  owner: Owner,
  input: { shipping_address_id: number; billing_address_id: number },
): Promise<Delivery> {
  const [shippingAddress, billingAddress] = await Promise.all([
    findOwnAddress(db, owner, input.shipping_address_id),
    findOwnAddress(db, owner, input.billing_address_id),
  ]);
  const addressErrors: Record<string, string> = {};
  if (shippingAddress === undefined) addressErrors.shipping_address_id = ADDRESS_UNKNOWN;
  if (billingAddress === undefined) addressErrors.billing_address_id = ADDRESS_UNKNOWN;
  if (shippingAddress === undefined || billingAddress === undefined) throw unprocessable(addressErrors);
  const fee = await shippingFeeFor(db, shippingAddress.country_code);
  if (fee === null) throw unprocessable({ shipping_address_id: NOT_SHIPPABLE });
  return { shippingAddress, billingAddress, fee };
}
