import { checkoutGuard, type CheckoutGuardOutcome, type GuardedStep } from '@/domain';
import type { CartService } from '../services';
import type { AuthStore, CartStore, CheckoutStore } from '../stores';
import type { ChoosePickupStore } from './choose-pickup-store';
import type { InitAuth } from './init-auth';
import type { RefreshAddresses } from './refresh-addresses';

/**
 * The guards of /checkout/shipping and /checkout/payment (spec §4): init-auth first, then the
 * domain's check-cart, guest and delivery rules on the restored state (a guest's cart priced by
 * the server, an expired guest token forgotten, the address list and the choices kept for the tab
 * back). Cannot fail: a failed load leaves what is known.
 */
export class GuardCheckout {
  constructor(
    private readonly initAuth: InitAuth,
    private readonly auth: AuthStore,
    private readonly cartService: CartService,
    private readonly cart: CartStore,
    private readonly checkout: CheckoutStore,
    private readonly refreshAddresses: RefreshAddresses,
    private readonly pickup: ChoosePickupStore,
  ) {}

  async execute(step: GuardedStep): Promise<CheckoutGuardOutcome> {
    await this.initAuth.execute();
    await this.cartService.whenQuoted();
    this.auth.refreshGuestToken();
    if (this.auth.isIdentified) await this.refreshAddresses.execute();
    this.pickup.restore();
    const { items, shippingAddressId, shippingFee, billingAddressId } = this.cart.snapshot;
    const { pickupStoreId, billingSameAsShipping } = this.checkout.snapshot;
    const delivered = shippingAddressId !== null && shippingFee !== null;
    const billed = billingSameAsShipping && pickupStoreId === null ? delivered : billingAddressId !== null;
    return checkoutGuard({ step, items, identified: this.auth.isIdentified, deliveryChosen: (delivered || pickupStoreId !== null) && billed });
  }
}
