import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, createAddress, insertCatalogue } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 28: whatever the order of events, a charge the store accepts ends in a paid order holding
// its stock, and one it cannot honour is refused before the card is charged. Each sequence runs
// against the sandbox gateway, in turn and in parallel, and the invariants are checked after each.

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let shoppers = 0;
let keys = 0;
const INITIAL_STOCK = 500;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
  await server.db.updateTable('variants').set({ stock: INITIAL_STOCK }).where('id', '=', variant()).execute();
});
afterAll(() => server.close());

const variant = () => catalogue.sneaker.variantIds[0]!;

async function cardOrder(quantity = 1) {
  const email = `sequence-${(shoppers += 1)}@example.com`;
  const token = (await api.post('/api/auth/guest', { email })).body.token as string;
  const addressId = await createAddress(api, token);
  const order = await api.post(
    '/api/orders',
    { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'card', insurance: false, items: [{ quantity, product_id: variant() }] },
    token,
    { 'idempotency-key': `sequence-key-${(keys += 1)}` },
  );
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  return { token, orderId: order.body.id as number };
}

async function openSession(token: string, orderId: number) {
  const session = await api.post('/api/payments/sessions', { order_id: orderId }, token);
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return session.body.session_id as string;
}

function pay(sessionId: string, card: 'approve' | 'decline') {
  return server.app.inject({
    method: 'POST',
    url: `/sandbox-gateway/pay/${sessionId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'pay',
      card_number: card === 'approve' ? '4242424242424242' : '4000000000000002',
      return_url: '/checkout/payment',
      cancel_url: '/checkout/payment',
      expiry: '12/35',
      cvc: '123',
    }).toString(),
  });
}

/** A gateway answer: a return to the store carrying the result, or the closed page (no charge). */
function outcomeOf(answer: Awaited<ReturnType<typeof pay>>): 'returned' | 'refused' {
  if (answer.statusCode === 303 && String(answer.headers.location).includes('resultIndicator=')) return 'returned';
  expect(answer.statusCode, answer.body).toBe(409);
  expect(answer.body).toContain('This payment session is closed.');
  expect(answer.headers.location).toBeUndefined();
  return 'refused';
}

const sessionsOf = (orderId: number) => server.db.selectFrom('payment_sessions').select(['id', 'status']).where('order_id', '=', orderId).execute();
const orderStatus = async (orderId: number) => (await server.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

/**
 * The invariants over every order so far: at most one approved session an order, an approved
 * session only on a paid order, a paid order with exactly one approved session, and the shelf
 * short by exactly the units of the orders that hold stock (paid, placed, waiting for payment).
 */
async function expectInvariants() {
  const orders = await server.db.selectFrom('orders').select(['id', 'status']).execute();
  for (const order of orders) {
    const approved = (await sessionsOf(order.id)).filter((session) => session.status === 'approved');
    expect(approved.length, `order ${order.id}`).toBeLessThanOrEqual(1);
    expect(approved.length === 1, `order ${order.id} is ${order.status}`).toBe(order.status === 'paid');
  }
  const held = await server.db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('i.quantity'), eb.lit(0)).as('units'))
    .where('o.status', 'in', ['paid', 'placed', 'pending_payment'])
    .where('i.variant_id', '=', variant())
    .executeTakeFirstOrThrow();
  const shelf = await server.db.selectFrom('variants').select('stock').where('id', '=', variant()).executeTakeFirstOrThrow();
  expect(shelf.stock).toBe(INITIAL_STOCK - Number(held.units));
}

describe('payment sessions in sequence', () => {
  it('opening a second session closes the first: only the open one can charge', async () => {
    const { token, orderId } = await cardOrder();
    const first = await openSession(token, orderId);
    const second = await openSession(token, orderId);
    expect(await sessionsOf(orderId)).toEqual(expect.arrayContaining([{ id: first, status: 'cancelled' }, { id: second, status: 'pending' }]));

    expect(outcomeOf(await pay(first, 'approve'))).toBe('refused');
    expect(outcomeOf(await pay(second, 'approve'))).toBe('returned');
    expect(await orderStatus(orderId)).toBe('paid');
    expect((await api.get(`/api/payments/sessions/${first}`, token)).body.status).toBe('cancelled');
    await expectInvariants();
  });

  it('decline the first, approve the second: the first was closed, the second pays the order', async () => {
    const { token, orderId } = await cardOrder();
    const first = await openSession(token, orderId);
    const second = await openSession(token, orderId);
    expect(outcomeOf(await pay(first, 'decline'))).toBe('refused');
    expect(outcomeOf(await pay(second, 'approve'))).toBe('returned');
    expect(await orderStatus(orderId)).toBe('paid');
    await expectInvariants();
  });

  it('decline the newer, approve the older: nothing is charged for an order that failed', async () => {
    const { token, orderId } = await cardOrder();
    const older = await openSession(token, orderId);
    const newer = await openSession(token, orderId);
    expect(outcomeOf(await pay(newer, 'decline'))).toBe('returned');
    expect(await orderStatus(orderId)).toBe('payment_failed');
    expect(outcomeOf(await pay(older, 'approve'))).toBe('refused');
    expect(await orderStatus(orderId)).toBe('payment_failed');
    // A failed order takes no new session: the shopper retries through the payment method first.
    expect((await api.post('/api/payments/sessions', { order_id: orderId }, token)).status).toBe(409);
    await expectInvariants();
  });

  it('a session left open on an order paid by cash on delivery is refused', async () => {
    const { token, orderId } = await cardOrder();
    const session = await openSession(token, orderId);
    expect((await api.put(`/api/orders/${orderId}/payment-method`, { payment_method: 'cod' }, token)).status).toBe(200);
    expect(outcomeOf(await pay(session, 'approve'))).toBe('refused');
    expect(await orderStatus(orderId)).toBe('placed');
    await expectInvariants();
  });
});

describe('payment sessions in parallel', () => {
  it('two sessions opened at once leave one open, and paying both at once charges once', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { token, orderId } = await cardOrder();
      const [a, b] = await Promise.all([openSession(token, orderId), openSession(token, orderId)]);
      expect((await sessionsOf(orderId)).filter((session) => session.status === 'pending')).toHaveLength(1);
      const outcomes = (await Promise.all([pay(a, 'approve'), pay(b, 'approve')])).map(outcomeOf);
      expect(outcomes.sort()).toEqual(['refused', 'returned']);
      expect(await orderStatus(orderId)).toBe('paid');
    }
    await expectInvariants();
  });

  it('a gateway payment racing a switch to cash on delivery: one wins, no deadlock, no success for a closed session', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const { token, orderId } = await cardOrder(2);
      const session = await openSession(token, orderId);
      const [gateway, switched] = await Promise.all([
        pay(session, attempt % 3 === 0 ? 'decline' : 'approve'),
        api.put(`/api/orders/${orderId}/payment-method`, { payment_method: 'cod' }, token),
      ]);
      const gatewayOutcome = outcomeOf(gateway);
      const status = await orderStatus(orderId);
      if (switched.status === 200) {
        // Cash on delivery won (or came after a decline): the card was refused or declined, never approved.
        expect(status).toBe('placed');
        expect((await sessionsOf(orderId)).some((one) => one.status === 'approved')).toBe(false);
      } else {
        // The card won: the switch is refused as settled, not as a deadlock.
        expect(switched.status, JSON.stringify(switched.body)).toBe(409);
        expect(switched.body.message).toBe('This order is already paid or placed.');
        expect(gatewayOutcome).toBe('returned');
        expect(status).toBe('paid');
      }
    }
    await expectInvariants();
  });
});
