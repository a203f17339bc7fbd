import { AuthStore, UiStore } from '@/application';
import { MORE_COLORS_LABEL, NEW_LABEL, OUT_OF_STOCK_LABEL, SEE_THIS_PRODUCT_LABEL, WISHLIST_NAVIGATOR_TITLE } from '@/domain';
import { ProductCard } from '@/ui/catalogue';
import { ServicesProvider } from '@/ui/app/services';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTestContainer, TEST_API } from '../../support/test-container';
import { product } from './fixtures';
import { renderWithServices } from './render';
import { listenStrictly } from '../../support/msw/server';
import { endHydrationTest, hydrateServerHtml, serverHtml } from '../../support/server-html';

const server = setupServer();
listenStrictly(server);

const USER = { id: 1, first_name: 'Lina', last_name: 'Haddad', email: 'lina@example.com', phone: null, birth_date: null, gender: null } as const;

describe('ProductCard (spec §2)', () => {
  it('shows the average rating and review count when there are reviews, said in full to screen readers', () => {
    const { unmount } = renderWithServices(<ProductCard product={product({ rating_summary: { average: 4.3, count: 12 } })} />);
    const card = screen.getByTestId('product-card');
    expect(within(card).getByText('4.3 out of 5 stars, 12 reviews')).toBeTruthy();
    expect(card.textContent).toContain('4.3 (12)');
    unmount();
    renderWithServices(<ProductCard product={product({ rating_summary: null })} />);
    expect(screen.queryByText(/out of 5 stars/)).toBeNull();
  });

  it('links the whole card to /products/{unique_slug} through one link named after the product', () => {
    renderWithServices(<ProductCard product={product()} />);
    const card = screen.getByTestId('product-card');
    const link = within(card).getByRole('link', { name: 'Linen Wrap Dress' });
    expect(link.getAttribute('href')).toBe('/products/linen-wrap-dress-101');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByText('Maison Beirut')).toBeTruthy();
  });

  it('a product on sale shows the sale price, the struck-through regular price and the -N% badge', () => {
    renderWithServices(<ProductCard product={product({ regular_price: 12000, sale_price: 8400 })} />);
    expect(screen.getByTestId('discount-badge').textContent).toBe('-30%');
    const struck = document.querySelector('s');
    expect(struck?.textContent).toContain('$120.00');
    expect(screen.getByText('$84.00')).toBeTruthy();
  });

  it('a variable product shows "From {min_price}" and never a badge; on sale, its regular price struck through', () => {
    const { unmount } = renderWithServices(<ProductCard product={product({ type: 'variable', regular_price: 9999, sale_price: 4999, min_price: 4500 })} />);
    expect(screen.getByText('From $45.00')).toBeTruthy();
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(document.querySelector('s')?.textContent).toContain('$99.99');
    unmount();
    renderWithServices(<ProductCard product={product({ type: 'variable', regular_price: 9999, sale_price: null, min_price: 9999 })} />);
    expect(screen.getByText('From $99.99')).toBeTruthy();
    expect(document.querySelector('s')).toBeNull();
  });

  it('a product at full price has neither badge nor struck price', () => {
    renderWithServices(<ProductCard product={product()} />);
    expect(screen.getByText('$120.00')).toBeTruthy();
    expect(screen.queryByTestId('discount-badge')).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });

  it('shows the "Out of stock" banner when stock is 0 or less, and not otherwise', () => {
    const { unmount } = renderWithServices(<ProductCard product={product({ stock: 0, in_stock: false })} />);
    expect(screen.getByText(OUT_OF_STOCK_LABEL)).toBeTruthy();
    unmount();
    renderWithServices(<ProductCard product={product({ stock: -2 })} />);
    expect(screen.getByText(OUT_OF_STOCK_LABEL)).toBeTruthy();
  });

  it('in stock: no banner, no "More colors", no "New", no button by default', () => {
    renderWithServices(<ProductCard product={product()} />);
    expect(screen.queryByText(OUT_OF_STOCK_LABEL)).toBeNull();
    expect(screen.queryByText(MORE_COLORS_LABEL)).toBeNull();
    expect(screen.queryByText(NEW_LABEL)).toBeNull();
    expect(screen.queryByRole('button', { name: SEE_THIS_PRODUCT_LABEL })).toBeNull();
  });

  it('shows the "More colors" link when has_more_colors, the "New" marker when isNew, and its labels', () => {
    renderWithServices(<ProductCard product={product({ has_more_colors: true, isNew: true, labels: [{ label: 'Online exclusive' }] })} />);
    expect(screen.getByRole('link', { name: MORE_COLORS_LABEL }).getAttribute('href')).toBe('/products/linen-wrap-dress-101');
    expect(screen.getByText(NEW_LABEL)).toBeTruthy();
    expect(screen.getByText('Online exclusive')).toBeTruthy();
  });

  it('the optional "See this product" button opens the product page', async () => {
    const { router } = renderWithServices(<ProductCard product={product()} showSeeProduct />);
    await userEvent.click(screen.getByRole('button', { name: SEE_THIS_PRODUCT_LABEL }));
    expect(router.state.location.pathname).toBe('/products/linen-wrap-dress-101');
  });

  it('shows up to two images, lazy, 4:5, the second one revealed on hover', () => {
    renderWithServices(
      <ProductCard
        product={product({
          featured_images: [
            { url: '/a.svg', alt_text: 'Front', blurhash: null },
            { url: '/b.svg', alt_text: 'Back', blurhash: null },
            { url: '/c.svg', alt_text: 'Side', blurhash: null },
          ],
        })}
      />,
    );
    const images = Array.from(document.querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/a.svg', '/b.svg']);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[0]!.getAttribute('width')).toBe('800');
    expect(images[0]!.getAttribute('height')).toBe('1000');
    expect(screen.getByRole('img', { name: 'Front' })).toBeTruthy();
  });

  it('on a small screen the two-slide carousel mounts once the card nears the screen, the first image until then', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
    class ControlledObserver {
      readonly targets: Element[] = [];
      constructor(
        readonly callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {
        observers.push(this);
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets.length = 0;
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query.includes('max-width: 768px'), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
    );
    try {
      renderWithServices(
        <ProductCard
          product={product({
            featured_images: [
              { url: '/a.svg', alt_text: 'Front', blurhash: null },
              { url: '/b.svg', alt_text: 'Back', blurhash: null },
            ],
          })}
        />,
      );
      expect(Array.from(document.querySelectorAll('img')).map((image) => image.getAttribute('src'))).toEqual(['/a.svg']);
      expect(screen.queryByRole('group', { name: 'Linen Wrap Dress' })).toBeNull();
      const observer = observers.at(-1)!;
      expect(observer.options?.rootMargin).toBe('200px');
      act(() => observer.callback([{ isIntersecting: true, target: observer.targets[0]! } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
      const carousel = await screen.findByRole('group', { name: 'Linen Wrap Dress' });
      expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
      expect(within(carousel).getAllByRole('group', { hidden: true }).filter((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('on a phone, hydrating a server-rendered card keeps the server\'s first photograph in place and drops the hover one', async () => {
    const card = product({
      featured_images: [
        { url: '/a.svg', alt_text: 'Front', blurhash: null },
        { url: '/b.svg', alt_text: 'Back', blurhash: null },
      ],
    });
    const { container: services } = createTestContainer();
    const page = () => (
      <ServicesProvider services={services}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <ProductCard product={card} /> }])} />
      </ServicesProvider>
    );
    // The server cannot know the screen: its card is the wide one, with the hover photograph.
    const host = serverHtml(page());
    const serverImages = Array.from(host.querySelectorAll('img'));
    expect(serverImages.map((image) => image.getAttribute('src'))).toEqual(['/a.svg', '/b.svg']);

    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query.includes('max-width: 768px'), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
    );
    try {
      const { recoverable } = await hydrateServerHtml(host, page());
      const images = Array.from(host.querySelectorAll('img'));
      expect(images).toHaveLength(1);
      // The same element, not an equal one: remounting it would start its image over.
      expect(images[0]).toBe(serverImages[0]);
      expect(recoverable).not.toHaveBeenCalled();
    } finally {
      endHydrationTest();
      vi.restoreAllMocks();
    }
  });

  it('a priority card loads its first image eagerly', () => {
    renderWithServices(<ProductCard product={product()} priority />);
    expect(document.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });
});

describe('WishlistHeart (spec §4, §8)', () => {
  it('a guest gets the navigator drawer "Add to wishlist" and the heart stays empty', async () => {
    const { container } = createTestContainer();
    renderWithServices(<ProductCard product={product()} />, { container });
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(container.get(UiStore).snapshot.drawers).toContainEqual(expect.objectContaining({ kind: 'navigator', title: WISHLIST_NAVIGATOR_TITLE }));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('signed in, the heart fills after the add call succeeds, and empties after the remove call', async () => {
    const added: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/api/products/wishlist`, async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json([{ id: 1, product: product(), added_at: '2026-11-20T10:00:00Z' }]);
      }),
      http.delete(`${TEST_API}/api/products/wishlist/101`, () => HttpResponse.json([])),
    );
    const { container } = createTestContainer();
    container.get(AuthStore).signIn({ token: 'user-token', user: USER });
    renderWithServices(<ProductCard product={product()} />, { container });

    await userEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    const filled = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(filled.getAttribute('aria-pressed')).toBe('true');
    expect(added).toEqual([{ product_id: 101 }]);

    await userEvent.click(filled);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to wishlist' }).getAttribute('aria-pressed')).toBe('false'));
  });

  it('signed in, the heart stays as it was when the call fails', async () => {
    server.use(http.post(`${TEST_API}/api/products/wishlist`, () => HttpResponse.json({ message: 'Server error', data: { errors: {} } }, { status: 500 })));
    const { container } = createTestContainer();
    container.get(AuthStore).signIn({ token: 'user-token', user: USER });
    renderWithServices(<ProductCard product={product()} />, { container });
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBeNull());
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Remove from wishlist' })).toBeNull();
  });

  it('signed in, a product the API marks in_wishlist shows a filled heart', () => {
    const { container } = createTestContainer();
    container.get(AuthStore).signIn({ token: 'user-token', user: USER });
    renderWithServices(<ProductCard product={product({ in_wishlist: true })} />, { container });
    expect(screen.getByRole('button', { name: 'Remove from wishlist' }).getAttribute('aria-pressed')).toBe('true');
  });
});
