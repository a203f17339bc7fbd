import type { Order } from '../models';
import { token } from '../token';

/**
 * One attempt at placing the checkout's order: its Idempotency-Key, what it buys (the domain's
 * `checkoutAttemptSignature`), and the order once placed, kept through a declined or cancelled
 * card so that paying again, or by cash on delivery, is the same order.
 */
export interface CheckoutAttempt {
  readonly idempotencyKey: string;
  readonly paymentMethod: 'card' | 'cod';
  readonly orderId: number | null;
  readonly signature: string;
}

/**
 * What the checkout keeps for the tab (session storage in the browser), so a reload or the round
 * trip through the gateway's page neither loses it nor places a second order: the current
 * attempt, the chosen pickup store, and the orders placed (a guest sees their confirmation for
 * the rest of the session).
 */
export interface CheckoutSessionStorage {
  loadAttempt(): CheckoutAttempt | null;
  saveAttempt(attempt: CheckoutAttempt): void;
  clearAttempt(): void;
  loadPickupStore(): number | null;
  savePickupStore(storeId: number | null): void;
  loadOrder(orderId: number): Order | null;
  saveOrder(order: Order): void;
}
export const CHECKOUT_SESSION_STORAGE = token<CheckoutSessionStorage>('CheckoutSessionStorage');

/** New unique ids (an order attempt's Idempotency-Key). */
export interface IdSource {
  next(): string;
}
export const ID_SOURCE = token<IdSource>('IdSource');
