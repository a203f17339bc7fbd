import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayScriptOrigin } from '../../server/src/http/content-security-policy.js';
import { checkoutScriptUrlFrom } from '../../server/src/config.js';
import { type Catalogue, createAddress, insertCatalogue, LEBANESE_ADDRESS } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let storeId: number;
let keys = 0;
const newKey = () => `checkout-test-${(keys += 1)}`;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
  const store = await server.db
    .insertInto('stores')
    .values({ name: 'Maison Hamra', address: 'Hamra Street 12', city: 'Beirut', country_code: 'LB', lat: 33.9, lng: 35.48, phone: '+961 1 111 111', hours: JSON.stringify([]) })
    .returning('id')
    .executeTakeFirstOrThrow();
  storeId = store.id;
});
afterAll(() => server.close());

async function guest(email: string) {
  const token = (await api.post('/api/auth/guest', { email })).body.token as string;
  return { token, addressId: await createAddress(api, token) };
}

const place = (token: string, body: Record<string, unknown>, key = newKey()) => api.post('/api/orders', body, token, { 'idempotency-key': key });
const oneSneaker = () => [{ quantity: 1, product_id: catalogue.sneaker.variantIds[0]! }];
const mailTo = (email: string) => server.db.selectFrom('mail_outbox').select(['subject', 'body']).where('recipient', '=', email).execute();

describe('addresses carry an area; the phone needs its country code (the address form\'s rule)', () => {
  it('saves, answers and updates the area', async () => {
    const { token, addressId } = await guest('area@example.com');
    expect((await api.get(`/api/account/addresses/${addressId}`, token)).body).toMatchObject({ area: 'Hamra', city: 'Beirut' });
    const updated = await api.put(`/api/account/addresses/${addressId}`, { ...LEBANESE_ADDRESS, area: 'Achrafieh' }, token);
    expect(updated.body.area).toBe('Achrafieh');
    // The address form asks for the area (src/domain/address.ts), and so does the API.
    const { area: _left, ...withoutArea } = LEBANESE_ADDRESS;
    const refused = await api.post('/api/account/addresses', withoutArea, token);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.data.errors)).toEqual(['area']);
  });

  it('answers 422 on the phone without a country code', async () => {
    const { token } = await guest('phone@example.com');
    const answer = await api.post('/api/account/addresses', { ...LEBANESE_ADDRESS, phone: '03 123 456' }, token);
    expect(answer.status).toBe(422);
    expect(answer.body.data.errors).toEqual({ phone: 'Please enter a phone number with its country code, e.g. +961 3 123 456' });
  });
});

describe('POST /api/orders: pick up in store', () => {
  it('keeps the store, has no shipping address and ships free (the manual free-shipping flag)', async () => {
    const { token, addressId } = await guest('pickup@example.com');
    const answer = await place(token, { pickup_store_id: storeId, billing_address_id: addressId, payment_method: 'cod', insurance: true, items: oneSneaker() });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      shipping_address: null,
      pickup_store: { id: storeId, name: 'Maison Hamra', address: 'Hamra Street 12', city: 'Beirut', country_code: 'LB' },
      billing_address: { id: addressId, area: 'Hamra' },
      shipping: 0,
      insurance: false,
    });
    expect(answer.body.total).toBe(answer.body.subtotal);
    expect((await api.get(`/api/account/orders/${answer.body.id}`, token)).body.pickup_store.id).toBe(storeId);
  });

  it('answers 422 for an unknown store, for both a store and an address, and for neither', async () => {
    const { token, addressId } = await guest('pickup-bad@example.com');
    const base = { billing_address_id: addressId, payment_method: 'cod', insurance: false, items: oneSneaker() };
    const unknown = await place(token, { ...base, pickup_store_id: 999_999 });
    expect([unknown.status, unknown.body.data.errors]).toEqual([422, { pickup_store_id: 'This store does not exist.' }]);
    const both = await place(token, { ...base, pickup_store_id: storeId, shipping_address_id: addressId });
    expect([both.status, both.body.data.errors]).toEqual([422, { pickup_store_id: 'An order is either delivered or picked up in a store, not both.' }]);
    const neither = await place(token, base);
    expect([neither.status, neither.body.data.errors]).toEqual([422, { shipping_address_id: 'Choose a shipping address or a store to pick the order up in.' }]);
  });
});

