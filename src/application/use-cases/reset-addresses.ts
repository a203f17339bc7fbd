import type { PaymentSessionStorage, SelectionStorage } from '../ports';
import type { AddressBookStore, CartStore } from '../stores';

/**
 * Resets the checkout's address state (spec §4), as a sign-out does: clears the list, the billing
 * address and the selected shipping address, the saved selection, and the hosted-checkout session
 * keys. Cannot fail.
 */
export class ResetAddresses {
  constructor(
    private readonly addressBook: AddressBookStore,
    private readonly cart: CartStore,
    private readonly selections: SelectionStorage,
    private readonly paymentSessions: PaymentSessionStorage,
  ) {}

  execute(): void {
    this.addressBook.clear();
    this.cart.clearAddresses();
    this.selections.clear();
    this.paymentSessions.clear();
  }
}
