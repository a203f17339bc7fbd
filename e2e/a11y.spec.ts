// Accessibility (issues 4 and 5): axe (WCAG 2.0/2.1 A and AA rules) finds no violation on home, a
// category, a product page, the open search drawer with results, and the shopping and identity
// overlays (cart, sign in, sign up, reset, navigator, newsletter), on desktop and on mobile.
import type { Page } from '@playwright/test';
import { expectNoViolations, settled } from './support/axe';
import { addFromProductPage, dialog, expect, openStore, test } from './support/fixtures';

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

/** Waits until the one open overlay has finished sliding in, then scans the page. */
async function expectOverlayClean(page: Page): Promise<void> {
  await expect(page.locator('[data-state="open"]')).toHaveCount(1);
  await settled(page);
  await expectNoViolations(page);
}

test('the cart drawer with a line and the cart page', { tag: '@desktop' }, async ({ page, api }) => {
  await addFromProductPage(page, await api.addableProduct('women', { onSale: true }));
  await expect(dialog(page, 'Your cart').getByRole('article')).toHaveCount(1);
  await expectOverlayClean(page);
  await page.goto('/checkout/cart');
  await expect(page.getByRole('list', { name: 'Pieces in your cart' }).getByRole('article')).toHaveCount(1);
  await settled(page);
  await expectNoViolations(page);
});

test('the sign-in and sign-up drawer, with field errors', async ({ page, isMobile }) => {
  await openStore(page);
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await dialog(page, 'Menu').getByRole('button', { name: 'Login' }).click();
    await expect(dialog(page, 'Menu')).toBeHidden();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  }
  const signIn = dialog(page, 'Sign in');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn.getByText('Please enter your e-mail address')).toBeVisible();
  await expectOverlayClean(page);
  await signIn.getByRole('button', { name: 'Create an account' }).click();
  const signUp = dialog(page, 'Create an account');
  await signUp.getByLabel('Password', { exact: true }).fill('short');
  await expectOverlayClean(page);
});

test('the reset drawer at both steps', async ({ page }) => {
  await openStore(page, '/reset-password?token=t0k3n&pin=123456');
  const reset = dialog(page, 'Reset Your Password');
  await expect(reset).toBeVisible();
  await expectOverlayClean(page);
  // Step 1, from a new opening of the drawer on the page behind it.
  await page.keyboard.press('Escape');
  await expect(reset).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Request a new code' }).click();
  const forgot = dialog(page, 'Forgot Your Password');
  await expect(forgot.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expectOverlayClean(page);
});

test('the navigator drawer and the newsletter dialog', async ({ page, api }) => {
  const choice = await api.addableProduct('women', { onSale: false });
  await openStore(page, `/products/${choice.product.unique_slug}`);
  await page.getByRole('main').getByRole('button', { name: /wishlist/i }).first().click();
  await expect(dialog(page, 'Add to wishlist')).toBeVisible();
  await expectOverlayClean(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Add to wishlist')).toBeHidden();

  await page.getByRole('contentinfo').getByRole('textbox').click();
  const newsletter = dialog(page, 'Receive our newsletter');
  const email = newsletter.getByRole('textbox', { name: 'Email' });
  await email.fill('nope');
  await email.blur();
  await expect(newsletter.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(newsletter.getByRole('button', { name: /Country/ })).toBeVisible();
  await settled(page);
  await expectNoViolations(page);
});
