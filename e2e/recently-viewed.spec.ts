// Recently viewed (issue 35): a guest's list stays on the device and shows on the product page
// (without the product itself) and on the home page; signing in merges it into the account, so
// the shopper finds it in another browser once signed in there; "Clear" empties it.
import type { Page } from '@playwright/test';
import { dialog, expect, freshEmail, openStore, test, waitForHydration } from './support/fixtures';

const PASSWORD = 'Maison#2026';

/** Signs in from the header's account icon (desktop) or the burger menu's Login (phone). */
async function signIn(page: Page, isMobile: boolean, email: string): Promise<void> {
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await dialog(page, 'Menu').getByRole('button', { name: 'Login' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  }
  const drawer = dialog(page, 'Sign in');
  await drawer.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await drawer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await drawer.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(drawer).toBeHidden();
}

/** The names on the recently viewed row, in order. */
const rowNames = (page: Page) => page.getByRole('list', { name: 'Recently viewed' }).getByRole('heading');

test('recently viewed follows a shopper to another browser after sign-in @desktop', async ({ page, browser, api, request, isMobile, baseURL }) => {
  test.slow(); // two browsers, two sign-ins
  const email = freshEmail('recently-viewed');
  const registered = await request.post('/api/auth/register', { data: { first_name: 'Nour', last_name: 'Haddad', email, password: PASSWORD, accept_terms: true } });
  expect(registered.status()).toBe(201);
  const [first, second] = (await api.categoryProducts('women', { perpage: 2 })).rows;

  // A guest opens two products: the second's page shows the first only.
  await openStore(page, `/products/${first!.unique_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
  await openStore(page, `/products/${second!.unique_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.name);
  await expect(rowNames(page)).toHaveText([first!.name]);

  // Signing in merges the device's list into the account.
  const merged = page.waitForResponse((response) => response.url().includes('/api/account/recently-viewed') && response.request().method() === 'PUT');
  await signIn(page, isMobile, email);
  expect((await merged).status()).toBe(200);

  // Another browser: nothing as a guest; the list once signed in, newest first, under the hero.
  const other = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile, hasTouch: isMobile });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto('/');
    await waitForHydration(elsewhere);
    await expect(elsewhere.getByRole('link', { name: 'Maison, home' })).toBeVisible();
    await expect(elsewhere.getByTestId('recently-viewed')).toHaveCount(0);
    await signIn(elsewhere, isMobile, email);
    // Signing in from the header opens the account: back to the home page.
    await elsewhere.goto('/');
    await waitForHydration(elsewhere);
    await expect(rowNames(elsewhere)).toHaveText([second!.name, first!.name]);
    if (process.env.E2E_SCREENSHOT_DIR) {
      await elsewhere.getByTestId('recently-viewed').scrollIntoViewIfNeeded();
      await elsewhere.screenshot({ path: `${process.env.E2E_SCREENSHOT_DIR}/recently-viewed-${isMobile ? 390 : 1280}.png` });
    }
    await elsewhere.getByRole('button', { name: 'Clear recently viewed products' }).click();
    await expect(elsewhere.getByTestId('recently-viewed')).toHaveCount(0);
  } finally {
    await other.close();
  }
  // The cleared list is the account's: the first browser no longer shows the first product either.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Maison, home' })).toBeVisible();
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
});
