// 404s (issue 4, spec §2, §8): an unknown path, and a category, tag or product whose validity
// check fails, show "Page not found: {path}" between the header and the footer, with "Go back home".
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const CUSTOMER_SERVICE = 'You can contact our customer service team, Monday to Friday from 9:00 AM to 5:00 PM.';

for (const path of ['/no-such-page', '/categories/no-such-category', '/tags/no-such-tag', '/products/no-such-product']) {
  test(`${path} is a 404 inside the header and footer, with a way home @desktop`, async ({ page, request }) => {
    // The API agrees the slug is unknown (the route's validity check asks it).
    const [, kind, slug] = path.split('/');
    if (slug) expect((await request.get(`/api/${kind}/${slug}`)).status()).toBe(404);

    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `Page not found: ${path}` })).toBeVisible();
    await expect(main.getByText('404', { exact: true })).toBeVisible();
    await expect(main.getByText(CUSTOMER_SERVICE, { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Maison, home' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Lebanon', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);

    await main.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
    await expect(page.getByRole('heading', { name: /Page not found/ })).toHaveCount(0);
  });
}

test('a 404 reached inside the app (a link to an unknown product) shows the same page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Maison, home' })).toBeVisible();
  // A client-side navigation, as a stale link in the app would make.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/products/gone-for-good');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /products/gone-for-good' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

/** The error page's frame and words (spec §2 "Error page"). */
async function expectErrorPage(page: Page, heading: RegExp | string, status: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(main.getByText(status, { exact: true })).toBeVisible();
  await expect(main.getByText(CUSTOMER_SERVICE, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Maison, home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Lebanon', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
}

test('an error under /checkout/* shows inside the header and footer too @desktop', async ({ page }) => {
  await page.goto('/checkout/confirmation/999999');
  await expectErrorPage(page, 'Page not found: /checkout/confirmation/999999', '404');
});

test('an API failing while a page loads shows the error page inside the header and footer', async ({ page, api }) => {
  const { product } = await api.addableProduct('women', { onSale: false });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Maison, home' })).toBeVisible();
  await page.route(`**/api/products/${product.unique_slug}*`, (route) => route.fulfill({ status: 500, json: { message: 'Server Error', data: {} } }));
  // A client-side navigation: the page's loader asks the API, which fails.
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/products/${product.unique_slug}`);
  await expectErrorPage(page, /.+/, '500');
  await page.getByRole('main').getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});
