// The server render (issue 15): the first answer of every page is HTML React rendered on the
// server, with the right status; the browser hydrates it without a mismatch and without asking
// the API again for what came with the page.
import type { ConsoleMessage, Page } from '@playwright/test';
import { addFromProductPage, expect, test, usd, waitForHydration } from './support/fixtures';

/** Console errors and warnings while `visit` runs, except a 404 page's own "Failed to load resource". */
async function consoleProblems(page: Page, visit: () => Promise<unknown>): Promise<string[]> {
  const problems: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (!['error', 'warning'].includes(message.type())) return;
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
    problems.push(message.text());
  };
  page.on('console', listen);
  await visit();
  // Effects and the first idle work after hydration have run.
  await page.waitForLoadState('networkidle');
  page.off('console', listen);
  return problems;
}

test('a product page comes rendered from the server: name, price and status, then a 404 for an unknown one', async ({ request, api }) => {
  const listing = await api.categoryProducts('women', { perpage: 1 });
  const product = await api.product(listing.rows[0]!.unique_slug);
  const page = await request.get(`/products/${product.unique_slug}`);
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  const html = await page.text();
  expect(html).toContain(`>${product.name}</h1>`);
  const prices = product.variants.map((variant) => usd(variant.sale_price ?? variant.regular_price));
  expect(prices.some((price) => html.includes(price)), `one of ${prices.join(', ')} in the HTML`).toBe(true);

  // Search engines and link previews read the head and the structured data from the same HTML.
  expect(html).toMatch(new RegExp(`<title>${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Maison</title>`));
  expect(html).toContain(`<link rel="canonical" href="${new URL(`/products/${product.unique_slug}`, page.url()).href}"/>`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { '@type': string; offers?: { price: string; priceCurrency: string } });
  const offer = jsonLd.find((data) => data['@type'] === 'Product')?.offers;
  expect(offer?.priceCurrency).toBe('USD');
  expect(prices).toContain(usd(Math.round(Number(offer?.price) * 100)));

  const unknown = await request.get('/products/no-such-product');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Page not found: /products/no-such-product');
});

test("the head's first script makes the price formatter, before the stylesheet, under the page's nonce", async ({ request }) => {
  const answer = await request.get('/tags/new-in');
  const html = await answer.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const script = /<script nonce="([^"]+)">(new Intl\.NumberFormat[^<]*)<\/script>/.exec(head);
  expect(script, 'the warm-up script in the head').not.toBeNull();
  expect(head.indexOf(script![0])).toBeLessThan(head.indexOf('rel="stylesheet"'));
  expect(answer.headers()['content-security-policy']).toContain(`'nonce-${script![1]}'`);
  // The formatter it makes is the store's own (src/domain/money.ts).
  expect(new Function(`return ${script![2]!.replace(/\.format\(0\);$/, '.format(49.99)')}`)()).toBe('$49.99');
});

for (const path of ['/', '/categories/women', '/faq', '/our-story', '/no-such-page']) {
  test(`${path} hydrates with no console warning, and so does a second render of it`, async ({ page }) => {
    expect(await consoleProblems(page, () => page.goto(path))).toEqual([]);
    expect(await consoleProblems(page, () => page.reload())).toEqual([]);
  });
}

test('a private page with a guest cart (its frame rendered on the server, its page in the browser) hydrates with no console warning', async ({ page, api }) => {
  const choice = await api.addableProduct('women', { onSale: false });
  await addFromProductPage(page, choice);
  // The cookie is written once the add has settled: the server renders the cart from it.
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'storefront_cart')).toBe(true);
  for (const path of ['/checkout/cart', '/my-account/overview', '/checkout']) {
    expect(await consoleProblems(page, () => page.goto(path)), path).toEqual([]);
    expect(await consoleProblems(page, () => page.reload()), path).toEqual([]);
  }
});

test('hydrating asks the API for nothing the server already loaded', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${request.method()} ${request.url()}`);
  });
  for (const path of ['/faq', '/our-story', '/content/privacy-policy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(calls).toEqual([]);
});

test('the page is usable once hydrated: a client-side navigation needs no full page load', async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('banner').getByRole('link', { name: 'Maison, home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
