import type { Order } from '../models';
import type { CheckoutSessionStorage, PaymentSessionStorage } from '../ports';
import type { CheckoutStore } from '../stores';
import type { AddressChoice } from './address-choice';
import type { CartService } from './cart-service';

/**
 * What ends a checkout once its order is placed (cash on delivery) or paid (card): the order is
 * kept for the tab's confirmation, the cart emptied (the server's, and a guest's cookie), the
 * hosted-checkout keys and the attempt cleared, the checkout's choices reset.
 */
export class OrderCompletion {
  constructor(
    private readonly cart: CartService,
    private readonly checkout: CheckoutStore,
    private readonly choice: AddressChoice,
    private readonly storage: CheckoutSessionStorage,
    private readonly paymentSessions: PaymentSessionStorage,
  ) {}

  finish(order: Order): void {
    this.storage.saveOrder(order);
    this.storage.clearAttempt();
    this.storage.savePickupStore(null);
    this.paymentSessions.clear();
    this.cart.clear(true);
    this.choice.reset();
    this.checkout.reset();
  }

  /** A card attempt ended without payment: the next Pay is a new attempt with a new key. */
  abandon(message: string): void {
    this.storage.clearAttempt();
    this.paymentSessions.clear();
    this.checkout.setPaymentMessage(message);
  }
}
