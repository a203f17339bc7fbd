import { UiStore } from '@/application';
import { NO_RESULTS_MESSAGE, SEARCH_PLACEHOLDER, SEARCH_TERM_TOO_SHORT } from '@/domain';
import { RECENTLY_VIEWED_KEY } from '@/infrastructure/storage/local-recently-viewed-storage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_API } from '../../support/test-container';
import { product, renderShell, setupShellServer } from './shell-support';

const { server, startup } = setupShellServer();
afterEach(() => vi.restoreAllMocks());

interface SeenSearch {
  page: string | null;
  perpage: string | null;
  search: unknown;
}

/** Answers POST /api/products: `pages` pages of 12 for "dress", nothing for anything else. */
function answerSearch(pages = 2): SeenSearch[] {
  const seen: SeenSearch[] = [];
  server.use(
    http.post(`${TEST_API}/api/products`, async ({ request }) => {
      const url = new URL(request.url);
      const body = (await request.json()) as { search: string };
      const page = Number(url.searchParams.get('page'));
      seen.push({ page: url.searchParams.get('page'), perpage: url.searchParams.get('perpage'), search: body.search });
      if (body.search !== 'dress') return HttpResponse.json({ rows: [], count: 0, page, perpage: 12, total: 0 });
      const rows = Array.from({ length: 12 }, (_, index) => product((page - 1) * 12 + index + 1, `Dress ${(page - 1) * 12 + index + 1}`));
      return HttpResponse.json({ rows, count: pages, page, perpage: 12, total: pages * 12 });
    }),
  );
  return seen;
}

/** A paragraph by its whole text, its words in several elements ("Showing results for <strong>shirt</strong>"). */
const paragraph = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

async function openSearch() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const drawer = await screen.findByRole('dialog', { busy: false, name: 'Search' });
  return { user, drawer, input: within(drawer).getByRole('searchbox', { name: 'Search products' }) };
}

