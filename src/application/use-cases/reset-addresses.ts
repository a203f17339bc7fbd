import type { PaymentSessionStorage } from '../ports';
import type { AddressChoice } from '../services';
import type { AddressBookStore } from '../stores';

/**
 * Resets the checkout's address state (spec §4): clears the list, the billing address and the
 * selected shipping address, the saved selection, and the hosted-checkout session keys. Cannot fail.
 */
export class ResetAddresses {
  constructor(
    private readonly addressBook: AddressBookStore,
    private readonly choice: AddressChoice,
    private readonly paymentSessions: PaymentSessionStorage,
  ) {}

  execute(): void {
    this.addressBook.clear();
    this.choice.reset();
    this.paymentSessions.clear();
  }
}
