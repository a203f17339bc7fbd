import type { CheckoutSessionStorage } from '../ports';
import type { CartStore, CheckoutStore } from '../stores';

/**
 * Pick up in store instead of delivery (or back to delivery with null): the cart's manual
 * free-shipping flag follows it (spec §9), and the choice is kept for the tab. Cannot fail.
 */
export class ChoosePickupStore {
  constructor(
    private readonly checkout: CheckoutStore,
    private readonly cart: CartStore,
    private readonly storage: CheckoutSessionStorage,
  ) {}

  execute(storeId: number | null): void {
    this.checkout.setPickupStore(storeId);
    this.cart.setFreeShippingFlag(storeId !== null);
    this.storage.savePickupStore(storeId);
  }

  /** The choice kept for the tab comes back (a reload of a checkout step). */
  restore(): void {
    const storeId = this.storage.loadPickupStore();
    if (storeId !== null && this.checkout.snapshot.pickupStoreId === null) this.execute(storeId);
  }
}
