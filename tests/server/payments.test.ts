import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, createAddress, insertCatalogue } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let guest: string;
let addressId: number;
let keys = 0;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
  guest = (await api.post('/api/auth/guest', { email: 'payer@example.com' })).body.token;
  addressId = await createAddress(api, guest);
});
afterAll(() => server.close());

const variant = () => catalogue.sneaker.variantIds[0]!;
const stock = async () => (await server.db.selectFrom('variants').select('stock').where('id', '=', variant()).executeTakeFirstOrThrow()).stock;

async function cardOrderWithSession(quantity = 2) {
  const order = await api.post(
    '/api/orders',
    { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'card', insurance: false, items: [{ quantity, product_id: variant() }] },
    guest,
    { 'idempotency-key': `payment-test-${(keys += 1)}` },
  );
  expect(order.status).toBe(201);
  const session = await api.post('/api/payments/sessions', { order_id: order.body.id }, guest);
  expect(session.status).toBe(200);
  return { orderId: order.body.id as number, session: session.body as { session_id: string; merchant_state: string; checkout_script_url: string } };
}

function submitCard(sessionId: string, fields: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/pay/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ return_url: '/checkout/payment', cancel_url: '/checkout/cart', expiry: '12/35', cvc: '123', ...fields }).toString(),
  });
}

const orderStatus = async (orderId: number) => (await api.get(`/api/account/orders/${orderId}`, guest)).body.status;

describe('payment sessions', () => {
  it('opens a session for a card order and reports its status', async () => {
    const { orderId, session } = await cardOrderWithSession();
    expect(session).toEqual({ session_id: expect.any(String), merchant_state: expect.any(String), checkout_script_url: '/sandbox-gateway/checkout.js' });
    expect((await api.get(`/api/payments/sessions/${session.session_id}`, guest)).body).toEqual({ status: 'pending', order_id: orderId });
    const stranger = (await api.post('/api/auth/guest', { email: 'x@example.com' })).body.token;
    expect((await api.get(`/api/payments/sessions/${session.session_id}`, stranger)).status).toBe(404);
    expect((await api.post('/api/payments/sessions', { order_id: orderId }, stranger)).status).toBe(404);
  });

  it('refuses a session for a cash-on-delivery order', async () => {
    const order = await api.post(
      '/api/orders',
      { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false, items: [{ quantity: 1, product_id: variant() }] },
      guest,
      { 'idempotency-key': 'cod-order-key' },
    );
    const answer = await api.post('/api/payments/sessions', { order_id: order.body.id }, guest);
    expect(answer.status).toBe(409);
  });
});

describe('sandbox gateway', () => {
  it('serves checkout.js defining Checkout.configure and showPaymentPage', async () => {
    const script = await server.app.inject({ method: 'GET', url: '/sandbox-gateway/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('window.Checkout');
    expect(script.body).toContain('configure');
    expect(script.body).toContain('showPaymentPage');
  });

  it('serves a card form without inline scripts', async () => {
    const { session } = await cardOrderWithSession(1);
    const page = await server.app.inject({ method: 'GET', url: `/sandbox-gateway/pay/${session.session_id}?return_url=/checkout/payment` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('name="card_number"');
    expect(page.body).not.toContain('<script');
  });

  it('approves with 4242 4242 4242 4242: the order is paid and the shopper returns with the result indicator', async () => {
    const { orderId, session } = await cardOrderWithSession();
    const before = await stock();
    const answer = await submitCard(session.session_id, { action: 'pay', card_number: '4242 4242 4242 4242' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`/checkout/payment?resultIndicator=${session.merchant_state}&sessionId=${session.session_id}`);
    expect(await orderStatus(orderId)).toBe('paid');
    expect((await api.get(`/api/payments/sessions/${session.session_id}`, guest)).body.status).toBe('approved');
    expect(await stock()).toBe(before);
    expect((await submitCard(session.session_id, { action: 'pay', card_number: '4242424242424242' })).statusCode).toBe(409);
  });

  it('declines with 4000 0000 0000 0002: the order stays unpaid and the stock is released', async () => {
    const before = await stock();
    const { orderId, session } = await cardOrderWithSession(2);
    expect(await stock()).toBe(before - 2);
    const answer = await submitCard(session.session_id, { action: 'pay', card_number: '4000000000000002' });
    expect(answer.statusCode).toBe(303);
    expect(await orderStatus(orderId)).toBe('payment_failed');
    expect((await api.get(`/api/payments/sessions/${session.session_id}`, guest)).body.status).toBe('declined');
    expect(await stock()).toBe(before);
  });

  it('cancels back to the cancel URL and releases the stock', async () => {
    const before = await stock();
    const { orderId, session } = await cardOrderWithSession(1);
    const answer = await submitCard(session.session_id, { action: 'cancel' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/checkout/cart');
    expect(await orderStatus(orderId)).toBe('cancelled');
    expect(await stock()).toBe(before);
  });

  it('re-shows the form for an unknown card or a past expiry, changing nothing', async () => {
    const { orderId, session } = await cardOrderWithSession(1);
    const unknown = await submitCard(session.session_id, { action: 'pay', card_number: '5555555555554444' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('Use a sandbox test card');
    const expired = await submitCard(session.session_id, { action: 'pay', card_number: '4242424242424242', expiry: '01/20' });
    expect(expired.body).toContain('This card has expired.');
    expect(await orderStatus(orderId)).toBe('pending_payment');
  });

  it('never redirects off-site', async () => {
    const { session } = await cardOrderWithSession(1);
    const answer = await server.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/pay/${session.session_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'cancel', cancel_url: '//evil.example/phish' }).toString(),
    });
    expect(answer.headers.location).toBe('/checkout/payment');
  });

  it('answers 404 for an unknown session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/sandbox-gateway/pay/nope' })).statusCode).toBe(404);
  });
});
