import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { unprocessable } from '../../http/errors.js';
import { type AddressRow, findOwnAddress, type Owner } from '../account/addresses.js';
import { type FreeDeliveryThreshold, NOT_SHIPPABLE } from '../../../../src/domain/shipping-fee.js';
import { ownAddressWithFee, type ShippingFeeAnswer } from '../shipping/shipping-fee.js';

export const ADDRESS_UNKNOWN = 'This address does not exist.';
export const STORE_UNKNOWN = 'This store does not exist.';
export const DELIVERY_MISSING = 'Choose a shipping address or a store to pick the order up in.';
export const DELIVERY_TWICE = 'An order is either delivered or picked up in a store, not both.';

/** A shop an order is picked up in, as the order keeps it. */
export interface PickupStoreSnapshot {
  id: number;
  name: string;
  address: string;
  city: string;
  country_code: string;
  phone: string;
}

/** Where an order goes and what delivering it there costs (nothing when picked up: fee null). */
export interface Delivery {
  shippingAddress: AddressRow | null;
  pickupStore: PickupStoreSnapshot | null;
  billingAddress: AddressRow;
  fee: ShippingFeeAnswer | null;
}

/** What an order asks for its delivery. */
export interface DeliveryRequest {
  shipping_address_id?: number;
  pickup_store_id?: number;
  billing_address_id: number;
}

function findStore(db: Kysely<Database>, id: number): Promise<PickupStoreSnapshot | undefined> {
  return db.selectFrom('stores').select(['id', 'name', 'address', 'city', 'country_code', 'phone']).where('id', '=', id).executeTakeFirst();
}

/**
 * The owner's billing address and either the shipping address with its fee or the pickup store
 * (one of the shops of GET /api/stores); a 422 names each field that cannot serve.
 */
export async function resolveDelivery(db: Kysely<Database>, owner: Owner, input: DeliveryRequest, freeDeliveryFrom: FreeDeliveryThreshold): Promise<Delivery> {
  const { shipping_address_id: shippingId, pickup_store_id: storeId } = input;
  if (shippingId === undefined && storeId === undefined) throw unprocessable({ shipping_address_id: DELIVERY_MISSING });
  if (shippingId !== undefined && storeId !== undefined) throw unprocessable({ pickup_store_id: DELIVERY_TWICE });
  const shipping = shippingId === undefined ? null : ownAddressWithFee(db, owner, shippingId, freeDeliveryFrom);
  const [shipped, pickupStore, billingAddress] = await Promise.all([
    shipping,
    storeId === undefined ? null : findStore(db, storeId),
    // Billed where it is shipped, most often: one read for both.
    shipping !== null && input.billing_address_id === shippingId ? shipping.then((found) => found?.address) : findOwnAddress(db, owner, input.billing_address_id),
  ]);
  const errors: Record<string, string> = {};
  if (shipped === undefined) errors.shipping_address_id = ADDRESS_UNKNOWN;
  if (pickupStore === undefined) errors.pickup_store_id = STORE_UNKNOWN;
  if (billingAddress === undefined) errors.billing_address_id = ADDRESS_UNKNOWN;
  if (shipped === undefined || pickupStore === undefined || billingAddress === undefined) throw unprocessable(errors);
  if (shipped === null) return { shippingAddress: null, pickupStore, billingAddress, fee: null };
  if (shipped.fee === null) throw unprocessable({ shipping_address_id: NOT_SHIPPABLE });
  return { shippingAddress: shipped.address, pickupStore: null, billingAddress, fee: shipped.fee };
}
