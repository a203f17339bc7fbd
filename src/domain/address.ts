/** A shopper's address; the spec shows only id, the other fields are our design (spec §3). */
export interface Address {
  id: number;
  first_name: string;
  last_name: string;
  phone: string;
  country_code: string;
  city: string;
  street: string;
  building?: string | null;
  floor?: string | null;
  zip?: string | null;
  is_default_shipping?: boolean;
  is_default_billing?: boolean;
  /** The account's default address (one per address book). */
  is_default?: boolean;
}

/** The selected address id after a refresh: kept if still in the new list, else null (spec §4). */
export function resyncSelection(addresses: readonly Pick<Address, 'id'>[], selectedId: number | null): number | null {
  return selectedId !== null && addresses.some((address) => address.id === selectedId) ? selectedId : null;
}