describe('search drawer (spec §2, §4, §5)', () => {
  it('is titled Search, with the placeholder, focus in the field and the popular categories', async () => {
    startup();
    await renderShell('/');
    const { drawer, input } = await openSearch();
    expect(input.getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
    // Focus moves in the drawer's effect, which may run just after the dialog shows.
    await waitFor(() => expect(document.activeElement).toBe(input));
    const popular = await within(drawer).findByRole('region', { name: 'Popular categories' });
    expect(within(popular).getByRole('link', { name: 'Dresses' }).getAttribute('href')).toBe('/categories/women-dresses');
  });

  it('choosing a popular category goes to its page and closes the drawer', async () => {
    startup();
    const { container, router } = await renderShell('/');
    const { user, drawer } = await openSearch();
    await user.click(await within(drawer).findByRole('link', { name: 'Sneakers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/sneakers'));
    expect(container.get(UiStore).isDrawerOpen('search')).toBe(false);
  });

  it('opened with words (a link to /?search=), shows and searches them', async () => {
    startup();
    const seen = answerSearch();
    const { container } = await renderShell('/');
    act(() => container.get(UiStore).openDrawer({ kind: 'search', term: 'dress' }));
    const drawer = await screen.findByRole('dialog', { busy: false, name: 'Search' });
    expect((within(drawer).getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement).value).toBe('dress');
    expect(await within(drawer).findByRole('list', { name: 'Results for “dress”' }, { timeout: 3000 })).toBeTruthy();
    expect(seen).toEqual([{ page: '1', perpage: '12', search: 'dress' }]);
  });

  it('asks for 3 characters when 1 or 2 are typed, and sends no request', async () => {
    startup();
    const seen = answerSearch();
    await renderShell('/');
    const { user, drawer, input } = await openSearch();
    await user.type(input, ' ab ');
    expect(await within(drawer).findByText(SEARCH_TERM_TOO_SHORT)).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('shows product cards for 3 or more characters (page 1, 12 per page) after the debounce', async () => {
    startup();
    const seen = answerSearch();
    await renderShell('/');
    const { user, drawer, input } = await openSearch();
    await user.type(input, 'dress');
    const results = await within(drawer).findByRole('list', { name: /Results for/ });
    expect(within(results).getAllByTestId('product-card')).toHaveLength(12);
    expect(within(drawer).getByText('24 results')).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'Dress 1' }).getAttribute('href')).toBe('/products/product-1');
    expect(seen).toEqual([{ page: '1', perpage: '12', search: 'dress' }]); // one request: typing was debounced
    expect(within(drawer).queryByRole('region', { name: 'Popular categories' })).toBeNull();
  });

  it('says "No results were found." when nothing matches', async () => {
    startup();
    answerSearch();
    await renderShell('/');
    const { user, drawer, input } = await openSearch();
    await user.type(input, 'zzzz');
    expect(await within(drawer).findByText(NO_RESULTS_MESSAGE)).toBeTruthy();
    expect(within(drawer).queryAllByTestId('product-card')).toHaveLength(0);
  });

  it('a term without a match offers the popular categories and the products viewed lately', async () => {
    startup();
    answerSearch();
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ productId: 7, viewedAt: '2026-11-20T10:00:00.000Z' }]));
    server.use(http.get(`${TEST_API}/api/recently-viewed/products`, () => HttpResponse.json([product(7, 'Linen Wrap Dress')])));
    try {
      await renderShell('/');
      const { user, drawer, input } = await openSearch();
      await user.type(input, 'zzzz');
      expect(await within(drawer).findByText(NO_RESULTS_MESSAGE)).toBeTruthy();
      const popular = await within(drawer).findByRole('region', { name: 'Popular categories' });
      expect(within(popular).getByRole('link', { name: 'Dresses' })).toBeTruthy();
      const recent = await within(drawer).findByTestId('recently-viewed');
      expect(within(recent).getByRole('heading', { level: 3, name: 'Linen Wrap Dress' })).toBeTruthy();
    } finally {
      localStorage.removeItem(RECENTLY_VIEWED_KEY);
    }
  });

  it('a corrected term shows "Showing results for shirt" and "Search instead for shrit", which searches the words as typed', async () => {
    startup();
    const asked: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/products`, async ({ request }) => {
        const body = (await request.json()) as { search: string; correct?: boolean };
        asked.push(body);
        if (body.correct === false) return HttpResponse.json({ rows: [], count: 0, page: 1, perpage: 12, total: 0 });
        return HttpResponse.json({ rows: [product(1, 'Oxford Shirt'), product(2, 'Linen Shirt')], count: 1, page: 1, perpage: 12, total: 2, corrected_term: 'shirt' });
      }),
    );
    await renderShell('/');
    const { user, drawer, input } = await openSearch();
    await user.type(input, 'shrit');
    expect(await within(drawer).findByText(paragraph('Showing results for shirt'))).toBeTruthy();
    // The cards follow in the background (a deferred value).
    expect(await within(drawer).findAllByTestId('product-card')).toHaveLength(2);
    const instead = within(drawer).getByRole('button', { name: 'Search instead for shrit' });

    await user.click(instead);
    expect(await within(drawer).findByText(NO_RESULTS_MESSAGE)).toBeTruthy();
    expect(asked).toEqual([{ search: 'shrit' }, { search: 'shrit', correct: false }]);
    expect(within(drawer).queryByText(paragraph('Showing results for shirt'))).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Search instead for/ })).toBeNull();
    // The correction's link is gone: focus is back in the field that holds the words.
    expect(document.activeElement).toBe(input);
    expect(await within(drawer).findByRole('region', { name: 'Popular categories' })).toBeTruthy();
  });

  it('scrolling the results within 10 px of their bottom loads the next page, until the page number reaches count', async () => {
    startup();
    const seen = answerSearch(2);
    await renderShell('/');
    const { user, drawer, input } = await openSearch();
    await user.type(input, 'dress');
    await within(drawer).findByRole('list', { name: /Results for/ });
    const scroller = within(drawer).getByTestId('search-results');
    const scrollTo = (scrollTop: number) => {
      Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: scrollTop });
      Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 600 });
      Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 2000 });
      fireEvent.scroll(scroller);
    };
    scrollTo(1389); // 11 px from the bottom: nothing yet
    expect(seen).toHaveLength(1);
    scrollTo(1390); // 10 px from the bottom
    await waitFor(() => expect(within(drawer).getAllByTestId('product-card')).toHaveLength(24));
    expect(seen.map((request) => request.page)).toEqual(['1', '2']);
    scrollTo(1400); // page 2 of 2: no more
    expect(seen).toHaveLength(2);
  });

  it('a new opening starts a new search session', async () => {
    startup();
    answerSearch();
    await renderShell('/');
    const first = await openSearch();
    await first.user.type(first.input, 'ab');
    await within(first.drawer).findByText(SEARCH_TERM_TOO_SHORT);
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
    const second = await openSearch();
    expect((second.input as HTMLInputElement).value).toBe('');
    expect(within(second.drawer).queryByText(SEARCH_TERM_TOO_SHORT)).toBeNull();
  });
});
