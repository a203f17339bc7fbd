// Browsing the catalogue (issue 4, spec §2): from the main navigation's mega menu (desktop) or
// the burger menu's three levels (mobile) to a category, filters and sort kept in the URL (the back
// button restores the previous state), then a product and its full-screen image viewer.
import type { Locator, Page } from '@playwright/test';
import { dialog, expect, openStore, soldOutSizes, test, type ApiListing, type StorefrontApi } from './support/fixtures';

const CATEGORY = { slug: 'women-dresses', name: 'Dresses', parent: 'Women', parentSlug: 'women' } as const;

/** The product grid of the listing (its list is named after the page's title). */
const listingGrid = (page: Page): Locator => page.getByRole('main').getByRole('list', { name: CATEGORY.name, exact: true });

/** The product names a grid shows, in order. */
const cardNames = (grid: Locator): Locator => grid.getByRole('article').getByRole('heading');

/** The colour facet used to filter: the first one of the category that narrows it to a few products. */
async function pickColour(api: StorefrontApi): Promise<{ value: string; label: string; listing: ApiListing; sorted: ApiListing }> {
  const all = await api.categoryProducts(CATEGORY.slug);
  const colour = all.facets.colors.find((facet) => facet.count >= 2 && facet.count < all.total);
  if (!colour) throw new Error(`${CATEGORY.slug} has no colour narrowing it to 2 or more products`);
  const listing = await api.categoryProducts(CATEGORY.slug, { color: colour.value });
  const sorted = await api.categoryProducts(CATEGORY.slug, { color: colour.value, sort: 'price_asc' });
  return { value: colour.value, label: colour.label, listing, sorted };
}

async function expectCategoryPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/categories/${CATEGORY.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CATEGORY.name);
  await expect(page).toHaveTitle(new RegExp(CATEGORY.name));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', CATEGORY.parent, CATEGORY.name]);
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: CATEGORY.parent })).toHaveAttribute('href', `/categories/${CATEGORY.parentSlug}`);
  await expect(crumbs.getByText(CATEGORY.name, { exact: true })).toHaveAttribute('aria-current', 'page');
}

/** Checks the grid shows exactly these products, in this order. */
async function expectGrid(page: Page, listing: ApiListing): Promise<void> {
  await expect(cardNames(listingGrid(page))).toHaveText(listing.rows.slice(0, 12).map((row) => row.name));
  await expect(page.getByText(`You have seen ${Math.min(12, listing.total)} of ${listing.total} products`, { exact: true })).toBeVisible();
}

