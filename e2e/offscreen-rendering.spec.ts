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

// A card's second photograph shows on hover; a touch screen never hovers, so it never downloads
// it (the server renders the card for every screen). The page's script is held back so that only
// the server's HTML is judged (hydration drops the picture on a phone; a card's carousel, mounted
// near the screen, loads that photograph on purpose as its second slide).
test.describe("the cards' hover photographs", () => {
  test('are downloaded only by a screen that can hover', async ({ page, isMobile }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/tags/new-in');
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    // Each card's pictures: the first, then the hover one (alt text empty), folders of their widths.
    const folders = await cards.evaluateAll((articles) =>
      articles.slice(0, 4).map((article) => [...article.querySelectorAll('img')].map((image) => (image.getAttribute('src') ?? '').replace(/\/[^/]+$/, '/'))),
    );
    expect(folders.every((pictures) => pictures.length === 2)).toBe(true);
    await expect.poll(() => folders.every(([first]) => requested.some((path) => path.startsWith(first!)))).toBe(true);
    await page.waitForLoadState('networkidle');
    const hoverDownloaded = folders.filter(([, second]) => requested.some((path) => path.startsWith(second!)));
    expect(hoverDownloaded).toHaveLength(isMobile ? 0 : folders.length);
  });
});
