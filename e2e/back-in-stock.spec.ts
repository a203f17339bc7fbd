// "Notify me when it's back" (issue 35): a guest asks on a sold-out size; the size comes back
// through the API (a card order's payment cancelled at the gateway gives its stock back); the
// e-mail is in the outbox, and its link opens the product with that size chosen, ready to add.
import type { APIRequestContext } from '@playwright/test';
import { type ApiProductDetail, expect, freshEmail, initialColour, openStore, type StorefrontApi, test } from './support/fixtures';

const CONFIRMATION = "We'll e-mail you once when this size is back in stock.";

/** A product of the category without a per-order limit, and a size of its first colour with 1 to 5 pieces. */
async function fewPiecesLeft(api: StorefrontApi, category: string): Promise<{ product: ApiProductDetail; variant: ApiProductDetail['variants'][number] }> {
  for (let page = 1; ; page += 1) {
    const listing = await api.categoryProducts(category, { perpage: 48, page });
    for (const row of listing.rows) {
      const product = await api.product(row.unique_slug);
      if (product.max_per_order !== null || product.sizes.length < 2) continue;
      const colour = initialColour(product);
      const variant = product.variants.find((candidate) => candidate.color === colour && candidate.size !== null && candidate.stock >= 1 && candidate.stock <= 5);
      if (variant) return { product, variant };
    }
    if (page >= listing.count) throw new Error(`No product of ${category} has a size with few pieces`);
  }
}

/** Another shopper takes every piece of the variant with an unpaid card order; answers its payment session. */
async function buyAllWithCard(request: APIRequestContext, variantId: number, quantity: number): Promise<string> {
  const guest = await request.post('/api/auth/guest', { data: { email: freshEmail('buyer') } });
  const headers = { authorization: `Bearer ${((await guest.json()) as { token: string }).token}` };
  const address = await request.post('/api/account/addresses', {
    headers,
    data: { first_name: 'Ada', last_name: 'Lovelace', phone: '+961 1 234 567', country_code: 'LB', city: 'Beirut', area: 'Hamra', street: 'Hamra Street' },
  });
  expect(address.status()).toBe(201);
  const addressId = ((await address.json()) as { id: number }).id;
  const order = await request.post('/api/orders', {
    headers: { ...headers, 'idempotency-key': `back-in-stock-${Date.now()}-${Math.random()}` },
    data: { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'card', insurance: false, items: [{ quantity, product_id: variantId }] },
  });
  expect(order.status()).toBe(201);
  const session = await request.post('/api/payments/sessions', { headers, data: { order_id: ((await order.json()) as { id: number }).id } });
  expect(session.ok()).toBeTruthy();
  return ((await session.json()) as { session_id: string }).session_id;
}

test('a guest asks to hear when a sold-out size is back; the e-mail arrives when it is, and its link opens that size', async ({ page, api, request, isMobile }) => {
  const { product, variant } = await fewPiecesLeft(api, 'women');
  const size = variant.size!;
  const sessionId = await buyAllWithCard(request, variant.id, variant.stock);
  const email = freshEmail('notify-me');

  await openStore(page, `/products/${product.unique_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByText(size, { exact: true }).click();
  await expect(page.getByRole('radio', { name: `${size}, Sold out`, exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const form = page.getByRole('form', { name: "Notify me when it's back" });
  const field = form.getByLabel('Your e-mail address');
  await field.fill('not an address');
  await form.getByRole('button', { name: "Notify me when it's back" }).click();
  await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
  await field.fill(email);
  await form.getByRole('button', { name: "Notify me when it's back" }).click();
  await expect(page.getByTestId('notify-me-done')).toHaveText(CONFIRMATION);
  if (process.env.E2E_SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/notify-me-${isMobile ? 390 : 1280}.png` });
  expect(await api.outbox(email)).toEqual([]);

  // The buyer leaves the gateway's page: the order is cancelled and its pieces come back.
  const cancelled = await request.post(`/sandbox-gateway/pay/${sessionId}`, { form: { action: 'cancel', return_url: '/', cancel_url: '/' }, maxRedirects: 0 });
  expect(cancelled.status()).toBe(303);
  await expect.poll(async () => (await api.outbox(email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await api.outbox(email);
  expect(mail!.subject).toBe(`Back in stock: ${product.name}, size ${size}`);
  const link = /Shop it: (\S+)/.exec(mail!.body)?.[1];
  expect(link).toBeDefined();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByRole('radio', { name: size, exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});
