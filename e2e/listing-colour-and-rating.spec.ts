// A listing filtered by colour (issue 33): its cards show that colour and open the product in it;
// while the filtered products load on a slow connection, the filter column, the product count and
// the chip (the colour's name) stay, and the grid's skeleton stands where the grid will be. And a
// listing sorted by "Top rated" (issue 34), best rated first, as the API orders it.
import type { Locator, Page, Route } from '@playwright/test';
import { dialog, expect, initialColour, openStore, test, type ApiProductDetail, type StorefrontApi } from './support/fixtures';

const CATEGORY = { slug: 'women', name: 'Women' } as const;

const grid = (page: Page): Locator => page.getByRole('main').getByRole('list', { name: CATEGORY.name, exact: true });

/**
 * A colour of the category whose filtered listing opens with a product whose own first colour is
 * another one: unfiltered, its card would show that other colour.
 */
async function colourShownOtherwise(api: StorefrontApi): Promise<{ value: string; label: string; product: ApiProductDetail; total: number }> {
  const all = await api.categoryProducts(CATEGORY.slug);
  for (const colour of all.facets.colors.filter((facet) => facet.count >= 2)) {
    const first = (await api.categoryProducts(CATEGORY.slug, { color: colour.value })).rows[0]!;
    const product = await api.product(first.unique_slug);
    if (initialColour(product) !== colour.value && product.images.some((image) => image.color === colour.value)) {
      return { value: colour.value, label: colour.label, product, total: all.total };
    }
  }
  throw new Error(`No colour of ${CATEGORY.slug} shows a product in another colour than its own`);
}

/** Holds the page's listing requests until `release` is called: a slow connection, for as long as the journey looks. */
async function holdListings(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/categories/*/products**', async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test('a listing filtered by colour shows its cards in that colour and opens the product in it; loading keeps the filters, count and chip', async ({ page, api, isMobile }) => {
  const colour = await colourShownOtherwise(api);
  await openStore(page, `/categories/${CATEGORY.slug}`);
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  const slow = await holdListings(page);

  const filters = isMobile ? dialog(page, 'Filters') : page.getByRole('complementary', { name: 'Filters' });
  if (isMobile) await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await filters.getByText(colour.label, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?color=${colour.value}$`));
  if (isMobile) await filters.getByRole('button', { name: `Show ${colour.total} products` }).click();

  // While the products load: the chip names the colour, the filters and the count stay.
  const skeleton = page.getByRole('status').filter({ hasText: 'Loading products' });
  await expect(skeleton).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove filter ${colour.label}` })).toHaveText(colour.label);
  if (isMobile) await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  else {
    await expect(filters.getByRole('checkbox', { name: new RegExp(`^${colour.label}\\b`) })).toBeChecked();
    await expect(page.getByText(`${colour.total} products`, { exact: true })).toBeVisible();
  }
  const skeletonTop = (await skeleton.boundingBox())!.y;
  slow.release();

  // The first card shows the colour filtered for (not the product's own first colour) and opens the product in it.
  const card = grid(page).getByRole('article').first();
  await expect(card.getByRole('heading')).toHaveText(colour.product.name);
  expect((await grid(page).boundingBox())!.y, 'the grid comes where its skeleton stood').toBeCloseTo(skeletonTop, 0);
  const imagesOfColour = colour.product.images.filter((image) => image.color === colour.value).map((image) => image.url);
  expect(imagesOfColour).toContain(await card.locator('img').first().getAttribute('src'));
  const link = card.getByRole('link', { name: colour.product.name, exact: true });
  await expect(link).toHaveAttribute('href', `/products/${colour.product.unique_slug}?color=${colour.value}`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(colour.product.name);
  await expect(page.getByRole('radio', { name: colour.label, exact: true })).toBeChecked();
});

test('a listing sorted by "Top rated" shows the best rated first, as the store rates them', async ({ page, api }) => {
  const rated = await api.categoryProducts(CATEGORY.slug, { sort: 'top_rated' });
  await openStore(page, `/categories/${CATEGORY.slug}`);
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Top rated' });
  await expect(page).toHaveURL(/\?sort=top_rated$/);
  await expect(grid(page).getByRole('article').getByRole('heading')).toHaveText(rated.rows.slice(0, 12).map((row) => row.name));
  // The first card says its rating, the best of the category's.
  const best = (rated.rows[0] as typeof rated.rows[0] & { rating_summary: { average: number; count: number } | null }).rating_summary;
  expect(best, 'the demo catalogue has rated products').not.toBeNull();
  await expect(grid(page).getByRole('article').first().getByText(`${best!.average.toFixed(1)} out of 5 stars, ${best!.count} reviews`)).toBeAttached();
});
