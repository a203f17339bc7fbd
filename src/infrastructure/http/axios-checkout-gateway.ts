import type { HttpClient } from './http-client';
import type { CheckoutGateway, Order, OrderConfirmation, OrderRequest, PaymentSession, PaymentStatus } from '@/application';

/** Orders and payment sessions over the Storefront API (docs/api.md, "Checkout and payment"). */
export class AxiosCheckoutGateway implements CheckoutGateway {
  constructor(private readonly http: HttpClient) {}

  async placeOrder(request: OrderRequest): Promise<Order> {
    const { idempotencyKey, shipping_address_id, pickup_store_id, billing_address_id, payment_method, insurance, items, coupons } = request;
    const body = {
      // Delivered to an address, or picked up in a store: exactly one of them travels.
      ...(pickup_store_id === undefined ? { shipping_address_id } : { pickup_store_id }),
      billing_address_id,
      payment_method,
      insurance,
      ...(items ? { items: items.map(({ product_id, quantity }) => ({ product_id, quantity })) } : {}),
      ...(coupons ? { coupons: [...coupons] } : {}),
    };
    // The same key on a retry answers the same order instead of a second one.
    return (await this.http.post<Order>('/api/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
  }

  async changePaymentMethod(orderId: number, paymentMethod: 'card' | 'cod'): Promise<Order> {
    const url = `/api/orders/${encodeURIComponent(String(orderId))}/payment-method`;
    return (await this.http.put<Order>(url, { payment_method: paymentMethod })).data;
  }

  async createPaymentSession(orderId: number): Promise<PaymentSession> {
    return (await this.http.post<PaymentSession>('/api/payments/sessions', { order_id: orderId })).data;
  }

  async paymentStatus(sessionId: string): Promise<{ readonly status: PaymentStatus; readonly order_id: number }> {
    const url = `/api/payments/sessions/${encodeURIComponent(sessionId)}`;
    return (await this.http.get<{ status: PaymentStatus; order_id: number }>(url)).data;
  }

  async orderConfirmation(orderId: number): Promise<OrderConfirmation> {
    return (await this.http.get<OrderConfirmation>(`/api/account/orders/${encodeURIComponent(String(orderId))}/confirmation`)).data;
  }
}