describe('the Order answer has what a confirmation page shows', () => {
  it('answers payment status, dates and item count', async () => {
    const { token, addressId } = await guest('answer@example.com');
    const items = [{ quantity: 2, product_id: catalogue.sneaker.variantIds[0]! }];
    const cod = await place(token, { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false, items });
    expect(cod.body).toMatchObject({ payment_status: 'due_on_delivery', item_count: 2, paid_at: null, updated_at: expect.any(String), pickup_store: null });
    const card = await place(token, { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'card', insurance: false, items });
    expect(card.body.payment_status).toBe('pending');
  });
});

describe('confirmation e-mail', () => {
  it('goes out when a cash-on-delivery order is placed, once per order whatever the retries', async () => {
    const { token, addressId } = await guest('cod-mail@example.com');
    const body = { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false, items: oneSneaker() };
    const key = newKey();
    const answer = await place(token, body, key);
    await place(token, body, key);
    const mail = await mailTo('cod-mail@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your order ${answer.body.number}`);
    expect(mail[0]!.body).toContain('Pay $');
    expect(mail[0]!.body).toContain('in cash on delivery');
  });

  it('goes out when a card payment is approved, not when it is declined', async () => {
    const pay = async (email: string, card: string) => {
      const { token, addressId } = await guest(email);
      const order = await place(token, { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'card', insurance: false, items: oneSneaker() });
      expect(await mailTo(email)).toEqual([]);
      const session = (await api.post('/api/payments/sessions', { order_id: order.body.id }, token)).body;
      await server.app.inject({
        method: 'POST',
        url: `/sandbox-gateway/pay/${session.session_id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ card_number: card, expiry: '12/35', cvc: '123', action: 'pay' }).toString(),
      });
      return { token, order: (await api.get(`/api/account/orders/${order.body.id}`, token)).body };
    };
    const paid = await pay('card-mail@example.com', '4242 4242 4242 4242');
    expect(paid.order).toMatchObject({ status: 'paid', payment_status: 'paid', paid_at: expect.any(String) });
    expect((await mailTo('card-mail@example.com')).map((mail) => mail.subject)).toEqual([`Your order ${paid.order.number}`]);
    const declined = await pay('declined-mail@example.com', '4000 0000 0000 0002');
    expect(declined.order.payment_status).toBe('failed');
    expect(await mailTo('declined-mail@example.com')).toEqual([]);
  });
});

describe('the payment gateway\'s script origin in the Content-Security-Policy', () => {
  it('adds nothing for the same-origin sandbox', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/checkout/payment' });
    const csp = String(page.headers['content-security-policy']);
    // A server-rendered page (when `npm run build` left its entry) adds its script's nonce, nothing else.
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/ https:\/\/maps\.googleapis\.com( 'nonce-[^']+')?;/);
  });

  it('allows a configured gateway\'s origin, and nothing more of it', async () => {
    const configured = await startTestApp({ config: { checkoutScriptUrl: 'https://pay.example-gateway.com/static/checkout/v1/checkout.js' } });
    try {
      const page = await configured.app.inject({ method: 'GET', url: '/checkout/payment' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toMatch(/script-src [^;]* https:\/\/pay\.example-gateway\.com( 'nonce-[^']+')?(;|$)/);
      expect(csp).not.toContain('/static/checkout');
    } finally {
      await configured.close();
    }
  });

  it('takes a path or an https URL from PAYMENT_CHECKOUT_SCRIPT_URL, refuses anything else', () => {
    expect(checkoutScriptUrlFrom(undefined)).toBe('/sandbox-gateway/checkout.js');
    expect(checkoutScriptUrlFrom('https://gw.test/checkout.js')).toBe('https://gw.test/checkout.js');
    expect(() => checkoutScriptUrlFrom('http://gw.test/checkout.js')).toThrow(/https/);
    expect(() => checkoutScriptUrlFrom('//gw.test/checkout.js')).toThrow();
    expect(gatewayScriptOrigin('/sandbox-gateway/checkout.js')).toBeNull();
  });
});
