// The search drawer (issue 4, spec §2, §4, §5, §8, §9): opened from the header; under 3 characters
// it asks for more; at 3 it shows product cards; scrolling its results to the bottom loads the next
// page; a term without a match says so; a popular category leads to its page and closes the drawer.
import type { Locator, Page, Response } from '@playwright/test';
import { dialog, expect, openStore, test } from './support/fixtures';

const TOO_SHORT = 'Searched term should consist of at least 3 characters';
const NO_RESULTS = 'No results were found.';
const PLACEHOLDER = 'Type what you are looking for...';
/** A common word of the demo catalogue: its first three letters match more than one page of 12. */
const TERM = 'linen';

async function openSearch(page: Page): Promise<{ drawer: Locator; input: Locator }> {
  await openStore(page);
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const drawer = dialog(page, 'Search');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Search', exact: true })).toBeVisible();
  const input = drawer.getByPlaceholder(PLACEHOLDER, { exact: true });
  await expect(input).toBeFocused();
  return { drawer, input };
}

/** How many cells share the first row of a grid. */
async function cardsPerRow(cells: Locator): Promise<number> {
  const tops = await cells.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

/** The answer of the search call for one page. */
const searchResponse = (page: Page, pageNumber: number) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/products' && new URL(response.url()).searchParams.get('page') === String(pageNumber);

test('2 characters ask for a third; 3 show product cards; scrolling to the bottom loads the next page', async ({ page, api, isMobile }) => {
  const term = TERM.slice(0, 3);
  const first = await api.search(term);
  expect(first.count, `"${term}" must match more than one page of 12`).toBeGreaterThan(1);
  const { drawer, input } = await openSearch(page);
  const cards = drawer.getByTestId('search-results').getByRole('article');

  await input.pressSequentially(term.slice(0, 2));
  await expect(drawer.getByText(TOO_SHORT, { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(0);

  const firstPage = page.waitForResponse(searchResponse(page, 1));
  await input.press(term.charAt(2));
  expect((await (await firstPage).request().postDataJSON()) as unknown).toEqual({ search: term });
  await expect(drawer.getByText(TOO_SHORT, { exact: true })).toBeHidden();
  const results = drawer.getByRole('list', { name: `Results for “${term}”` });
  await expect(results.getByRole('article')).toHaveCount(12);
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(first.rows.map((row) => row.name));
  // Two columns on a small screen, three on a wider one (spec §2).
  const columns = await cardsPerRow(results.getByRole('listitem'));
  expect(columns).toBe(isMobile ? 2 : 3);

  // Scroll the results container to its bottom: page 2 is asked for and appended.
  const second = await api.search(term, 2);
  const secondPage = page.waitForResponse(searchResponse(page, 2));
  await drawer.getByTestId('search-results').evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await secondPage;
  await expect(results.getByRole('article')).toHaveCount(12 + second.rows.length);
  await expect(results.getByRole('heading', { level: 3 }).nth(12)).toHaveText(second.rows[0]!.name);
});

test('a term without a match says "No results were found."', async ({ page, api }) => {
  const term = 'zqxjv';
  expect((await api.search(term)).rows).toHaveLength(0);
  const { drawer, input } = await openSearch(page);
  await input.fill(term);
  await expect(drawer.getByText(NO_RESULTS, { exact: true })).toBeVisible();
  await expect(drawer.getByRole('article')).toHaveCount(0);
});

test('a typo is corrected ("Showing results for shirt"); "Search instead for shrit" finds nothing, and offers the popular categories and the products viewed lately', async ({ page, api }) => {
  const corrected = await api.search('shrit');
  expect(corrected.corrected_term).toBe('shirt');
  const viewed = corrected.rows[0]!;
  await openStore(page, `/products/${viewed.unique_slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(viewed.name);
  // The view is recorded on the device (a guest's list) once the page's row has loaded its code.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('storefront_recently_viewed') ?? '')).toContain(`"productId":${viewed.id}`);

  const { drawer, input } = await openSearch(page);
  await input.fill('shrit');
  await expect(drawer.getByText('Showing results for shirt', { exact: true })).toBeVisible();
  const results = drawer.getByRole('list', { name: 'Results for “shrit”' });
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(corrected.rows.map((row) => row.name));

  const asTyped = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/products');
  await drawer.getByRole('button', { name: 'Search instead for shrit', exact: true }).click();
  expect((await asTyped).postDataJSON()).toEqual({ search: 'shrit', correct: false });
  await expect(drawer.getByText(NO_RESULTS, { exact: true })).toBeVisible();
  await expect(drawer.getByText('Showing results for shirt', { exact: true })).toBeHidden();
  await expect(drawer.getByRole('region', { name: 'Popular categories' }).getByRole('link').first()).toBeVisible();
  const recent = drawer.getByTestId('recently-viewed');
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText([viewed.name]);
});

test('a popular category leads to its page and closes the drawer', async ({ page, request }) => {
  const popular = (await (await request.get('/api/categories/popular')).json()) as { name: string; unique_slug: string }[];
  const category = popular[0]!;
  const { drawer } = await openSearch(page);
  const list = drawer.getByRole('region', { name: 'Popular categories' });
  await expect(list.getByRole('link')).toHaveText(popular.map((each) => each.name));
  await list.getByRole('link', { name: category.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/${category.unique_slug}$`));
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
});
