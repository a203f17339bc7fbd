import { expect, type Locator, test } from '@playwright/test';

// Blocks far below the screen (product cards, the home page's sections, the footer) are left
// unrendered until the shopper nears them (`.rendered-near-viewport` in tokens.less): the page's
// first layout is then the screen's. This holds that they are skipped at first and shown in full
// once scrolled or tabbed to.

/** Whether the browser skips rendering what the element holds, for being far from the viewport. */
const skipped = (element: Locator) => element.evaluate((node) => !node.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));

// A phone's screen (the mobile project's): the footer and a listing's last cards are far below it.
test.describe('rendering near the viewport', { tag: '@mobile' }, () => {
  test("a listing's cards far below the screen are rendered once the shopper scrolls to them", async ({ page }) => {
    await page.goto('/tags/new-in');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await skipped(cards.first())).toBe(false);
    const last = cards.last();
    expect(await skipped(last)).toBe(true);

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(last)).toBe(false);
    await expect(last.getByRole('link').last()).toBeVisible();
    // Rendered, the card has its own height, not the estimate it was given while skipped.
    const { height } = (await last.boundingBox())!;
    const photo = (await last.locator('img').first().boundingBox())!;
    expect(height).toBeGreaterThan(photo.height);
  });

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