/** The product page of a card (in the listing's colour when it is filtered by one): its name as the heading, and a sold-out size marked when it has one. */
async function openProductFromGrid(page: Page, api: StorefrontApi, name: string, colour?: string): Promise<void> {
  await listingGrid(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(colour === undefined ? /\/products\/[^/?]+$/ : new RegExp(`/products/[^/?]+\\?color=${colour}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const product = await api.product(slug);
  for (const size of soldOutSizes(product, colour)) {
    await expect(page.getByRole('radio', { name: `${size}, Sold out`, exact: true })).toBeAttached();
  }
}

// The mega menu is the desktop navigation: the mobile project leaves @desktop journeys out.
test.describe('desktop', { tag: '@desktop' }, () => {
  test('the mega menu opens on hover and with the keyboard, and leads to a category', async ({ page }) => {
    await openStore(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const women = nav.getByRole('button', { name: 'Women', exact: true });
    const shopAll = nav.getByRole('link', { name: 'Shop all Women' });

    // Hover opens it (after the intent delay); leaving closes it.
    await women.hover();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await expect(shopAll).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dresses', exact: true })).toBeVisible();
    // A column that says so shows its first link in bold.
    await expect(nav.getByRole('link', { name: 'All women', exact: true }).locator('strong')).toHaveText('All women');
    await expect(nav.getByRole('link', { name: 'Jeans', exact: true }).locator('strong')).toHaveCount(0);
    await page.mouse.move(640, 700);
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await expect(shopAll).toBeHidden();

    // Enter opens it, Escape closes it and gives focus back to the entry.
    await women.focus();
    await page.keyboard.press('Enter');
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await expect(shopAll).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await expect(shopAll).toBeHidden();
    await expect(women).toBeFocused();
    await page.keyboard.press('Space');
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(women).toHaveAttribute('aria-expanded', 'false');
    await expect(women).toBeFocused();

    // ArrowDown opens it with focus on its first link; Tab walks its links; Enter follows one.
    await page.keyboard.press('ArrowDown');
    await expect(shopAll).toBeFocused();
    const dresses = nav.getByRole('link', { name: CATEGORY.name, exact: true });
    await expect(dresses).toHaveAttribute('href', `/categories/${CATEGORY.slug}`);
    await page.keyboard.press('Tab'); // All women (bold)
    await expect(nav.getByRole('link', { name: 'All women', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dresses).toBeFocused();
    await page.keyboard.press('Enter');

    await expectCategoryPage(page);
    await expect(women).toHaveAttribute('aria-expanded', 'false');
  });

  test('a category: filter and sort in the URL, back restores, then a product and its full-screen images', async ({ page, api }) => {
    const colour = await pickColour(api);
    const unfiltered = await api.categoryProducts(CATEGORY.slug);
    await openStore(page);

    // Hover the entry, click the category in its mega menu.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Women', exact: true }).hover();
    await nav.getByRole('link', { name: CATEGORY.name, exact: true }).click();
    await expectCategoryPage(page);
    await expectGrid(page, unfiltered);

    // A colour filter, then a sort: both in the URL, the grid follows.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByText(colour.label, { exact: true }).click();
    await expect(filters.getByRole('checkbox', { name: new RegExp(`^${colour.label}\\b`) })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`\\?color=${colour.value}$`));
    await expectGrid(page, colour.listing);
    await expect(page.getByRole('button', { name: `Remove filter ${colour.label}` })).toBeVisible();

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(new RegExp(`\\?color=${colour.value}&sort=price_asc$`));
    await expectGrid(page, colour.sorted);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');

    // Back: the sort goes, then the filter.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?color=${colour.value}$`));
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expectGrid(page, colour.listing);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/categories/${CATEGORY.slug}$`));
    await expect(filters.getByRole('checkbox', { name: new RegExp(`^${colour.label}\\b`) })).not.toBeChecked();
    await expectGrid(page, unfiltered);

    // A product, and its images full screen: next, previous with the keyboard, Escape closes.
    const first = unfiltered.rows[0]!;
    await openProductFromGrid(page, api, first.name);
    const zoom = page.getByRole('button', { name: /^View image 1 of \d+ full screen$/ });
    const total = Number((await zoom.getAttribute('aria-label'))!.match(/of (\d+)/)![1]);
    expect(total, 'the journey needs a product with several images').toBeGreaterThan(1);

    await zoom.click();
    const viewer = dialog(page, `${first.name}, full-screen images`);
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    // The gallery follows the image last shown, and focus is back on it.
    await expect(page.getByRole('button', { name: `View image 2 of ${total} full screen` })).toBeFocused();
  });
});

// The burger menu and the filter drawer are the small-screen navigation: only the mobile project runs these.
test.describe('mobile', { tag: '@mobile' }, () => {
  test('the burger menu to a category, filters in the drawer, then a product and its full-screen images', async ({ page, api }) => {
    const colour = await pickColour(api);
    const unfiltered = await api.categoryProducts(CATEGORY.slug);
    await openStore(page);

    // Entries → columns → links.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await dialog(page, 'Menu').getByRole('button', { name: CATEGORY.parent, exact: true }).click();
    await dialog(page, CATEGORY.parent).getByRole('button', { name: /^Shop by category/ }).click();
    const links = dialog(page, 'Shop by category');
    await expect(links.getByRole('link', { name: 'All women' })).toBeVisible();
    await links.getByRole('link', { name: CATEGORY.name, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectCategoryPage(page);
    await expectGrid(page, unfiltered);

    // Filters in their drawer; the sort in the toolbar.
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = dialog(page, 'Filters');
    await drawer.getByText(colour.label, { exact: true }).click();
    await expect(drawer.getByRole('checkbox', { name: new RegExp(`^${colour.label}\\b`) })).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`\\?color=${colour.value}$`));
    await drawer.getByRole('button', { name: `Show ${colour.listing.total} products` }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expectGrid(page, colour.listing);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(new RegExp(`\\?color=${colour.value}&sort=price_asc$`));
    await expectGrid(page, colour.sorted);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?color=${colour.value}$`));
    await expectGrid(page, colour.listing);

    // A product; its images full screen, with a swipe and the buttons.
    const first = colour.listing.rows[0]!;
    await openProductFromGrid(page, api, first.name, colour.value);
    // On a small screen the header is transparent over the gallery until the page scrolls past it.
    const banner = page.getByRole('banner');
    await expect(banner).toHaveAttribute('data-transparent', 'true');
    await expect(banner).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 400);
    await expect(banner).not.toHaveAttribute('data-transparent');
    await expect(banner).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, -400);
    await expect(banner).toHaveAttribute('data-transparent', 'true');

    const zoom = page.getByRole('button', { name: /^View image 1 of \d+ full screen$/ });
    const total = Number((await zoom.getAttribute('aria-label'))!.match(/of (\d+)/)![1]);
    expect(total, 'the journey needs a product with several images').toBeGreaterThan(1);
    await zoom.click();
    const viewer = dialog(page, `${first.name}, full-screen images`);
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
    await swipe(page, viewer.getByTestId('viewer-stage'), 'left');
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    await swipe(page, viewer.getByTestId('viewer-stage'), 'right');
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText(`2 / ${total}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer.getByText(`1 / ${total}`)).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  });
});

test("the demo's drawings come as the photo pipeline's AVIF and WebP, on cards and in the gallery", async ({ page }) => {
  await openStore(page, '/categories/women-dresses');
  // A phone's card with several colours shows them as slides: the first slide's image.
  const cardImage = page.getByRole('main').getByRole('article').first().locator('img[srcset]').first();
  await expect(cardImage).toHaveAttribute('srcset', /\/media\/photos\/[0-9a-f]{24}\/320\.webp 320w, .*1600\.webp 1600w/);
  // Chromium reads AVIF: it takes a width of the <picture>'s AVIF source, rasterised on first request.
  await expect.poll(() => cardImage.evaluate((image: HTMLImageElement) => image.currentSrc), { timeout: 20_000 }).toMatch(/\/media\/photos\/[0-9a-f]{24}\/\d+\.avif$/);
  await expect.poll(() => cardImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);

  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const photo = page.getByRole('main').locator('picture > source[type="image/avif"] + img').first();
  await expect(photo).toHaveAttribute('srcset', /\/media\/photos\/[0-9a-f]{24}\/960\.webp 960w/);
  const served = await page.request.get(await photo.evaluate((image: HTMLImageElement) => image.currentSrc || image.src));
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toContain('immutable');
});

test('a size sold out in the shown colour is marked, and offers "Notify me" instead of "Add to cart"', async ({ page, api }) => {
  const { product, soldOut } = await api.productWithSoldOutSize('women');
  await openStore(page, `/products/${product.unique_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  for (const size of soldOut) await expect(page.getByRole('radio', { name: `${size}, Sold out`, exact: true })).toBeAttached();
  await page.getByText(soldOut[0]!, { exact: true }).click();
  await expect(page.getByRole('button', { name: "Notify me when it's back" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const available = product.sizes.find((size) => !soldOut.includes(size))!;
  const choice = page.getByRole('radio', { name: available, exact: true });
  await expect(choice).toBeEnabled();
  await page.getByText(available, { exact: true }).click();
  await expect(choice).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

/** A one-finger horizontal swipe across `target` (real touch events on touch devices, the mouse otherwise). */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right'): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.2] : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from + ((to - from) * step) / 5) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
