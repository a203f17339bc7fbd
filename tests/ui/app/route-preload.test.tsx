import { PreloadQueue } from '@/application';
import { preloadOnIntent, preloadRoute } from '@/ui/app/route-preload';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute, TEST_API } from '../../support/test-container';
import { listing, product, productDetail, WOMEN } from '../catalogue/fixtures';
import { catalogueServer } from '../catalogue/msw';

const server = catalogueServer();

/** The Women category listing the Silk Utility Overshirt, its product page and a sub-category; the calls made, by path. */
function answerCatalogue(): string[] {
  const calls: string[] = [];
  const detail = productDetail();
  const seen = (request: Request) => void calls.push(new URL(request.url).pathname);
  server.use(
    http.get(`${TEST_API}/api/categories/women`, ({ request }) => (seen(request), HttpResponse.json(WOMEN))),
    http.get(`${TEST_API}/api/categories/women/products`, ({ request }) => {
      seen(request);
      return HttpResponse.json(listing([product({ id: detail.id, name: detail.name, unique_slug: detail.unique_slug })], { count: 1 }));
    }),
    http.get(`${TEST_API}/api/categories/women-dresses`, ({ request }) => {
      seen(request);
      return HttpResponse.json({ ...WOMEN, name: 'Dresses', unique_slug: 'women-dresses', children: [] });
    }),
    http.get(`${TEST_API}/api/categories/women-dresses/products`, ({ request }) => (seen(request), HttpResponse.json(listing([], { count: 0 })))),
    http.get(`${TEST_API}/api/products/${detail.unique_slug}`, ({ request }) => (seen(request), HttpResponse.json(detail))),
  );
  return calls;
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

/** Waits for what loads a page module for the first time: slow on a busy machine. */
const MODULE_LOAD = { timeout: 15_000 };

/** Renders the Women category with the app's preload on intent, as the browser boots it. */
async function renderWithPreload(queue = new PreloadQueue(() => 0)) {
  const view = renderRoute('/categories/women');
  stop = preloadOnIntent(document, (path) => preloadRoute(view.router.routes, path, view.container, window.location.origin), queue);
  await screen.findByRole('heading', { level: 1, name: 'Women' }, MODULE_LOAD);
  return view;
}

describe('a link\'s page loads on intent (spec §9: route preload)', { timeout: 40_000 }, () => {
  it('hovering a product starts its request before the click; the click shows the preloaded answer without asking again', async () => {
    const calls = answerCatalogue();
    await renderWithPreload();
    const user = userEvent.setup();
    const card = screen.getByTestId('product-card');
    const link = within(card).getByRole('link', { name: 'Silk Utility Overshirt' });
    const productPath = '/api/products/silk-utility-overshirt-4';
    expect(calls).not.toContain(productPath);

    await user.hover(link);
    await waitFor(() => expect(calls.filter((call) => call === productPath)).toHaveLength(1), MODULE_LOAD);

    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Silk Utility Overshirt' }, MODULE_LOAD)).toBeTruthy();
    expect(calls.filter((call) => call === productPath)).toHaveLength(1);
  });

  it('a keyboard focus preloads a category\'s page and first products, once however often the intent comes', async () => {
    const calls = answerCatalogue();
    await renderWithPreload();
    const dresses = screen.getByRole('link', { name: 'Dresses' });
    dresses.focus();
    dresses.blur();
    dresses.focus();
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['/api/categories/women-dresses', '/api/categories/women-dresses/products'])), MODULE_LOAD);
    await userEvent.setup().click(dresses);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dresses' }, MODULE_LOAD)).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('/api/categories/women-dresses'))).toEqual(['/api/categories/women-dresses', '/api/categories/women-dresses/products']);
  });
});
