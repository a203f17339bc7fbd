import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS } from '../../server/src/seed/content/home.js';
import { type PricingCase, PRICING_CASES } from '../cases/pricing-cases.js';
import { LEBANESE_ADDRESS } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The domain's test prices the same table with `priceCart`; here the server prices it over HTTP,
// as a guest would buy it: the quote's coupons, then the placed order's amounts.

// Two stores: one as the demo and the default (no free-delivery threshold), one setting $100.
const THRESHOLD = 10_000;
let plain: TestApp;
let withThreshold: TestApp;
let server: TestApp;
let base: string;
// Countries whose rates each case sets to its own delivery.
const DESTINATIONS = ['FR', 'DE', 'IT', 'ES', 'GB', 'US', 'CA', 'AE', 'CY', 'JO', 'SA', 'QA', 'KW', 'BE', 'NL'];

const bases = new Map<TestApp, string>();
beforeAll(async () => {
  [plain, withThreshold] = await Promise.all([startTestApp(), startTestApp({ config: { freeDeliveryFrom: THRESHOLD } })]);
  for (const app of [plain, withThreshold]) bases.set(app, await app.app.listen({ host: '127.0.0.1', port: 0 }));
  use(plain);
});
afterAll(() => Promise.all([plain.close(), withThreshold.close()]));

/** Makes the calls below go to this store. */
function use(app: TestApp) {
  server = app;
  base = bases.get(app)!;
}

/** One JSON call over the network; the answer is read loosely and asserted on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as tests/server/support/http.ts
async function call(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

/** Puts the case's products, coupons and destination rates in the database; answers the variant ids. */
async function stock(pricingCase: PricingCase, index: number) {
  const { db } = server;
  const variantIds: number[] = [];
  for (const [position, line] of pricingCase.lines.entries()) {
    const product = await db
      .insertInto('products')
      .values({ name: `Case ${index} piece ${position}`, unique_slug: `case-${index}-${position}`, type: 'simple', regular_price: line.regular_price, sale_price: line.sale_price })
      .returning('id')
      .executeTakeFirstOrThrow();
    const variant = await db
      .insertInto('variants')
      .values({ product_id: product.id, sku: `case-${index}-${position}`, stock: 100, regular_price: line.regular_price, sale_price: line.sale_price })
      .returning('id')
      .executeTakeFirstOrThrow();
    variantIds.push(variant.id);
  }
  if (pricingCase.coupons.length > 0) {
    await db
      .insertInto('coupons')
      .values(pricingCase.coupons.map((coupon) => ({
        code: `C${index}${coupon.code}`,
        type: coupon.type,
        amount: coupon.amount,
        min_subtotal: coupon.min_subtotal ?? 0,
        allow_free_shipping: coupon.allow_free_shipping ?? false,
        // The test clock reads 2030-01-15.
        expires_at: coupon.expired ? '2020-01-01T00:00:00Z' : null,
      })))
      .execute();
  }
  const country = DESTINATIONS[index]!;
  await db
    .updateTable('countries')
    .set({ shippable: true, shipping_fee: pricingCase.delivery.rate, insurance_fee: pricingCase.delivery.insurance })
    .where('code', '=', country)
    .execute();
  return { variantIds, country };
}

const figuresOf = (coupons: { code: string; discount: number; applies: boolean; reason: string | null }[], index: number) =>
  coupons.map(({ code, discount, applies, reason }) => ({ code: code.slice(`C${index}`.length), discount, applies, reason }));

