import { BUSY_MAX_ATTEMPTS, busyRetryDelayMs, CHECKOUT_MESSAGES, checkoutAttemptSignature, countdownSeconds, retriesAfterBusy } from '@/domain';
import { BusyError, CancelledError } from '../errors';
import type { Order, OrderRequest } from '../models';
import type { CheckoutAttempt, CheckoutGateway, CheckoutSessionStorage, Clock, IdSource, Logger, PaymentGateway } from '../ports';
import { attempt, failed, type Result } from '../result';
import type { OrderCompletion } from '../services';
import type { AuthStore, CartStore, CheckoutStore } from '../stores';
import { pause } from './abortable';

/** How placing went: confirmed (cash on delivery), or the shopper is on the gateway's page. */
export type PlaceOrderOutcome = { readonly kind: 'confirmed'; readonly order: Order } | { readonly kind: 'paying' };

/** Where the gateway sends the shopper back, paid or cancelled (same-origin paths). */
export const GATEWAY_RETURN_PATHS = { returnUrl: '/checkout/payment', cancelUrl: '/checkout/payment' } as const;

/** The order to place, without its key yet, and the attempt it belongs to. */
type OrderDraft = { readonly fields: Omit<OrderRequest, 'idempotencyKey'>; readonly signature: string };

/**
 * Pay: one order per checkout attempt. The attempt's first Pay places the order under the
 * attempt's Idempotency-Key (kept for the tab, so a double click, a reload or a retry after a
 * lost answer answers the same order); once it has an order, paying again after a declined or
 * cancelled card or a Back from the gateway, by card or by cash on delivery, changes how that same
 * order is paid. Another cart, delivery or insurance is a new attempt with a new key (the server
 * cancels the unpaid order it replaces). Then it either confirms the order (cash on delivery) or
 * opens a payment session for it and hands the shopper to the gateway's page (card). A second
 * call while one runs joins it.
 *
 * When the shop is very busy (a `BusyError`: nothing of the call was done) it tries again by
 * itself, up to BUSY_MAX_ATTEMPTS tries in all, after the domain's back-off, under the same key,
 * counting down in the CheckoutStore's `busy`; then it answers a `busy` failure. The cart is
 * never touched by a refusal. Aborting the caller's signal stops a countdown (a cancelled failure).
 */
export class PlaceOrder {
  private running: Promise<Result<PlaceOrderOutcome>> | null = null;

  constructor(
    private readonly auth: AuthStore,
    private readonly cart: CartStore,
    private readonly checkout: CheckoutStore,
    private readonly gateway: CheckoutGateway,
    private readonly payment: PaymentGateway,
    private readonly storage: CheckoutSessionStorage,
    private readonly ids: IdSource,
    private readonly completion: OrderCompletion,
    private readonly logger: Logger,
    private readonly clock: Clock,
    /** A draw in [0, 1) that spreads the busy retries of many shoppers (tests pass a fixed one). */
    private readonly random: () => number = Math.random,
  ) {}

