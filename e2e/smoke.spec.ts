import { expect, test } from '@playwright/test';

test('the store boots and shows its frame', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Maison, home' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the header offers the store locator at every width (spec §2)', async ({ page }) => {
  await page.goto('/');
  const locator = page.getByRole('banner').getByRole('link', { name: 'Store locator' });
  await expect(locator).toBeVisible();
  await locator.click();
  await expect(page).toHaveURL(/\/locate-us$/);
});

test('an unknown path shows the 404 page (spec §8)', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found: /no-such-page' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
