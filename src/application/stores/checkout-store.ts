import { Store } from './store';

/**
 * Where a Pay refused because the shop is very busy stands: counting down to try number `retry`
 * of `retries` by itself (`seconds` it waits in all, `secondsLeft` now), trying it, or given up
 * (the shopper may try again).
 */
export type BusyRetry =
  | { readonly phase: 'waiting'; readonly retry: number; readonly retries: number; readonly seconds: number; readonly secondsLeft: number }
  | { readonly phase: 'trying'; readonly retry: number; readonly retries: number; readonly seconds: number }
  | { readonly phase: 'gave-up' };

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
  /** The shop was too busy to place the order: its tries by itself, or null. */
  readonly busy: BusyRetry | null;
}

/** Holds the checkout's choices for the steps (shipping, payment). */
export class CheckoutStore extends Store<CheckoutState> {
  constructor() {
    super({ pickupStoreId: null, billingSameAsShipping: true, paymentMethod: 'card', placing: false, paymentMessage: null, busy: null });
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

  setBusy(busy: BusyRetry | null): void {
    this.update({ busy });
  }

  /** After an order: the next checkout starts afresh. */
  reset(): void {
    this.update({ pickupStoreId: null, billingSameAsShipping: true, paymentMethod: 'card', placing: false, paymentMessage: null, busy: null });
  }
}
