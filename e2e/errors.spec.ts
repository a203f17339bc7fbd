// 404s (issue 4, spec §2, §8): an unknown path, and a category, tag or product whose validity
// check fails, show "Page not found: {path}" between the header and the footer, with "Go back home".
import { expect, test } from './support/fixtures';

const CUSTOMER_SERVICE = 'You can contact our customer service team, Monday to Friday from 9:00 AM to 5:00 PM.';

for (const path of ['/no-such-page', '/categories/no-such-category', '/tags/no-such-tag', '/products/no-such-product']) {
  test(`${path} is a 404 inside the header and footer, with a way home`, async ({ page, request }) => {
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