  /** Places the order; `signal` (the payment step leaving) stops the tries by itself. */
  execute(signal?: AbortSignal): Promise<Result<PlaceOrderOutcome>> {
    this.running ??= this.run(signal).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(signal: AbortSignal | undefined): Promise<Result<PlaceOrderOutcome>> {
    const draft = this.draft();
    if (draft === null) return failed('validation', CHECKOUT_MESSAGES.chooseDelivery);
    this.checkout.setPlacing(true);
    this.checkout.setPaymentMessage(null);
    this.checkout.setBusy(null);
    const result = await attempt(this.logger, 'Placing the order failed.', async (): Promise<PlaceOrderOutcome> => {
      for (let tried = 1; ; tried += 1) {
        try {
          return await this.place(draft);
        } catch (error) {
          if (!(error instanceof BusyError) || !retriesAfterBusy(tried)) throw error;
          if (!(await this.countDown(tried, error.retryAfterSeconds, signal))) throw new CancelledError('The payment step was left.');
        }
      }
    });
    this.checkout.setBusy(!result.ok && result.failure.kind === 'busy' ? { phase: 'gave-up' } : null);
    // On the way to the gateway's page Pay stays inert; anything else lets the shopper act again.
    if (!result.ok || result.value.kind !== 'paying') this.checkout.setPlacing(false);
    return result;
  }

  /** One try: the attempt's order, then confirmed (cash on delivery) or on the gateway's page (card). */
  private async place(draft: OrderDraft): Promise<PlaceOrderOutcome> {
    const order = await this.orderOf(draft);
    if (order.payment_method === 'cod') {
      this.completion.finish(order);
      return { kind: 'confirmed', order };
    }
    const session = await this.gateway.createPaymentSession(order.id);
    await this.payment.showPaymentPage(session, GATEWAY_RETURN_PATHS);
    return { kind: 'paying' };
  }

  /**
   * Waits before automatic try number `retry`, telling the CheckoutStore the whole seconds left
   * each second; false when `signal` aborted meanwhile.
   */
  private async countDown(retry: number, retryAfterSeconds: number | null, signal: AbortSignal | undefined): Promise<boolean> {
    const retries = BUSY_MAX_ATTEMPTS - 1;
    const waitMs = busyRetryDelayMs(retry, retryAfterSeconds, this.random());
    const due = this.clock.now() + waitMs;
    const seconds = countdownSeconds(waitMs);
    for (let left = waitMs; left > 0; left = due - this.clock.now()) {
      this.checkout.setBusy({ phase: 'waiting', retry, retries, seconds, secondsLeft: countdownSeconds(left) });
      // To the next whole second of the countdown, or to the end.
      if (!(await pause(left % 1000 || 1000, this.clock.scheduler, signal))) {
        this.checkout.setBusy(null);
        return false;
      }
    }
    this.checkout.setBusy({ phase: 'trying', retry, retries, seconds });
    return true;
  }

  /** The attempt's order: placed now, or its unpaid order paid again or another way. */
  private async orderOf({ fields, signature }: OrderDraft): Promise<Order> {
    const paymentMethod = fields.payment_method;
    const current = this.storage.loadAttempt();
    if (current !== null && current.orderId !== null && current.signature === signature) {
      const order = await this.gateway.changePaymentMethod(current.orderId, paymentMethod);
      this.storage.saveAttempt({ ...current, paymentMethod });
      return order;
    }
    const idempotencyKey = this.attemptKey(current, paymentMethod, signature);
    const order = await this.gateway.placeOrder({ idempotencyKey, ...fields });
    this.storage.saveAttempt({ idempotencyKey, paymentMethod, orderId: order.id, signature });
    return order;
  }

  /** The order to place from the checkout's state, and its attempt's signature; null without a delivery. */
  private draft(): OrderDraft | null {
    const { items, coupons, shippingAddressId, billingAddressId, insuranceChosen } = this.cart.snapshot;
    const { pickupStoreId, billingSameAsShipping, paymentMethod } = this.checkout.snapshot;
    const pickup = pickupStoreId !== null;
    const billing = billingSameAsShipping && !pickup ? shippingAddressId : billingAddressId;
    if ((!pickup && shippingAddressId === null) || billing === null) return null;
    const guest = !this.auth.isAuthenticated;
    const lines = items.map((item) => ({ product_id: item.product.id, quantity: item.quantity }));
    const codes = coupons.map((coupon) => coupon.code);
    const signature = checkoutAttemptSignature({
      items: lines, coupons: codes, shippingAddressId: pickup ? null : shippingAddressId, pickupStoreId, billingAddressId: billing, insurance: !pickup && insuranceChosen,
    });
    const fields = {
      ...(pickup ? { pickup_store_id: pickupStoreId } : { shipping_address_id: shippingAddressId ?? undefined }),
      billing_address_id: billing,
      payment_method: paymentMethod,
      insurance: !pickup && insuranceChosen,
      // A guest's lines and codes travel with the order; a user's are the server cart's.
      ...(guest ? { items: lines, coupons: codes } : {}),
    };
    return { fields, signature };
  }

  /**
   * The key of an attempt whose order is not known yet: kept while nothing changed (a reload or a
   * lost answer sends the same request again), a new one otherwise. Saved before the request goes.
   */
  private attemptKey(current: CheckoutAttempt | null, paymentMethod: 'card' | 'cod', signature: string): string {
    if (current !== null && current.orderId === null && current.paymentMethod === paymentMethod && current.signature === signature) return current.idempotencyKey;
    const idempotencyKey = this.ids.next();
    this.storage.saveAttempt({ idempotencyKey, paymentMethod, orderId: null, signature });
    return idempotencyKey;
  }
}
