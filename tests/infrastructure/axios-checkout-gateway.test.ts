import { describe, expect, it } from 'vitest';
import { ConflictError } from '@/application';
import { AxiosCheckoutGateway } from '@/infrastructure/http/axios-checkout-gateway';
import { answer, useMswServer } from '../support/msw/server';
import { testClient } from '../support/msw/client';

const server = useMswServer();
const gateway = (tokens = { user: null as string | null, guest: 'guest-token' as string | null }) => new AxiosCheckoutGateway(testClient(tokens).http);

describe('placing an order (docs/api.md: POST /api/orders, idempotent under a key)', () => {
  it('sends the Idempotency-Key header and the guest lines, with the guest bearer', async () => {
    const seen = answer(server, 'post', '/api/orders', { id: 9, number: 'SF-0009' }, { status: 201 });
    const order = await gateway().placeOrder({
      idempotencyKey: 'key-123',
      shipping_address_id: 1,
      billing_address_id: 2,
      payment_method: 'cod',
      insurance: true,
      items: [{ product_id: 11, quantity: 2 }],
      coupons: ['WELCOME10'],
    });
    expect(order).toMatchObject({ id: 9 });
    expect(seen[0]!.headers.get('idempotency-key')).toBe('key-123');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer guest-token');
    expect(seen[0]!.json).toEqual({
      shipping_address_id: 1,
      billing_address_id: 2,
      payment_method: 'cod',
      insurance: true,
      items: [{ product_id: 11, quantity: 2 }],
      coupons: ['WELCOME10'],
    });
  });

  it("a user's order sends no items or coupons (they come from the server cart)", async () => {
    const seen = answer(server, 'post', '/api/orders', { id: 10 }, { status: 201 });
    await gateway({ user: 'u', guest: null }).placeOrder({ idempotencyKey: 'k', shipping_address_id: 1, billing_address_id: 1, payment_method: 'card', insurance: false });
    expect(seen[0]!.json).toEqual({ shipping_address_id: 1, billing_address_id: 1, payment_method: 'card', insurance: false });
    expect(seen[0]!.json).not.toHaveProperty('idempotencyKey');
  });

  it('an order picked up in store sends the store and no shipping address', async () => {
    const seen = answer(server, 'post', '/api/orders', { id: 11 }, { status: 201 });
    await gateway().placeOrder({ idempotencyKey: 'k', pickup_store_id: 3, billing_address_id: 1, payment_method: 'cod', insurance: false });
    expect(seen[0]!.json).toEqual({ pickup_store_id: 3, billing_address_id: 1, payment_method: 'cod', insurance: false });
  });

  it('a stock conflict is a ConflictError with the lines', async () => {
    answer(server, 'post', '/api/orders', { message: 'Stock', data: { errors: { items: 'Stock' }, lines: [{ product_id: 11, requested: 2, available: 0 }] } }, { status: 409 });
    const error = await gateway()
      .placeOrder({ idempotencyKey: 'k', shipping_address_id: 1, billing_address_id: 1, payment_method: 'cod', insurance: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).lines).toEqual([{ product_id: 11, requested: 2, available: 0 }]);
  });
});

describe('paying the attempt\'s order again (PUT /api/orders/{id}/payment-method)', () => {
  it('sends the method for that order and answers the order', async () => {
    const seen = answer(server, 'put', '/api/orders/9/payment-method', { id: 9, status: 'placed', payment_method: 'cod' });
    expect(await gateway().changePaymentMethod(9, 'cod')).toMatchObject({ id: 9, status: 'placed' });
    expect(seen[0]!.json).toEqual({ payment_method: 'cod' });
  });

  it('the released stock sold meanwhile is a ConflictError with the lines', async () => {
    answer(server, 'put', '/api/orders/9/payment-method', { message: 'Stock', data: { errors: { items: 'Stock' }, lines: [{ product_id: 11, requested: 2, available: 1 }] } }, { status: 409 });
    const error = await gateway().changePaymentMethod(9, 'card').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).lines).toEqual([{ product_id: 11, requested: 2, available: 1 }]);
  });
});

describe('payment sessions', () => {
  it('creates with POST /api/payments/sessions {order_id} and reads GET /api/payments/sessions/{id}', async () => {
    const session = { session_id: 'ses_1', merchant_state: 'ms_1', checkout_script_url: '/sandbox-gateway/checkout.js' };
    const created = answer(server, 'post', '/api/payments/sessions', session);
    const status = answer(server, 'get', '/api/payments/sessions/ses_1', { status: 'approved', order_id: 9 });
    const checkout = gateway();
    expect(await checkout.createPaymentSession(9)).toEqual(session);
    expect(created[0]!.json).toEqual({ order_id: 9 });
    expect(await checkout.paymentStatus('ses_1')).toEqual({ status: 'approved', order_id: 9 });
    expect(status).toHaveLength(1);
  });
});
