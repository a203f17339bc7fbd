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

  /**
   * A card payment ended without payment: its session keys go, the attempt and its order stay, so
   * the next Pay (the card again, or cash on delivery) is the same order.
   */
  abandon(message: string): void {
    this.paymentSessions.clear();
    this.checkout.setPaymentMessage(message);
  }
}
