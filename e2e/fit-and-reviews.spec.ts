// Size, fit and reviews (issue 34): the size guide opens as a drawer on desktop and a bottom sheet
// on a phone, "find my size" chooses a size and preselects it on another product of the same chart;
// a buyer reviews a product they bought, and a shopper who did not buy it is refused.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { buyerOf } from './support/buyer';
import { type ApiProductDetail, dialog, expect, freshEmail, initialColour, openStore, test } from './support/fixtures';

/** Products of a category whose first colour has `size` in stock, newest first. */
async function productsWithSize(request: APIRequestContext, category: string, size: string, count: number): Promise<ApiProductDetail[]> {
  const listing = (await (await request.get(`/api/categories/${category}/products`, { params: { perpage: 48 } })).json()) as { rows: { unique_slug: string }[] };
  const found: ApiProductDetail[] = [];
  for (const row of listing.rows) {
    const product = (await (await request.get(`/api/products/${row.unique_slug}`)).json()) as ApiProductDetail;
    const colour = initialColour(product);
    if (product.variants.some((variant) => variant.size === size && variant.stock > 0 && (product.colors.length === 0 || variant.color === colour))) found.push(product);
    if (found.length === count) return found;
  }
  throw new Error(`Not ${count} products of ${category} with ${size} in stock`);
}

const sizeRadio = (page: Page, size: string) => page.getByRole('radio', { name: size, exact: true });

test('the size guide opens as a drawer or a sheet, and "find my size" preselects the size on another product', async ({ page, request, isMobile }) => {
  // Two product pages, a drawer and an axe pass: room for a loaded machine.
  test.slow();
  const [first, second] = await productsWithSize(request, 'women-dresses', 'M', 2);
  await openStore(page, `/products/${first!.unique_slug}`);
  await page.getByRole('button', { name: 'Size guide' }).click();
  const guide = dialog(page, 'Size guide');
  await expect(guide).toBeVisible();
  await expect(guide.getByRole('table')).toBeVisible();

  // A drawer from the right on desktop; a sheet from the bottom, the screen's width, on a phone.
  const viewport = page.viewportSize()!;
  await expect.poll(async () => {
    const box = (await guide.boundingBox())!;
    return isMobile ? Math.round(box.x) === 0 && Math.round(box.width) === viewport.width && box.y > 0 : Math.round(box.x + box.width) === viewport.width && box.x > 0 && Math.round(box.height) === viewport.height;
  }).toBe(true);

  // Inches, then back: the unit is remembered with the rest.
  await guide.getByRole('radio', { name: 'inches' }).check();
  await expect(guide.getByRole('columnheader', { name: 'Bust (in)' })).toBeVisible();
  await guide.getByRole('radio', { name: 'cm' }).check();
  await expect(guide.getByRole('columnheader', { name: 'Bust (cm)' })).toBeVisible();
  await expectNoViolations(page, '[role="dialog"]');

  await guide.getByLabel('Bust (cm)').fill('90');
  await guide.getByLabel('Waist (cm)').fill('72');
  await guide.getByRole('button', { name: 'Find my size' }).click();
  await expect(guide.getByTestId('size-recommendation')).toContainText('Your size: M');
  await guide.getByRole('button', { name: 'Close' }).click();
  await expect(guide).toBeHidden();
  await expect(sizeRadio(page, 'M')).toBeChecked();

  // Another dress of the same chart: M is chosen already.
  await openStore(page, `/products/${second!.unique_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.name);
  await expect(sizeRadio(page, 'M')).toBeChecked();
  if (process.env.E2E_SCREENSHOT_DIR) {
    await page.getByRole('button', { name: 'Size guide' }).click();
    await expect(dialog(page, 'Size guide').getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/size-guide-${isMobile ? 390 : 1280}.png` });
  }
});

test('a buyer reviews the product they bought; a shopper who did not buy it is refused @desktop', async ({ page, request, baseURL }) => {
  // Two accounts, an order and two product pages: room for a loaded machine.
  test.slow();
  const [product] = await productsWithSize(request, 'women-knitwear', 'S', 1);
  const colour = initialColour(product!);
  const variant = product!.variants.find((each) => each.size === 'S' && each.stock > 0 && (product!.colors.length === 0 || each.color === colour))!;
  const token = await buyerOf(request, variant.id);
  await page.context().addCookies([{ name: 'storefront_token', value: token, url: baseURL!, sameSite: 'Strict' }]);

  await openStore(page, `/products/${product!.unique_slug}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  // The reviews load once the shopper scrolls near them.
  await reviews.scrollIntoViewIfNeeded();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Size bought').selectOption('S');
  await form.getByRole('radio', { name: 'Runs large' }).check();
  await form.getByLabel('Title (optional)').fill('Roomy and soft');
  await form.getByLabel('Your review (optional)').fill('<b>Lovely</b> merino, I could take a size down.');
  await form.getByRole('button', { name: 'Publish review' }).click();

  const mine = reviews.getByRole('heading', { name: 'Your review' }).locator('..');
  await expect(mine).toContainText('Roomy and soft');
  await expect(mine).toContainText('Verified buyer');
  await expect(mine).toContainText('Size bought: S · Runs large');
  // Kept and shown as text, never as HTML.
  await expect(mine).toContainText('<b>Lovely</b> merino');
  await expect(reviews.getByTestId('review-list')).toContainText('Roomy and soft');
  await expectNoViolations(page, '#reviews');
  if (process.env.E2E_SCREENSHOT_DIR) {
    await page.getByRole('button', { name: 'Size guide' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/product-fit-1280.png` });
    await reviews.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/reviews-1280.png` });
  }

  // Someone who did not buy it: the same page says why they cannot review it.
  await page.context().clearCookies();
  const stranger = await request.post('/api/auth/register', { data: { first_name: 'Sami', last_name: 'Haddad', email: freshEmail('stranger'), password: 'Secret#2030', accept_terms: true } });
  await page.context().addCookies([{ name: 'storefront_token', value: ((await stranger.json()) as { token: string }).token, url: baseURL!, sameSite: 'Strict' }]);
  await openStore(page, `/products/${product!.unique_slug}`);
  await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('review-refusal')).toHaveText('Only customers who bought this item can review it');
  await expect(page.getByRole('form', { name: 'Write a review' })).toHaveCount(0);
});
