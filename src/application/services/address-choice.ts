import { readSelection, resyncSelection, saveSelection, type Address } from '@/domain';
import type { CartGateway, Clock, SelectionStorage } from '../ports';
import type { CartStore, CheckoutStore } from '../stores';

/**
 * The checkout's chosen shipping and billing addresses (spec §4, §9): held by the CartStore (the
 * fee prices the cart), kept client-side for 24 hours with the insurance and billing choices that
 * go with them (a reload pays what was chosen), re-synced when the address list changes.
 */
export class AddressChoice {
  constructor(
    private readonly cart: CartStore,
    private readonly checkout: CheckoutStore,
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

  /** Flips insurance on or off (spec §4), kept with the selection. */
  toggleInsurance(): void {
    this.cart.toggleInsurance();
    this.save();
  }

  /** Billing to the shipping address, or to another one, kept with the selection. */
  setBillingSameAsShipping(same: boolean): void {
    this.checkout.setBillingSameAsShipping(same);
    this.save();
  }

  /**
   * Keeps the chosen addresses that are still in the list (or the stored choice, within 24 hours,
   * with its insurance and billing choices); forgets the others.
   */
  async resync(addresses: readonly Address[]): Promise<void> {
    const saved = readSelection(this.storage.load(), this.clock.now());
    const current = this.cart.snapshot;
    const restoring = saved !== null && current.shippingAddressId === null && current.billingAddressId === null;
    const shippingId = resyncSelection(addresses, current.shippingAddressId ?? saved?.shippingAddressId ?? null);
    const billingId = resyncSelection(addresses, current.billingAddressId ?? saved?.billingAddressId ?? null);
    if (shippingId === null) this.cart.clearAddresses();
    this.cart.setBillingAddress(billingId);
    if (shippingId !== null && shippingId !== current.shippingAddressId) await this.chooseShipping(shippingId);
    if (restoring) this.restoreChoices(saved, shippingId, billingId);
    this.save();
  }

  /** Forgets the choice (spec §4 "Resetting addresses"). */
  reset(): void {
    this.cart.clearAddresses();
    this.storage.clear();
  }

  /** A reload: insurance for the same address where it is still offered, and billing elsewhere when there is an address for it. */
  private restoreChoices(saved: { readonly shippingAddressId: number | null; readonly insured: boolean; readonly billingSameAsShipping: boolean }, shippingId: number | null, billingId: number | null): void {
    const { shippingFee, insuranceChosen } = this.cart.snapshot;
    if (saved.insured && shippingId !== null && shippingId === saved.shippingAddressId && shippingFee?.insurance_enabled && !insuranceChosen) this.cart.toggleInsurance();
    if (!saved.billingSameAsShipping && billingId !== null) this.checkout.setBillingSameAsShipping(false);
  }

  private save(): void {
    const { shippingAddressId, billingAddressId, insuranceChosen } = this.cart.snapshot;
    const { billingSameAsShipping } = this.checkout.snapshot;
    this.storage.save(saveSelection({ shippingAddressId, billingAddressId, insured: insuranceChosen, billingSameAsShipping }, this.clock.now()));
  }
}
