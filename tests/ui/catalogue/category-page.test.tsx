import { PAGE_NOT_FOUND } from '@/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, TEST_API } from '../../support/test-container';
import { listing, products, SALE_TAG, WOMEN } from './fixtures';
import { catalogueServer } from './msw';

const server = catalogueServer();

/** Answers the Women category: 30 products in pages of 12; `color=sage` matches nothing. Returns the queries seen. */
function womenCategory(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(`${TEST_API}/api/categories/women`, () => HttpResponse.json(WOMEN)),
    http.get(`${TEST_API}/api/categories/women/products`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      if (query.get('color') === 'sage') return HttpResponse.json(listing([], { count: 0, total: 0 }));
      const page = Number(query.get('page'));
      const size = page === 3 ? 6 : 12;
      return HttpResponse.json(listing(products(size, (page - 1) * 12 + 1), { page }));
    }),
  );
  return seen;
}

const cards = () => screen.getAllByTestId('product-card');

describe('category page', () => {
  it('shows the title, description, breadcrumbs, the grid and the document title', async () => {
    womenCategory();
    renderRoute('/categories/women');
    expect(await screen.findByRole('heading', { level: 1, name: 'Women' })).toBeTruthy();
    expect(screen.getByText(WOMEN.description)).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText('Women').getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('link', { name: 'Dresses' }).getAttribute('href')).toBe('/categories/women-dresses');
    await waitFor(() => expect(document.title).toBe('Women | Maison'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(WOMEN.description);
    // Filters and sort are the same page: the canonical URL is the path.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://maison.test/categories/women');
  });

  it('comes with its first products (the loader), the first row eager and the first image preloaded at high priority', async () => {
    womenCategory();
    renderRoute('/categories/women');
    // The heading and the cards arrive in the same render: no skeleton in between.
    await screen.findByRole('heading', { level: 1, name: 'Women' });
    expect(cards()).toHaveLength(12);
    expect(screen.queryByText('Loading products')).toBeNull();
    const images = cards().map((card) => card.querySelector('img')!);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images.slice(1, 3).map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
      ['eager', null],
      ['eager', null],
    ]);
    expect(images.slice(3).every((image) => image.getAttribute('loading') === 'lazy' && !image.hasAttribute('fetchpriority'))).toBe(true);
    const preload = document.head.querySelector(`link[rel="preload"][as="image"][href="${images[0]!.getAttribute('src')}"]`);
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    const trail = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { '@type': string; itemListElement: { name: string; item: string }[] };
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement.at(-1)).toMatchObject({ name: 'Women', item: 'https://maison.test/categories/women' });
  });

  it('"Load more" is a link to the next page and appends its products, until the last page', async () => {
    const seen = womenCategory();
    const { router } = renderRoute('/categories/women');
    await waitFor(() => expect(cards()).toHaveLength(12));
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more.getAttribute('href')).toBe('/categories/women?page=2');
    await userEvent.click(more);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByText('Piece 1')).toBeTruthy();
    expect(screen.getByText('Piece 24')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(seen.map((query) => query.get('page'))).toEqual(['1', '2']);

    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('You have seen 30 of 30 products')).toBeTruthy();
  });

  it('opened at ?page=2, it shows pages 1 and 2', async () => {
    womenCategory();
    renderRoute('/categories/women?page=2');
    await waitFor(() => expect(cards()).toHaveLength(24));
  });

  it('keeps filters and sort in the URL, sends them to the API (dollars as cents), and the back button undoes them', async () => {
    const seen = womenCategory();
    const { router } = renderRoute('/categories/women');
    await waitFor(() => expect(cards()).toHaveLength(12));

    await userEvent.click(screen.getByRole('checkbox', { name: 'M (20)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?size=M'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Black/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('color')).toBe('black'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Byblos Studio/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    // Exact amounts in the fields, applied on Enter.
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Min ($)' }), '50');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Max ($)' }), '120{Enter}');

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        size: 'M',
        color: 'black',
        brand: 'byblos-studio',
        sort: 'price_asc',
        price_min: '50',
        price_max: '120',
      }),
    );
    await waitFor(() => expect(seen.at(-1)?.get('price_min')).toBe('5000'));
    const last = seen.at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({ page: '1', size: 'M', color: 'black', brand: 'byblos-studio', sort: 'price_asc', price_min: '5000', price_max: '12000' });
    expect(screen.getByRole('button', { name: 'Remove filter Size M' })).toBeTruthy();

    await router.navigate(-1);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('price_min')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price_asc');
  });

  it('the price slider (spec §9): a key moves a thumb over the listing\'s prices by 2 significant figures and applies it; at its end it sets no limit', async () => {
    const seen = womenCategory();
    const { router } = renderRoute('/categories/women');
    await waitFor(() => expect(cards()).toHaveLength(12));
    // The fixture's prices run from $19.99 to $280.00: the slider from $19 to $280.
    const lowest = screen.getByRole('slider', { name: 'Minimum price' });
    const highest = screen.getByRole('slider', { name: 'Maximum price' });
    expect([lowest.getAttribute('aria-valuemin'), lowest.getAttribute('aria-valuenow'), highest.getAttribute('aria-valuenow')]).toEqual(['19', '19', '280']);
    expect(highest.getAttribute('aria-valuetext')).toBe('$280');

    act(() => highest.focus());
    await userEvent.keyboard('{PageDown}');
    expect(highest.getAttribute('aria-valuenow')).toBe('250'); // 280 − 26.1, to 2 figures
    await waitFor(() => expect(router.state.location.search).toBe('?price_max=250'));
    await waitFor(() => expect(seen.at(-1)?.get('price_max')).toBe('25000'));
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Max ($)' }).value).toBe('250');
    expect(screen.getByRole('button', { name: 'Remove filter Up to $250' })).toBeTruthy();

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?price_max=260'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(highest.getAttribute('aria-valuenow')).toBe('280');

    // An exact amount typed applies once focus leaves both fields, and moves the thumb.
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Min ($)' }), '33');
    expect(lowest.getAttribute('aria-valuenow')).toBe('33');
    await userEvent.tab();
    expect(router.state.location.search).toBe('');
    await userEvent.tab();
    await waitFor(() => expect(router.state.location.search).toBe('?price_min=33'));
  });

  it('a shared URL opens with its filters applied', async () => {
    const seen = womenCategory();
    renderRoute('/categories/women?size=S,M&sort=discount');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(Object.fromEntries(seen[0]!)).toMatchObject({ size: 'S,M', sort: 'discount' });
    expect((screen.getByRole('checkbox', { name: 'S (12)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('discount');
  });

  it('shows the empty state when nothing matches, and "Reset filters" clears the filters', async () => {
    womenCategory();
    const { router } = renderRoute('/categories/women?color=sage&sort=price_desc');
    expect(await screen.findByText('No products match these filters')).toBeTruthy();
    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    await userEvent.click(resets.at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_desc'));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });

  it('when the products did not come with the page, loads them again behind skeletons, not spinners', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API}/api/categories/women`, () => HttpResponse.json(WOMEN)),
      // The loader's request fails (the page still shows); the listing's own request then waits.
      http.get(`${TEST_API}/api/categories/women/products`, () => (++calls === 1 ? HttpResponse.json({ message: 'Down', data: { errors: {} } }, { status: 503 }) : new Promise<never>(() => undefined))),
    );
    renderRoute('/categories/women');
    expect(await screen.findByRole('heading', { level: 1, name: 'Women' })).toBeTruthy();
    expect(await screen.findByText('Loading products')).toBeTruthy();
    expect(screen.getByRole('status').querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  });

  it('on a slow connection a filter keeps the filter column and the count while the skeleton shows; the chip reads "Black"', async () => {
    server.use(
      http.get(`${TEST_API}/api/categories/women`, () => HttpResponse.json(WOMEN)),
      http.get(`${TEST_API}/api/categories/women/products`, ({ request }) =>
        new URL(request.url).searchParams.get('color') === 'black' ? new Promise<never>(() => undefined) : HttpResponse.json(listing(products(12), { count: 3, total: 30 })),
      ),
    );
    renderRoute('/categories/women');
    await waitFor(() => expect(cards()).toHaveLength(12));
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('checkbox', { name: /Black/ }));
    expect(await screen.findByRole('button', { name: 'Remove filter Black' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeTruthy();
    expect(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', { name: /Black/ })).toBeTruthy();
    expect(screen.getByText('30 products')).toBeTruthy();
  });

  it('an unknown category slug shows "Page not found: {path}"', async () => {
    server.use(http.get(`${TEST_API}/api/categories/nope`, () => HttpResponse.json({ message: 'Not found', data: { errors: {} } }, { status: 404 })));
    renderRoute('/categories/nope');
    expect(await screen.findByRole('heading', { name: PAGE_NOT_FOUND('/categories/nope') })).toBeTruthy();
  });
});

describe('tag page', () => {
  it('?category= narrows the tag: the API gets the category and the category link is current', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(`${TEST_API}/api/tags/sale`, () => HttpResponse.json(SALE_TAG)),
      http.get(`${TEST_API}/api/tags/sale/products`, ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json(listing(products(3), { count: 1, total: 3 }));
      }),
    );
    renderRoute('/tags/sale?category=women-dresses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale' })).toBeTruthy();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(seen[0]?.get('category')).toBe('women-dresses');
    const nav = screen.getByRole('navigation', { name: 'Sale by category' });
    expect(within(nav).getByRole('link', { name: 'Dresses' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/tags/sale');
  });

  it('an unknown tag slug shows "Page not found: {path}"', async () => {
    server.use(http.get(`${TEST_API}/api/tags/nope`, () => HttpResponse.json({ message: 'Not found', data: { errors: {} } }, { status: 404 })));
    renderRoute('/tags/nope');
    expect(await screen.findByRole('heading', { name: PAGE_NOT_FOUND('/tags/nope') })).toBeTruthy();
  });
});
