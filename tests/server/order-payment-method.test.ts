import { cancelStalePendingPayments } from '../../server/src/features/orders/unpaid-orders.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, createAddress, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// One order per checkout attempt: a declined, cancelled or abandoned card order is paid again or
// by cash on delivery (PUT /api/orders/{id}/payment-method), never placed twice; a new attempt
// replaces it; one left waiting too long gives its stock back.

const MINUTE = 60_000;
let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let shoppers = 0;
let keys = 0;

beforeAll(async () => {
  server = await startTestApp({ config: { pendingPaymentTtlMs: 30 * MINUTE } });
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
  await setStock(50);
});
afterAll(() => server.close());

const variant = () => catalogue.sneaker.variantIds[0]!;
const stock = async () => (await server.db.selectFrom('variants').select('stock').where('id', '=', variant()).executeTakeFirstOrThrow()).stock;
const setStock = (value: number) => server.db.updateTable('variants').set({ stock: value }).where('id', '=', variant()).execute();

/** A new guest with an address: every test its own shopper, so their orders never mix. */
async function newGuest() {
  const email = `attempt-${(shoppers += 1)}@example.com`;
  const token = (await api.post('/api/auth/guest', { email })).body.token as string;
  return { email, token, addressId: await createAddress(api, token) };
}
type Guest = Awaited<ReturnType<typeof newGuest>>;

function placeCardOrder(guest: Guest, quantity = 1) {
  return api.post(
    '/api/orders',
    { shipping_address_id: guest.addressId, billing_address_id: guest.addressId, payment_method: 'card', insurance: false, items: [{ quantity, product_id: variant() }] },
    guest.token,
    { 'idempotency-key': `attempt-key-${(keys += 1)}` },
  );
}

async function openSession(token: string, orderId: number) {
  const session = await api.post('/api/payments/sessions', { order_id: orderId }, token);
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return session.body.session_id as string;
}

function gateway(sessionId: string, fields: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/pay/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ return_url: '/checkout/payment', cancel_url: '/checkout/payment', expiry: '12/35', cvc: '123', ...fields }).toString(),
  });
}
const decline = (sessionId: string) => gateway(sessionId, { action: 'pay', card_number: '4000000000000002' });
const approve = (sessionId: string) => gateway(sessionId, { action: 'pay', card_number: '4242424242424242' });

/** A guest's card order, declined at the gateway: its stock is back on the shelf. */
async function declinedOrder(guest: Guest, quantity = 1) {
  const order = await placeCardOrder(guest, quantity);
  expect(order.status).toBe(201);
  await decline(await openSession(guest.token, order.body.id));
  return order.body.id as number;
}

const ordersOf = async (token: string) => (await api.get('/api/account/orders?perpage=20', token)).body.rows as { id: number; status: string; payment_method: string; payment_status: string }[];
const mailTo = (email: string) => server.db.selectFrom('mail_outbox').select('subject').where('recipient', '=', email).execute();
const payBy = (token: string, orderId: number, method: 'card' | 'cod') => api.put(`/api/orders/${orderId}/payment-method`, { payment_method: method }, token);

describe('PUT /api/orders/{id}/payment-method', () => {
  it('turns a declined card order into cash on delivery: the same order, placed, its stock taken again, one mail', async () => {
    const guest = await newGuest();
    const before = await stock();
    const orderId = await declinedOrder(guest);
    expect(await stock()).toBe(before);

    const answer = await payBy(guest.token, orderId, 'cod');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: orderId, status: 'placed', payment_method: 'cod', payment_status: 'due_on_delivery' });
    expect(await stock()).toBe(before - 1);
    expect((await ordersOf(guest.token)).map((order) => [order.id, order.status])).toEqual([[orderId, 'placed']]);
    expect(await mailTo(guest.email)).toHaveLength(1);

    // A repeat (double click, lost answer) answers the same order, taking nothing and mailing nothing more.
    expect((await payBy(guest.token, orderId, 'cod')).body).toMatchObject({ id: orderId, status: 'placed' });
    expect(await stock()).toBe(before - 1);
    expect(await mailTo(guest.email)).toHaveLength(1);
  });

  it('retries the card on the same order: stock taken again, a new session, paid', async () => {
    const guest = await newGuest();
    const before = await stock();
    const orderId = await declinedOrder(guest, 2);

    const again = await payBy(guest.token, orderId, 'card');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: orderId, status: 'pending_payment', payment_method: 'card' });
    expect(await stock()).toBe(before - 2);
    const session = await openSession(guest.token, orderId);
    expect((await approve(session)).statusCode).toBe(303);
    expect((await ordersOf(guest.token)).map((order) => [order.id, order.status])).toEqual([[orderId, 'paid']]);
    expect(await stock()).toBe(before - 2);
  });

  it('after a Back from the gateway, closes the old session and keeps the stock held once', async () => {
    const guest = await newGuest();
    const before = await stock();
    const order = await placeCardOrder(guest);
    const abandoned = await openSession(guest.token, order.body.id);

    expect((await payBy(guest.token, order.body.id, 'cod')).body.status).toBe('placed');
    expect(await stock()).toBe(before - 1);
    expect((await api.get(`/api/payments/sessions/${abandoned}`, guest.token)).body.status).toBe('cancelled');
    // The gateway's page left open can no longer pay the order.
    expect((await approve(abandoned)).statusCode).toBe(409);
    expect((await ordersOf(guest.token)).map((one) => one.status)).toEqual(['placed']);
  });

  it('answers 409 for a paid or placed order and for a card order asked for cash after it was placed', async () => {
    const guest = await newGuest();
    const order = await placeCardOrder(guest);
    await approve(await openSession(guest.token, order.body.id));
    const paid = await payBy(guest.token, order.body.id, 'cod');
    expect(paid.status).toBe(409);
    expect(paid.body).toEqual({ message: 'This order is already paid or placed.', data: { errors: {} } });
    expect((await payBy(guest.token, order.body.id, 'card')).status).toBe(409);

    const other = await newGuest();
    const declined = await declinedOrder(other);
    await payBy(other.token, declined, 'cod');
    expect((await payBy(other.token, declined, 'card')).status).toBe(409);
  });

  it('answers 404 for another owner\'s order and 422 for an unknown method', async () => {
    const owner = await newGuest();
    const stranger = await newGuest();
    const orderId = await declinedOrder(owner);
    expect((await payBy(stranger.token, orderId, 'cod')).status).toBe(404);
    expect((await payBy(owner.token, 999_999, 'cod')).status).toBe(404);
    const wrong = await api.put(`/api/orders/${orderId}/payment-method`, { payment_method: 'cheque' }, owner.token);
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.data.errors)).toEqual(['payment_method']);
    expect((await api.put(`/api/orders/${orderId}/payment-method`, { payment_method: 'cod' })).status).toBe(401);
    expect((await ordersOf(owner.token))[0]?.status).toBe('payment_failed');
  });

  it('answers the stock conflict when the released stock was sold meanwhile, changing nothing', async () => {
    const guest = await newGuest();
    const before = await stock();
    const orderId = await declinedOrder(guest, 2);
    await setStock(1);
    const answer = await payBy(guest.token, orderId, 'cod');
    expect(answer.status).toBe(409);
    expect(answer.body.data.lines).toEqual([{ product_id: variant(), requested: 2, available: 1 }]);
    expect(answer.body.data.errors.items).toMatch(/^Not enough stock for: /);
    expect(await stock()).toBe(1);
    expect((await ordersOf(guest.token))[0]?.status).toBe('payment_failed');
    expect(await mailTo(guest.email)).toEqual([]);
    await setStock(before);
  });
});

