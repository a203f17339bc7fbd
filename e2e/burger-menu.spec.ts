// The mobile burger menu (issue 4, spec §2, §4, §9): three levels (entries → columns → links)
// with back buttons; closing from an inner level closes everything and the next opening starts at
// the top; the Help and Stores shortcuts; a guest's Login and Wishlist open the sign-in drawer and
// close the menu 500 ms later.
import type { Page } from '@playwright/test';
import { dialog, expect, openStore, test } from './support/fixtures';

/** The menu closes this long after a guest's Login or Wishlist (spec §9). */
const MENU_CLOSE_DELAY_MS = 500;

// The burger menu is the small-screen navigation: only the mobile project runs this file (@mobile).
test.describe('burger menu', { tag: '@mobile' }, () => {
  async function openMenu(page: Page) {
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = dialog(page, 'Menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  test('three levels: entries, the columns of an entry, the links of a column, with back buttons', async ({ page, request }) => {
    const entries = (await (await request.get('/api/menu')).json()) as { label: string }[];
    await openStore(page);
    const top = await openMenu(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(top.getByRole('list').first().getByRole('listitem')).toHaveText(entries.map((entry) => entry.label));
    await expect(top.getByRole('button', { name: /^Back to / })).toHaveCount(0);
    await expect(top.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    const shortcuts = top.getByRole('navigation', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('listitem')).toHaveText(['Login', 'Wishlist', 'Help', 'Stores']);

    // Level 2: the columns of Women, named by their headings (the API's, from the seed).
    await top.getByRole('button', { name: 'Women', exact: true }).click();
    const women = dialog(page, 'Women');
    await expect(women.getByRole('link', { name: 'Shop all Women' })).toHaveAttribute('href', '/categories/women');
    await expect(women.getByRole('link', { name: 'Shop all Women' })).toBeFocused();
    await expect(women.getByRole('button', { name: /^More categories/ })).toBeVisible();
    await expect(women.getByRole('button', { name: /^Highlights/ })).toBeVisible();

    // Level 3: the links of the first column; its first link in bold.
    await women.getByRole('button', { name: /^Shop by category/ }).click();
    const column = dialog(page, 'Shop by category');
    await expect(column.getByRole('list').first().getByRole('link')).toHaveText(['All women', 'Dresses', 'Tops & T-Shirts', 'Shirts & Blouses', 'Knitwear']);
    await expect(column.getByRole('link', { name: 'All women' }).locator('strong')).toHaveText('All women');
    await expect(column.getByRole('link', { name: 'Dresses', exact: true })).toHaveAttribute('href', '/categories/women-dresses');

    // Back to the columns, back to the entries.
    await column.getByRole('button', { name: 'Back to Women' }).click();
    await expect(dialog(page, 'Women').getByRole('button', { name: /^More categories/ })).toBeVisible();
    await dialog(page, 'Women').getByRole('button', { name: 'Back to Menu' }).click();
    await expect(dialog(page, 'Menu').getByRole('button', { name: 'Men', exact: true })).toBeVisible();
  });

  test('closing from an inner level closes everything; the next opening starts at the top', async ({ page }) => {
    await openStore(page);
    await (await openMenu(page)).getByRole('button', { name: 'Men', exact: true }).click();
    await dialog(page, 'Men').getByRole('button', { name: /^Shop by category/ }).click();
    const column = dialog(page, 'Shop by category');
    await expect(column.getByRole('link', { name: 'T-Shirts', exact: true })).toBeVisible();
    await column.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');

    const again = await openMenu(page);
    await expect(again.getByRole('button', { name: 'Women', exact: true })).toBeVisible();
    await expect(again.getByRole('button', { name: /^Back to / })).toHaveCount(0);

    // Escape from an inner level too.
    await again.getByRole('button', { name: 'Kids', exact: true }).click();
    await expect(dialog(page, 'Kids').getByRole('button', { name: 'Back to Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect((await openMenu(page)).getByRole('button', { name: 'Kids', exact: true })).toBeVisible();
  });

  for (const [shortcut, path, heading] of [
    ['Help', '/faq', /FAQ|Frequently asked questions|Help/i],
    ['Stores', '/locate-us', /store/i],
  ] as const) {
    test(`the ${shortcut} shortcut goes to ${path} and closes the menu`, async ({ page }) => {
      await openStore(page);
      const menu = await openMenu(page);
      await menu.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: shortcut, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  for (const shortcut of ['Login', 'Wishlist'] as const) {
    test(`as a guest, ${shortcut} opens the sign-in drawer and the menu closes 500 ms later`, async ({ page }) => {
      await openStore(page);
      const menu = await openMenu(page);
      const clickedAt = Date.now();
      await menu.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: shortcut, exact: true }).click();
      const signIn = dialog(page, 'Sign in');
      await expect(signIn).toBeVisible();
      // The drawer takes focus: its first field, ready for the e-mail address.
      await expect(signIn.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
      await expect(menu).toBeHidden({ timeout: 5_000 });
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(MENU_CLOSE_DELAY_MS);
      await expect(signIn).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});
