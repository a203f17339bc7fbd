import { CHECKOUT_MESSAGES } from '@/domain';
import type { Order, OrderRequest } from '../models';
import type { CheckoutGateway, CheckoutSessionStorage, IdSource, Logger, PaymentGateway } from '../ports';
import { attempt, failed, type Result } from '../result';
import type { OrderCompletion } from '../services';
import type { AuthStore, CartStore, CheckoutStore } from '../stores';

/** How placing went: confirmed (cash on delivery), or the shopper is on the gateway's page. */
export type PlaceOrderOutcome = { readonly kind: 'confirmed'; readonly order: Order } | { readonly kind: 'paying' };

/** Where the gateway sends the shopper back, paid or cancelled (same-origin paths). */
export const GATEWAY_RETURN_PATHS = { returnUrl: '/checkout/payment', cancelUrl: '/checkout/payment' } as const;

/**
 * Pay: places the order under the attempt's Idempotency-Key (one key per attempt, kept for the
 * tab, so a double click, a reload or a retry after a lost answer answers the same order), then
 * either confirms it (cash on delivery) or opens a payment session the server created for it and
 * hands the shopper to the gateway's page (card). A second call while one runs joins it.
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
  ) {}

  execute(): Promise<Result<PlaceOrderOutcome>> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<Result<PlaceOrderOutcome>> {
    const request = this.request();
    if (request === null) return failed('validation', CHECKOUT_MESSAGES.chooseDelivery);
    this.checkout.setPlacing(true);
    this.checkout.setPaymentMessage(null);
    const result = await attempt(this.logger, 'Placing the order failed.', async (): Promise<PlaceOrderOutcome> => {
      const order = await this.gateway.placeOrder(request);
      this.storage.saveAttempt({ idempotencyKey: request.idempotencyKey, paymentMethod: request.payment_method, orderId: order.id });
      if (order.payment_method === 'cod') {
        this.completion.finish(order);
        return { kind: 'confirmed', order };
      }
      const session = await this.gateway.createPaymentSession(order.id);
      await this.payment.showPaymentPage(session, GATEWAY_RETURN_PATHS);
      return { kind: 'paying' };
    });
    // On the way to the gateway's page Pay stays inert; anything else lets the shopper act again.
    if (!result.ok || result.value.kind !== 'paying') this.checkout.setPlacing(false);
    return result;
  }

  /** The order to place from the checkout's state, under this attempt's key; null without a delivery. */
  private request(): OrderRequest | null {
    const { items, coupons, shippingAddressId, billingAddressId, insuranceChosen } = this.cart.snapshot;
    const { pickupStoreId, billingSameAsShipping, paymentMethod } = this.checkout.snapshot;
    const pickup = pickupStoreId !== null;
    const billing = billingSameAsShipping && !pickup ? shippingAddressId : billingAddressId;
    if ((!pickup && shippingAddressId === null) || billing === null) return null;
    const guest = !this.auth.isAuthenticated;
    return {
      idempotencyKey: this.attemptKey(paymentMethod),
      ...(pickup ? { pickup_store_id: pickupStoreId } : { shipping_address_id: shippingAddressId ?? undefined }),
      billing_address_id: billing,
      payment_method: paymentMethod,
      insurance: !pickup && insuranceChosen,
      // A guest's lines and codes travel with the order; a user's are the server cart's.
      ...(guest ? { items: items.map((item) => ({ product_id: item.product.id, quantity: item.quantity })), coupons: coupons.map((coupon) => coupon.code) } : {}),
    };
  }

  /** The attempt's key: kept while the attempt lasts (same method), a new one otherwise. */
  private attemptKey(paymentMethod: 'card' | 'cod'): string {
    const current = this.storage.loadAttempt();
    if (current !== null && current.paymentMethod === paymentMethod) return current.idempotencyKey;
    const idempotencyKey = this.ids.next();
    this.storage.saveAttempt({ idempotencyKey, paymentMethod, orderId: null });
    return idempotencyKey;
  }
}
