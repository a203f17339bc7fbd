// Accessibility of a product page with reviews (issue 34): axe finds no violation once the reviews
// have loaded with the review form open, with the form's errors shown, and with the size guide
// open, on desktop and on a phone. The reviews load after the first paint: not one of them is in
// the page as served, and they are asked for only when the shopper nears them.
import type { APIRequestContext } from '@playwright/test';
import { expectNoViolations, settled } from './support/axe';
import { buyerOf } from './support/buyer';
import { type ApiProductDetail, dialog, expect, initialColour, openStore, test, waitForHydration } from './support/fixtures';

/** A dress with reviews (the demo seeds them on part of the catalogue) and a size in stock in its first colour. */
async function reviewedDress(request: APIRequestContext): Promise<{ product: ApiProductDetail; variantId: number }> {
  const listing = (await (await request.get('/api/categories/women-dresses/products', { params: { perpage: 48 } })).json()) as { rows: { unique_slug: string; rating_summary: unknown }[] };
  for (const row of listing.rows.filter((each) => each.rating_summary !== null)) {
    const product = (await (await request.get(`/api/products/${row.unique_slug}`)).json()) as ApiProductDetail;
    const colour = initialColour(product);
    const variant = product.variants.find((each) => each.stock > 0 && (product.colors.length === 0 || each.color === colour));
    if (variant) return { product, variantId: variant.id };
  }
  throw new Error('No dress with reviews and a size in stock');
}

test('a product page with its reviews, the review form and its errors, and the size guide: axe finds nothing', async ({ page, request, baseURL }) => {
  // An order, a page, three axe passes: room for a loaded machine.
  test.slow();
  const { product, variantId } = await reviewedDress(request);
  const served = await (await request.get(`/products/${product.unique_slug}`)).text();
  expect(served.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain('Verified buyer');

  const token = await buyerOf(request, variantId);
  await page.context().addCookies([{ name: 'storefront_token', value: token, url: baseURL!, sameSite: 'Strict' }]);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/products/${product.id}/reviews`) asked.push(sent.url());
  });
  await openStore(page, `/products/${product.unique_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await waitForHydration(page);

  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByTestId('review-list')).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.scrollIntoViewIfNeeded();
  await settled(page);
  await expectNoViolations(page);

  // Nothing chosen: each error below its field, said with it.
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(form.getByText('Please tell us how it fits.')).toBeVisible();
  await expectNoViolations(page, '#reviews');

  await page.getByRole('button', { name: 'Size guide' }).click();
  const guide = dialog(page, 'Size guide');
  await expect(guide.getByRole('table')).toBeVisible();
  await expectNoViolations(page);
});
