import type { SavedSelection } from '@/domain';
import { token } from '../token';

/** The checkout's chosen addresses, with the choices that go with them (a reload keeps them all). */
export interface AddressSelection {
  readonly shippingAddressId: number | null;
  readonly billingAddressId: number | null;
  /** Insurance was chosen for the shipping address's parcel. */
  readonly insured: boolean;
  /** Billing goes to the shipping address (the default). */
  readonly billingSameAsShipping: boolean;
}

/** Keeps the checkout's address selection client-side; expiry (24 h) is the domain's rule. */
export interface SelectionStorage {
  load(): SavedSelection<AddressSelection> | null;
  save(selection: SavedSelection<AddressSelection>): void;
  clear(): void;
}
export const SELECTION_STORAGE = token<SelectionStorage>('SelectionStorage');
