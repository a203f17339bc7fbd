import { saveSelection } from '@/domain';
import type { CartGateway, Clock, SelectionStorage } from '../ports';
import type { CartStore } from '../stores';

/**
 * Chooses the shipping address (spec §4): fetches its shipping fee, turns insurance off and
 * stores the address. A refused address (not shippable) leaves the previous choice in place.
 */
export class ChangeShippingAddress {
  constructor(
    private readonly cart: CartStore,
    private readonly gateway: CartGateway,
    private readonly selections: SelectionStorage,
    private readonly clock: Clock,
  ) {}

  async execute(addressId: number): Promise<void> {
    const fee = await this.gateway.shippingFee(addressId);
    this.cart.setShippingAddress(addressId, fee);
    const { billingAddressId } = this.cart.snapshot;
    this.selections.save(saveSelection({ shippingAddressId: addressId, billingAddressId }, this.clock.now()));
  }
}
