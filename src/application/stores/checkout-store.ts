import { Store } from './store';

/** The checkout's choices besides the addresses the CartStore holds, and what the payment step says. */
export interface CheckoutState {
  /** A store of GET /api/stores to pick the order up in, instead of delivery. */
  readonly pickupStoreId: number | null;
  /** The billing address is the shipping address (the default). */
  readonly billingSameAsShipping: boolean;
  readonly paymentMethod: 'card' | 'cod';
  /** An order is being placed or a payment opened: Pay is inert. */
  readonly placing: boolean;
  /** What the payment step tells the shopper (a declined card, a cancelled payment). */
  readonly paymentMessage: string | null;
}

/** Holds the checkout's choices for the steps (shipping, payment). */
export class CheckoutStore extends Store<CheckoutState> {
  constructor() {
    super({ pickupStoreId: null, billingSameAsShipping: true, paymentMethod: 'card', placing: false, paymentMessage: null });
  }

  setPickupStore(pickupStoreId: number | null): void {
    this.update({ pickupStoreId });
  }

  setBillingSameAsShipping(billingSameAsShipping: boolean): void {
    this.update({ billingSameAsShipping });
  }

  setPaymentMethod(paymentMethod: 'card' | 'cod'): void {
    this.update({ paymentMethod, paymentMessage: null });
  }

  setPlacing(placing: boolean): void {
    this.update({ placing });
  }

  setPaymentMessage(paymentMessage: string | null): void {
    this.update({ paymentMessage });
  }

  /** After an order: the next checkout starts afresh. */
  reset(): void {
    this.update({ pickupStoreId: null, billingSameAsShipping: true, paymentMethod: 'card', placing: false, paymentMessage: null });
  }
}
