import { readSelection, resyncSelection, saveSelection, type Address } from '@/domain';
import type { CartGateway, Clock, SelectionStorage } from '../ports';
import type { CartStore } from '../stores';

/**
 * The checkout's chosen shipping and billing addresses (spec §4, §9): held by the CartStore (the
 * fee prices the cart), kept client-side for 24 hours, re-synced when the address list changes.
 */
export class AddressChoice {
  constructor(
    private readonly cart: CartStore,
    private readonly gateway: CartGateway,
    private readonly storage: SelectionStorage,
    private readonly clock: Clock,
  ) {}

  /** Chooses the shipping address: its fee, insurance off, the choice stored. Throws the adapter's errors (a refused address keeps the previous choice). */
  async chooseShipping(addressId: number): Promise<void> {
    const fee = await this.gateway.shippingFee(addressId);
    this.cart.setShippingAddress(addressId, fee);
    this.save();
  }

  /** Chooses the billing address (when it is not the shipping one), kept with the selection. */
  chooseBilling(addressId: number | null): void {
    this.cart.setBillingAddress(addressId);
    this.save();
  }

  /** Keeps the chosen addresses that are still in the list (or the stored choice, within 24 hours); forgets the others. */
  async resync(addresses: readonly Address[]): Promise<void> {
    const saved = readSelection(this.storage.load(), this.clock.now());
    const current = this.cart.snapshot;
    const shippingId = resyncSelection(addresses, current.shippingAddressId ?? saved?.shippingAddressId ?? null);
    const billingId = resyncSelection(addresses, current.billingAddressId ?? saved?.billingAddressId ?? null);
    if (shippingId === null) this.cart.clearAddresses();
    this.cart.setBillingAddress(billingId);
    if (shippingId !== null && shippingId !== current.shippingAddressId) await this.chooseShipping(shippingId);
    this.save();
  }

  /** Forgets the choice (spec §4 "Resetting addresses"). */
  reset(): void {
    this.cart.clearAddresses();
    this.storage.clear();
  }

  private save(): void {
    const { shippingAddressId, billingAddressId } = this.cart.snapshot;
    this.storage.save(saveSelection({ shippingAddressId, billingAddressId }, this.clock.now()));
  }
}
