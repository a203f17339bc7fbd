import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_REFUSED } from '../../server/src/features/orders/guest-order-claim.js';
import { type Catalogue, createAddress, insertCatalogue, STRONG_PASSWORD } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// A guest who has just ordered creates an account from the confirmation page and finds the order
// in it; nobody can take a guest's orders by signing up with the guest's e-mail, or with a token
// made up, or with a token of an order that is not theirs.

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let keys = 0;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

/** A guest with the e-mail who placed one cash-on-delivery order; its token and the order's id. */
async function guestOrder(email: string) {
  const token = (await api.post('/api/auth/guest', { email })).body.token as string;
  const addressId = await createAddress(api, token);
  const body = { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false, items: [{ quantity: 1, product_id: catalogue.sneaker.variantIds[0]! }] };
  const order = await api.post('/api/orders', body, token, { 'idempotency-key': `claim-test-${(keys += 1)}` });
  expect(order.status).toBe(201);
  return { token, orderId: order.body.id as number };
}

const signUp = (email: string, claim?: string) =>
  api.post('/api/auth/register', { first_name: 'Rima', last_name: 'Haddad', email, password: STRONG_PASSWORD, accept_terms: true, ...(claim === undefined ? {} : { claim_token: claim }) });

const orderIds = async (token: string) => ((await api.get('/api/account/orders', token)).body.rows as { id: number }[]).map((order) => order.id);

describe('GET /api/account/orders/:id/confirmation', () => {
  it('names the e-mail the confirmation went to, with a claim token for a guest\'s order, to its owner only', async () => {
    const { token, orderId } = await guestOrder('Rima.Guest@example.com');
    const facts = await api.get(`/api/account/orders/${orderId}/confirmation`, token);
    expect(facts.status).toBe(200);
    expect(facts.body).toEqual({ email: 'rima.guest@example.com', claim_token: expect.stringMatching(new RegExp(`^${orderId}\\.[A-Za-z0-9_-]{43}$`)) });
    const stranger = (await api.post('/api/auth/guest', { email: 'stranger@example.com' })).body.token as string;
    expect((await api.get(`/api/account/orders/${orderId}/confirmation`, stranger)).status).toBe(404);
    expect((await api.get(`/api/account/orders/${orderId}/confirmation`)).status).toBe(401);
  });
});

describe('POST /api/auth/register with claim_token', () => {
  it('brings the guest\'s orders into the new account, the same e-mail in another case included', async () => {
    const { token, orderId } = await guestOrder('claim@example.com');
    const claim = (await api.get(`/api/account/orders/${orderId}/confirmation`, token)).body.claim_token as string;
    const account = await signUp('CLAIM@example.com', claim);
    expect(account.status).toBe(201);
    expect(await orderIds(account.body.token)).toEqual([orderId]);
    const order = await api.get(`/api/account/orders/${orderId}`, account.body.token);
    expect(order.status).toBe(200);
    // The confirmation now goes by the account, and there is nothing left to claim.
    expect((await api.get(`/api/account/orders/${orderId}/confirmation`, account.body.token)).body).toEqual({ email: 'claim@example.com', claim_token: null });
    // The guest's token no longer reaches the order: it is the account's.
    expect((await api.get(`/api/account/orders/${orderId}`, token)).status).toBe(404);
  });

  it('signing up with a guest\'s e-mail alone takes none of the guest\'s orders', async () => {
    const { token, orderId } = await guestOrder('victim@example.com');
    const account = await signUp('victim@example.com');
    expect(account.status).toBe(201);
    expect(await orderIds(account.body.token)).toEqual([]);
    expect((await api.get(`/api/account/orders/${orderId}`, token)).status).toBe(200);
  });

  it('refuses, and creates no account, with a token made up, one for another e-mail, or one already used', async () => {
    const { token, orderId } = await guestOrder('owner@example.com');
    const claim = (await api.get(`/api/account/orders/${orderId}/confirmation`, token)).body.claim_token as string;
    for (const [email, wrong] of [
      ['owner@example.com', `${orderId}.${'A'.repeat(43)}`],
      ['owner@example.com', `${orderId + 1}.${claim.split('.')[1]}`],
      ['thief@example.com', claim],
    ] as const) {
      const refused = await signUp(email, wrong);
      expect(refused.status, `${email} ${wrong}`).toBe(422);
      expect(refused.body.data.errors).toEqual({ claim_token: CLAIM_REFUSED });
    }
    expect(await server.db.selectFrom('users').select('id').where('email', 'in', ['owner@example.com', 'thief@example.com']).execute()).toEqual([]);
    expect((await signUp('owner@example.com', claim)).status).toBe(201);
    // The order is an account's now: its token cannot be used again.
    expect((await signUp('owner2@example.com', claim)).body.data.errors).toEqual({ claim_token: CLAIM_REFUSED });
  });
});
