import type { Address } from '@/domain';
import { Store } from './store';

/** The shopper's addresses as last loaded. */
export interface AddressBookState {
  readonly addresses: readonly Address[];
  readonly loaded: boolean;
}

/** Holds the address list used by the checkout and the account area. */
export class AddressBookStore extends Store<AddressBookState> {
  constructor() {
    super({ addresses: [], loaded: false });
  }

  setAddresses(addresses: readonly Address[]): void {
    this.update({ addresses, loaded: true });
  }

  clear(): void {
    this.update({ addresses: [], loaded: false });
  }
}
