import type { Address } from './address';

/** The address book's default: the one flagged, else the first (an API without the flag). */
export function defaultAddress<T extends Pick<Address, 'id' | 'is_default'>>(addresses: readonly T[]): T | null {
  return addresses.find((address) => address.is_default === true) ?? addresses[0] ?? null;
}

/** The book with `id` as its only default: what the server answers after choosing it. */
export function withDefault<T extends Pick<Address, 'id' | 'is_default'>>(addresses: readonly T[], id: number): T[] {
  return addresses.map((address) => ({ ...address, is_default: address.id === id }));
}
