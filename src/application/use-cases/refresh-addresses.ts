import { readSelection, resyncSelection, saveSelection } from '@/domain';
import type { AccountGateway, Clock, SelectionStorage } from '../ports';
import type { AddressBookStore, CartStore } from '../stores';
import type { ChangeShippingAddress } from './change-shipping-address';

/**
 * Reloads the address list and re-syncs the selected shipping and billing addresses from it when
 * they are still present (spec §4); a saved selection older than 24 hours is ignored.
 */
export class RefreshAddresses {
  constructor(
    private readonly addressBook: AddressBookStore,
    private readonly cart: CartStore,
    private readonly gateway: AccountGateway,
    private readonly selections: SelectionStorage,
    private readonly changeShippingAddress: ChangeShippingAddress,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<void> {
    const addresses = await this.gateway.addresses();
    this.addressBook.setAddresses(addresses);
    const saved = readSelection(this.selections.load(), this.clock.now());
    const current = this.cart.snapshot;
    const shippingId = resyncSelection(addresses, current.shippingAddressId ?? saved?.shippingAddressId ?? null);
    const billingId = resyncSelection(addresses, current.billingAddressId ?? saved?.billingAddressId ?? null);
    this.cart.setBillingAddress(billingId);
    if (shippingId === null) {
      this.cart.clearAddresses();
      this.cart.setBillingAddress(billingId);
    } else if (shippingId !== current.shippingAddressId) {
      await this.changeShippingAddress.execute(shippingId);
    }
    this.selections.save(
      saveSelection({ shippingAddressId: this.cart.snapshot.shippingAddressId, billingAddressId: billingId }, this.clock.now()),
    );
  }
}
