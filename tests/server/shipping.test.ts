import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NOT_SHIPPABLE } from '../../src/domain/shipping-fee.js';
import { createDb } from '../../server/src/db/connection.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { SHIPPING_RATES } from '../../server/src/seed/content/shipping-rates.js';
import { seedDatabase } from '../../server/src/seed/index.js';
import { createAddress, LEBANESE_ADDRESS } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { withDatabase } from './support/global-setup.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The shipping rule is the domain's (src/domain/shipping-fee.ts); the rates are the store's data,
// set by the seed (server/src/seed/content/shipping-rates.ts), never by a migration.

let server: TestApp;
let api: Client;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
});
afterAll(() => server.close());

async function guestWithAddress(values: Record<string, unknown> = LEBANESE_ADDRESS) {
  const token = (await api.post('/api/auth/guest', { email: 'guest@example.com' })).body.token as string;
  return { token, addressId: await createAddress(api, token, values) };
}

describe('POST /api/products/shipping-fee (spec §7)', () => {
  it('answers the fee with and without insurance for the owner\'s address', async () => {
    const { token, addressId } = await guestWithAddress();
    const answer = await api.post('/api/products/shipping-fee', { address_id: addressId }, token);
    expect(answer).toMatchObject({ status: 200, body: { insurance_enabled: true, rate_with_insurance: 800, rate_without_insurance: 500, free_delivery_from: null } });
  });

  it('offers no insurance where the store does not insure (JO)', async () => {
    const { token, addressId } = await guestWithAddress({ ...LEBANESE_ADDRESS, country_code: 'JO' });
    const answer = await api.post('/api/products/shipping-fee', { address_id: addressId }, token);
    expect(answer.body).toMatchObject({ insurance_enabled: false, rate_with_insurance: 1200, rate_without_insurance: 1200 });
  });

  it('answers 422 for a country we do not ship to, 404 for someone else\'s address, 401 without a token', async () => {
    const { token, addressId } = await guestWithAddress({ ...LEBANESE_ADDRESS, country_code: 'SY' });
    const refused = await api.post('/api/products/shipping-fee', { address_id: addressId }, token);
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual({ address_id: NOT_SHIPPABLE });
    const other = await guestWithAddress();
    expect((await api.post('/api/products/shipping-fee', { address_id: addressId }, other.token)).status).toBe(404);
    expect((await api.post('/api/products/shipping-fee', { address_id: addressId })).status).toBe(401);
  });
});

describe('shipping rates are seed data', () => {
  const adminUrl = () => inject('databaseAdminUrl');
  const name = `storefront_test_fresh_${randomBytes(6).toString('hex')}`;
  let fresh: ReturnType<typeof createDb>;

  beforeAll(async () => {
    const admin = createDb(adminUrl(), 1);
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    await admin.destroy();
    fresh = createDb(withDatabase(adminUrl(), name), 2);
    await migrateToLatest(fresh);
  });
  afterAll(async () => {
    await fresh.destroy();
    const admin = createDb(adminUrl(), 1);
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
    await admin.destroy();
  });

  const rates = () =>
    fresh.selectFrom('countries').select(['code', 'shipping_fee', 'insurance_fee']).where((eb) => eb.or([eb('shippable', '=', true), eb('shipping_fee', '<>', 0), eb('insurance_fee', 'is not', null)])).orderBy('code').execute();
  const seededRates = Object.entries(SHIPPING_RATES)
    .map(([code, rate]) => ({ code, shipping_fee: rate.fee, insurance_fee: rate.insurance }))
    .sort((a, b) => a.code.localeCompare(b.code));

  it('a migrated database lists the 249 countries and delivers to none of them', async () => {
    const { count } = await fresh.selectFrom('countries').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(249);
    expect(await rates()).toEqual([]);
  });

  it('the seed sets the demo store\'s rates, and resetting the seed sets them again', async () => {
    await seedDatabase(fresh, { products: 10, seed: 3 });
    expect(await rates()).toEqual(seededRates);
    await fresh.updateTable('countries').set({ shippable: true, shipping_fee: 1 }).where('code', 'in', ['LB', 'SY']).execute();
    await seedDatabase(fresh, { products: 10, seed: 3, reset: true });
    expect(await rates()).toEqual(seededRates);
  });
});
