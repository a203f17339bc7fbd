import { expect, type Locator, test } from '@playwright/test';

// The footer, far below the screen, is left unrendered until the shopper nears it
// (`.rendered-near-viewport` in tokens.less): the page's first layout is then the screen's. This
// holds that it is skipped at first and shown in full once tabbed to.

/** Whether the browser skips rendering what the element holds, for being far from the viewport. */
const skipped = (element: Locator) => element.evaluate((node) => !node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));

// A phone's screen (the mobile project's): the home page's footer is far below it.
test.describe('rendering near the viewport', { tag: '@mobile' }, () => {
  test('the footer, far below the home page, is rendered when a keyboard reaches it', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(page.getByRole('link', { name: 'Maison, home' })).toBeVisible();
    expect(await skipped(footer)).toBe(true);

    const email = footer.getByRole('textbox', { name: /e-mail/i });
    await email.focus();
    await expect(email).toBeFocused();
    await expect.poll(() => skipped(footer)).toBe(false);
    await expect(email).toBeInViewport();
  });
});
