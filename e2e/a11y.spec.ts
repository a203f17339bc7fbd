// Accessibility (issue 4): axe (WCAG 2.0/2.1 A and AA rules) finds no violation on home, a
// category, a product page and the open search drawer with results, on desktop and on mobile.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dialog, expect, openStore, test } from './support/fixtures';

const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_A_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
}

/** Waits until no skeleton or loading status is left in the page. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

test('home', async ({ page }) => {
  await openStore(page);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await settled(page);
  await expectNoViolations(page);
});

test('a category', async ({ page }) => {
  await openStore(page, '/categories/women');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await settled(page);
  await expectNoViolations(page);
});

test('a product page', async ({ page, api }) => {
  const { product } = await api.productWithSoldOutSize('women');
  await openStore(page, `/products/${product.unique_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
  await settled(page);
  await expectNoViolations(page);
});

test('the open search drawer with results', async ({ page }) => {
  await openStore(page);
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const drawer = dialog(page, 'Search');
  await drawer.getByPlaceholder('Type what you are looking for...').fill('linen');
  await expect(drawer.getByRole('list', { name: 'Results for “linen”' }).getByRole('article')).toHaveCount(12);
  // The drawer has finished sliding in.
  await expect(page.locator('[data-state="open"]')).toHaveCount(1);
  await expectNoViolations(page);
});