describe('a new attempt and an abandoned payment', () => {
  it('a new order replaces the shopper\'s unpaid card order: cancelled, its stock released first', async () => {
    const guest = await newGuest();
    await setStock(3);
    const first = await placeCardOrder(guest, 2);
    const session = await openSession(guest.token, first.body.id);
    expect(await stock()).toBe(1);
    // The cart changed (3 pieces now): only possible because the first order's 2 go back first.
    const second = await placeCardOrder(guest, 3);
    expect(second.status).toBe(201);
    expect(await stock()).toBe(0);
    const orders = await ordersOf(guest.token);
    expect(orders.map((order) => [order.id, order.status])).toEqual([[second.body.id, 'pending_payment'], [first.body.id, 'cancelled']]);
    expect((await approve(session)).statusCode).toBe(409);
    // Settled, so that the later tests' sweeps find nothing of this one's to release.
    await payBy(guest.token, second.body.id, 'cod');
    await setStock(50);
  });

  it('a card order left pending longer than the set time is cancelled and its stock released', async () => {
    const guest = await newGuest();
    const before = await stock();
    const order = await placeCardOrder(guest, 2);
    const session = await openSession(guest.token, order.body.id);
    server.clock.advance(29 * MINUTE);
    expect((await api.get(`/api/payments/sessions/${session}`, guest.token)).body.status).toBe('pending');
    expect(await stock()).toBe(before - 2);

    server.clock.advance(2 * MINUTE);
    expect((await api.get(`/api/payments/sessions/${session}`, guest.token)).body.status).toBe('cancelled');
    expect(await stock()).toBe(before);
    expect((await ordersOf(guest.token)).map((one) => one.status)).toEqual(['cancelled']);
    // Coming back later to pay it again takes the stock again, on the same order.
    expect((await payBy(guest.token, order.body.id, 'card')).body.status).toBe('pending_payment');
    expect(await stock()).toBe(before - 2);
    await payBy(guest.token, order.body.id, 'cod');
  });

  it('several card orders left pending too long give back every unit they held, in one sweep', async () => {
    const [first, second] = [await newGuest(), await newGuest()];
    const before = await stock();
    const orders = [await placeCardOrder(first, 2), await placeCardOrder(second, 1)];
    expect(await stock()).toBe(before - 3);
    server.clock.advance(31 * MINUTE);
    expect(await cancelStalePendingPayments(server.db, server.clock.now(), 30 * MINUTE)).toBeGreaterThanOrEqual(2);
    expect(await stock()).toBe(before);
    const statuses = await server.db.selectFrom('orders').select('status').where('id', 'in', orders.map((order) => order.body.id as number)).execute();
    expect(statuses.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('a user\'s server cart stays through a declined card payment and goes when the order is paid', async () => {
    const { token } = await registerUser(api, 'cart-keeper@example.com');
    const addressId = await createAddress(api, token);
    await api.post('/api/products/cart', { items: [{ quantity: 1, product_id: variant(), raw: false }] }, token);
    const order = await api.post('/api/orders', { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'card', insurance: false }, token, { 'idempotency-key': 'user-card-attempt' });
    expect(order.status).toBe(201);
    await decline(await openSession(token, order.body.id));
    expect((await api.get('/api/products/cart', token)).body.items).toHaveLength(1);
    await payBy(token, order.body.id, 'card');
    await approve(await openSession(token, order.body.id));
    expect((await api.get('/api/products/cart', token)).body.items).toEqual([]);
  });
});
