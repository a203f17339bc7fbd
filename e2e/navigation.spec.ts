// Moving between pages (issue 33): a product opens at its top, going back to a long listing puts
// it where it was at its first render (its answers kept, no glide), and a link's page starts
// loading on the shopper's intent, before the click (spec §9 "route preload up to 4 pending").
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openStore, test } from './support/fixtures';

/** Per frame, from now on: the path, the page's heading and the scroll position. */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = window as unknown as { frames: { path: string; heading: string; y: number }[] };
    record.frames = [];
    const frame = () => {
      record.frames.push({ path: location.pathname, heading: document.querySelector('main h1')?.textContent ?? '', y: Math.round(window.scrollY) });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const framesOf = (page: Page) => page.evaluate(() => (window as unknown as { frames: { path: string; heading: string; y: number }[] }).frames);

test('a product opens at its top; back on the long listing, it is where it was at its first render', async ({ page }) => {
  await openStore(page, '/categories/women');
  const articles = page.locator('main article');
  for (const next of [2, 3]) {
    await page.getByRole('link', { name: 'Load more' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${next}$`));
    await expect(articles).toHaveCount(12 * next);
  }
  // Far down the listing: a card of the third page 200 px below the top of the window.
  const index = 28;
  await articles.nth(index).evaluate((card) => window.scrollTo(0, Math.round(card.getBoundingClientRect().top + window.scrollY - 200)));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(2500);

  const link = articles.nth(index).locator('a[href^="/products/"]').first();
  const name = (await articles.nth(index).getByRole('heading', { level: 3 }).textContent())!;
  await recordFrames(page);
  // Clicked where it is: a pointer click would first scroll the card fully into view.
  await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // The heading can be in the DOM a moment before the next frame records it.
  const framesShowing = async (heading: string) => (await framesOf(page)).filter((frame) => frame.heading === heading);
  await expect.poll(async () => (await framesShowing(name)).length).toBeGreaterThan(0);
  const productFrames = await framesShowing(name);
  // Every frame of the product page, from its first paint, is at the top.
  expect(productFrames.filter((frame) => frame.y !== 0)).toEqual([]);

  await recordFrames(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
  await expect.poll(async () => (await framesShowing('Women')).length).toBeGreaterThan(0);
  const listingFrames = await framesShowing('Women');
  // The first frame that shows the listing again shows it at the place it was left, not a glide to it.
  expect(Math.abs(listingFrames[0]!.y - scrolled)).toBeLessThanOrEqual(3);
  await expect(articles).toHaveCount(36);
});

/** The built file of a page module's chunk (the build's manifest, written before the server starts). */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  return `/${manifest[source]!.file}`;
}

test('hovering or touching a product starts loading its page (code and data) before the click, asked once', async ({ page, isMobile }) => {
  const productChunk = chunkOf('src/ui/pages/product/ProductPage.tsx');
  await openStore(page, '/categories/women');
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const link = card.getByRole('link', { name, exact: true });
  const slug = new URL((await link.getAttribute('href'))!, 'http://store').pathname.split('/').pop()!;
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/products/${slug}`) asked.push('data');
    else if (url.pathname === productChunk) asked.push('code');
  });

  const data = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/products/${slug}`);
  const code = page.waitForRequest((request) => new URL(request.url()).pathname === productChunk);
  if (isMobile) await link.dispatchEvent('touchstart');
  else await link.hover();
  await Promise.all([data, code]);
  expect(asked.sort()).toEqual(['code', 'data']);

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(asked.filter((each) => each === 'data')).toEqual(['data']);
});