describe('the shared pricing cases, priced by the server over HTTP (spec §9)', () => {
  it('has a destination for every case', () => {
    expect(PRICING_CASES.length).toBeLessThanOrEqual(DESTINATIONS.length);
  });

  it('has the threshold the cases set', () => {
    expect(new Set(PRICING_CASES.flatMap((pricingCase) => pricingCase.freeDeliveryFrom ?? []))).toEqual(new Set([THRESHOLD]));
  });

  it.each(PRICING_CASES.map((pricingCase, index) => ({ ...pricingCase, index })))('$name', async (pricingCase) => {
    const { index } = pricingCase;
    use(pricingCase.freeDeliveryFrom === undefined ? plain : withThreshold);
    const { variantIds, country } = await stock(pricingCase, index);
    const guest = (await call('/api/auth/guest', { email: `case-${index}@example.com` })).body.token as string;
    const auth = { authorization: `Bearer ${guest}` };
    const address = await call('/api/account/addresses', { ...LEBANESE_ADDRESS, country_code: country }, auth);
    expect(address.status).toBe(201);
    const items = pricingCase.lines.map((line, position) => ({ product_id: variantIds[position]!, quantity: line.quantity }));
    const codes = pricingCase.coupons.map((coupon) => `C${index}${coupon.code}`);
    const { coupons: expectedCoupons, ...expectedFigures } = pricingCase.expected;

    const quote = await call('/api/products/cart/quote', { items, coupons: codes });
    expect(quote.status).toBe(200);
    expect(figuresOf(quote.body.coupons, index)).toEqual(expectedCoupons);

    const placed = await call(
      '/api/orders',
      { shipping_address_id: address.body.id, billing_address_id: address.body.id, payment_method: 'cod', insurance: pricingCase.insuranceChosen, items, coupons: codes },
      { ...auth, 'idempotency-key': `pricing-case-${index}` },
    );
    expect(placed.status).toBe(201);
    const { subtotal, discount, shipping, total } = placed.body;
    expect({ subtotal, discount, shipping, total }).toEqual(expectedFigures);
    // The order keeps the coupons as the cart showed them, a non-applying one with its reason.
    expect(figuresOf(placed.body.coupons, index)).toEqual(expectedCoupons);
  });
});

describe('free delivery as the demo and a merchant set it', () => {
  /** A guest with a Lebanese address, its fee, and a $250 order of one piece placed there. */
  async function orderOfTwoHundredFifty(slug: string) {
    const { db } = server;
    const product = await db.insertInto('products').values({ name: 'Wool coat', unique_slug: slug, type: 'simple', regular_price: 25000 }).returning('id').executeTakeFirstOrThrow();
    const variant = await db.insertInto('variants').values({ product_id: product.id, sku: slug, stock: 3, regular_price: 25000 }).returning('id').executeTakeFirstOrThrow();
    const guest = (await call('/api/auth/guest', { email: `${slug}@example.com` })).body.token as string;
    const auth = { authorization: `Bearer ${guest}` };
    const address = await call('/api/account/addresses', LEBANESE_ADDRESS, auth);
    const fee = await call('/api/products/shipping-fee', { address_id: address.body.id }, auth);
    const settings = (await (await fetch(`${base}/api/settings`)).json()) as { free_delivery_from: number | null };
    const placed = await call(
      '/api/orders',
      { shipping_address_id: address.body.id, billing_address_id: address.body.id, payment_method: 'cod', insurance: true, items: [{ product_id: variant.id, quantity: 1 }] },
      { ...auth, 'idempotency-key': `${slug}-order` },
    );
    return { settings, fee: fee.body, order: placed.body };
  }

  it('the demo promises no free delivery, and a $250 order to Lebanon pays its insured shipping (spec §9)', async () => {
    use(plain);
    const notice = (SETTINGS.store_notice as { text: string }).text;
    expect(notice).not.toMatch(/free/i);
    const { settings, fee, order } = await orderOfTwoHundredFifty('coat-plain');
    expect(settings.free_delivery_from).toBeNull();
    expect(fee).toEqual({ insurance_enabled: true, rate_with_insurance: 800, rate_without_insurance: 500, free_delivery_from: null });
    expect(order).toMatchObject({ subtotal: 25000, discount: 0, shipping: 800, total: 25800 });
  });

  it('FREE_DELIVERY_FROM=100: the settings, the fee and the order agree, and the $250 order ships free', async () => {
    use(withThreshold);
    const { settings, fee, order } = await orderOfTwoHundredFifty('coat-threshold');
    expect(settings.free_delivery_from).toBe(THRESHOLD);
    expect(fee.free_delivery_from).toBe(THRESHOLD);
    expect(order).toMatchObject({ subtotal: 25000, discount: 0, shipping: 0, total: 25000 });
  });
});
