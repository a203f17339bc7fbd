// The price filter's range slider (issue 33, spec §9: the kit's range slider, 2 significant
// figures): on a desktop the keyboard moves its thumbs, on a phone a finger drags one in the
// filter drawer; each move lands in the URL and the grid shows only the pieces in that range.
import type { Locator, Page } from '@playwright/test';
import { dialog, expect, openStore, test, waitForHydration, type StorefrontApi } from './support/fixtures';

const CATEGORY = 'women-dresses';

/** The value a slider's thumb shows, in whole dollars. */
const valueOf = async (thumb: Locator): Promise<number> => Number(await thumb.getAttribute('aria-valuenow'));

/** Checks the grid against the API's listing for the same range: its first names and its count. */
async function expectGridFor(page: Page, api: StorefrontApi, query: Record<string, number>): Promise<void> {
  const cents = Object.fromEntries(Object.entries(query).map(([name, dollars]) => [name, dollars * 100]));
  const listing = await api.categoryProducts(CATEGORY, cents);
  expect(listing.total, 'the range leaves some products out and some in').toBeGreaterThan(0);
  const grid = page.getByRole('main').getByRole('list', { name: 'Dresses', exact: true });
  await expect(grid.getByRole('article').getByRole('heading')).toHaveText(listing.rows.slice(0, 12).map((row) => row.name));
  await expect(page.getByText(`You have seen ${Math.min(12, listing.total)} of ${listing.total} products`, { exact: true })).toBeVisible();
}

test.describe('desktop', { tag: '@desktop' }, () => {
  test('the keyboard moves the price slider: each thumb narrows the grid, and its end lifts the limit', async ({ page, api }) => {
    const all = await api.categoryProducts(CATEGORY);
    await openStore(page, `/categories/${CATEGORY}`);
    await waitForHydration(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const slider = filters.getByRole('group', { name: 'Price range' });
    const lowest = slider.getByRole('slider', { name: 'Minimum price' });
    const highest = slider.getByRole('slider', { name: 'Maximum price' });

    // Tab reaches the thumbs, and the focus shows.
    await filters.getByRole('spinbutton', { name: 'Min ($)' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(highest).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(lowest).toBeFocused();
    const floor = await valueOf(lowest);
    const ceil = await valueOf(highest);

    // A tenth of the track up for the lower thumb, to 2 significant figures.
    await page.keyboard.press('PageUp');
    const min = await valueOf(lowest);
    expect(min).toBeGreaterThan(floor);
    expect(Number(min.toPrecision(2))).toBe(min);
    await expect(lowest).toHaveAttribute('aria-valuetext', `$${min}`);
    await expect(page).toHaveURL(new RegExp(`\\?price_min=${min}$`));
    await expectGridFor(page, api, { price_min: min });

    await page.keyboard.press('Tab');
    await expect(highest).toBeFocused();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowLeft');
    const max = await valueOf(highest);
    expect(max).toBeLessThan(ceil);
    await expect(page).toHaveURL(new RegExp(`\\?price_min=${min}&price_max=${max}$`));
    await expectGridFor(page, api, { price_min: min, price_max: max });
    await expect(page.getByRole('button', { name: `Remove filter $${min} – $${max}` })).toBeVisible();
    await expect(filters.getByRole('spinbutton', { name: 'Max ($)' })).toHaveValue(String(max));

    // End: the upper thumb back at the dearest piece sets no upper limit.
    await page.keyboard.press('End');
    await expect(page).toHaveURL(new RegExp(`\\?price_min=${min}$`));
    await expect(highest).toHaveAttribute('aria-valuenow', String(ceil));
    expect(all.total).toBeGreaterThan((await api.categoryProducts(CATEGORY, { price_min: min * 100 })).total);
  });
});

test.describe('mobile', { tag: '@mobile' }, () => {
  test('a finger drags the price slider in the filter drawer; the grid shows that range', async ({ page, api }) => {
    await openStore(page, `/categories/${CATEGORY}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = dialog(page, 'Filters');
    const lowest = drawer.getByRole('slider', { name: 'Minimum price' });
    const track = drawer.getByTestId('range-slider-track');
    await track.scrollIntoViewIfNeeded();
    const floor = await valueOf(lowest);
    const thumb = (await lowest.boundingBox())!;
    const rail = (await track.boundingBox())!;

    // A real touch: start on the thumb, slide to 40 % of the track, lift.
    const touch = await page.context().newCDPSession(page);
    const y = thumb.y + thumb.height / 2;
    const from = thumb.x + thumb.width / 2;
    const to = rail.x + rail.width * 0.4;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
    for (let step = 1; step <= 8; step += 1) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    const min = await valueOf(lowest);
    expect(min).toBeGreaterThan(floor);
    expect(Number(min.toPrecision(2))).toBe(min);
    await expect(page).toHaveURL(new RegExp(`\\?price_min=${min}$`));
    await expect(drawer.getByRole('spinbutton', { name: 'Min ($)' })).toHaveValue(String(min));
    const listing = await api.categoryProducts(CATEGORY, { price_min: min * 100 });
    await drawer.getByRole('button', { name: `Show ${listing.total} products` }).click();
    await expect(drawer).toBeHidden();
    await expectGridFor(page, api, { price_min: min });
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });
});
