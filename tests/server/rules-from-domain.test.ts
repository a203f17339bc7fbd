import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS, type AddressFields, addressProblems, checkAddressField } from '../../src/domain/address.js';
import { COUPON_CODE_MAX_LENGTH } from '../../src/domain/coupon-code.js';
import { COUPON_UNKNOWN } from '../../src/domain/coupons.js';
import { INVALID_EMAIL_MESSAGE } from '../../src/domain/email.js';
import { GUEST_TOKEN_LIFETIME_MS, USER_TOKEN_LIFETIME_MS } from '../../src/domain/tokens.js';
import { hashToken } from '../../server/src/security/tokens.js';
import { EMAIL_CASES } from '../cases/email-cases.js';
import { LEBANESE_ADDRESS, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The API's limits and rules are the domain's (src/domain), not a second copy: whatever the SPA's
// forms accept, the API accepts, and what they refuse it refuses with a 422 of field messages.

let server: TestApp;
let api: Client;
let guest: string;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  guest = (await api.post('/api/auth/guest', { email: 'rules@example.com' })).body.token;
});
afterAll(() => server.close());

describe('the shared e-mail cases, judged by the API (the domain\'s rule as the schemas\' `email` format)', () => {
  it.each(EMAIL_CASES)('$email is valid: $valid', async ({ email, valid }) => {
    const answer = await api.post('/api/auth/guest', { email });
    if (valid) {
      expect(answer.status).toBe(200);
    } else {
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message: expect.any(String), data: { errors: { email: expect.any(String) } } });
      // Past the longest address the length limit may speak first; otherwise it is the form's message.
      if (email.trim().length <= 254) expect(answer.body.data.errors.email).toBe(INVALID_EMAIL_MESSAGE);
    }
  });
});

describe('addresses: the address form\'s limits and rules', () => {
  const fields = Object.keys(ADDRESS_LIMITS) as (keyof AddressFields)[];
  const longest = (field: keyof AddressFields) => (field === 'country_code' ? 'LB' : field === 'phone' ? `+961${'-'.repeat(ADDRESS_LIMITS.phone - 10)}123456` : 'x'.repeat(ADDRESS_LIMITS[field]));

  it.each(fields)('accepts %s at its longest and refuses it one character longer', async (field) => {
    const atLimit = { ...LEBANESE_ADDRESS, [field]: longest(field) };
    expect(checkAddressField(field, longest(field))).toBeNull();
    expect((await api.post('/api/account/addresses', atLimit, guest)).status).toBe(201);
    const over = await api.post('/api/account/addresses', { ...LEBANESE_ADDRESS, [field]: `${longest(field)}1` }, guest);
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.data.errors)).toEqual([field]);
  });

  it.each(fields)('requires %s exactly when the form does', async (field) => {
    const answer = await api.post('/api/account/addresses', { ...LEBANESE_ADDRESS, [field]: '' }, guest);
    const formRefuses = checkAddressField(field, '') !== null;
    expect(answer.status).toBe(formRefuses ? 422 : 201);
    if (formRefuses) expect(Object.keys(answer.body.data.errors)).toEqual([field]);
  });

  it('answers the form\'s own message for a rule the schema cannot say (the phone\'s country code)', async () => {
    const answer = await api.post('/api/account/addresses', { ...LEBANESE_ADDRESS, phone: '03 123 456' }, guest);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: expect.any(String), data: { errors: addressProblems({ ...LEBANESE_ADDRESS, phone: '03 123 456' }) } });
  });

  it('keeps what the form would keep: trimmed values', async () => {
    const answer = await api.post('/api/account/addresses', { ...LEBANESE_ADDRESS, city: '  Beirut ', building: '  ' }, guest);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ city: 'Beirut', building: null });
  });
});

describe('coupon codes: the coupon field\'s limit', () => {
  const check = (code: string) => api.post('/api/coupons/check', { code, items: [] });

  it(`looks up a code of ${COUPON_CODE_MAX_LENGTH} characters and refuses a longer one unread`, async () => {
    expect((await check('C'.repeat(COUPON_CODE_MAX_LENGTH))).body.data.errors).toEqual({ code: COUPON_UNKNOWN });
    const over = await check('C'.repeat(COUPON_CODE_MAX_LENGTH + 1));
    expect(over.status).toBe(422);
    expect(over.body.data.errors.code).not.toBe(COUPON_UNKNOWN);
  });

  it('refuses a longer code in a quote and in an order', async () => {
    const long = 'C'.repeat(COUPON_CODE_MAX_LENGTH + 1);
    expect((await api.post('/api/products/cart/quote', { items: [], coupons: [long] })).body.data.errors).toHaveProperty(['coupons.0']);
    const order = await api.post('/api/orders', { billing_address_id: 1, payment_method: 'cod', insurance: false, coupons: [long] }, guest, { 'idempotency-key': 'rules-coupon-order' });
    expect(order.status).toBe(422);
    expect(order.body.data.errors).toHaveProperty(['coupons.0']);
  });
});

describe('token lifetimes: the cookies\' (src/domain/tokens.ts)', () => {
  const expiryOf = async (token: string) =>
    (await server.db.selectFrom('tokens').select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).expires_at;

  it('a guest token lasts as long as the guest cookie, a user token as long as the user cookie', async () => {
    const now = server.clock.now().getTime();
    expect(new Date(await expiryOf(guest)).getTime() - now).toBe(GUEST_TOKEN_LIFETIME_MS);
    const { token } = await registerUser(api, 'lifetime@example.com');
    expect(new Date(await expiryOf(token)).getTime() - now).toBe(USER_TOKEN_LIFETIME_MS);
  });
});
