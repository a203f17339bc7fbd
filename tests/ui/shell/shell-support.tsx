import { AuthStore, LoadStartupData } from '@/application';
import type { NavigationEntry, Product } from '@/domain';
import { ServicesProvider } from '@/ui/app/services';
import { AppLayout } from '@/ui/app/AppLayout';
import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { listenStrictly } from '../../support/msw/server';
import { createTestContainer, TEST_API } from '../../support/test-container';

/** The start-up answers the shell shows. */
export const MENU: NavigationEntry[] = [
  {
    label: 'Women',
    type: 'category',
    link: null,
    category: { unique_slug: 'women' },
    tag: null,
    megamenu_columns: [
      {
        boldface_first_link: true,
        links: [
          { label: 'All women', type: 'category', link: null, category: { unique_slug: 'women' }, tag: null },
          { label: 'Dresses', type: 'category', link: null, category: { unique_slug: 'women-dresses' }, tag: null },
        ],
      },
      {
        boldface_first_link: false,
        links: [
          { label: 'Jeans', type: 'category', link: null, category: { unique_slug: 'women-jeans' }, tag: null },
          { label: 'Summer Edit', type: 'tag', link: null, category: null, tag: { unique_slug: 'summer-edit' } },
          { label: 'Gift cards', type: 'custom', link: '/faq/gift-cards', category: null, tag: null },
        ],
      },
    ],
    image: { url: '/media/summer.svg', title: 'The Summer Edit' },
    image_link: '/tags/summer-edit',
  },
  {
    label: 'Men',
    type: 'tag',
    link: null,
    category: null,
    tag: { unique_slug: 'men' },
    megamenu_columns: [
      { boldface_first_link: false, links: [{ label: 'Shirts', type: 'category', link: null, category: { unique_slug: 'men-shirts' }, tag: null }] },
    ],
    image: null,
    image_link: null,
  },
  { label: 'Journal', type: 'custom', link: '/our-story', category: null, tag: null, megamenu_columns: [], image: null, image_link: null },
];

export const SETTINGS = {
  store_notice: { text: 'Free delivery over $100', link: '/faq/category/delivery-and-returns' },
  newsletter_controller: 'Maison Beirut SAL',
  support_email: 'care@maison.test',
};

export const FOOTER = [
  { label: 'Customer care', links: [{ label: 'Contact us', link: '/contact-us' }, { label: 'FAQ', link: '/faq' }] },
  { label: 'Legal', links: [{ label: 'Privacy policy', link: '/content/privacy-policy' }] },
];

export const SOCIAL_LINKS = [
  { name: 'Instagram', link: 'https://www.instagram.com/maison', logo: { url: '/media/social/instagram.svg' } },
  { name: 'Pinterest', link: 'https://www.pinterest.com/maison', logo: { url: '/media/social/pinterest.svg' } },
];

export const POPULAR = [
  { name: 'Dresses', unique_slug: 'women-dresses' },
  { name: 'Sneakers', unique_slug: 'sneakers' },
];

/** A card-level product as the API answers it. */
export function product(id: number, name = `Product ${id}`): Product & { default_variant_id: null } {
  return {
    id,
    name,
    unique_slug: `product-${id}`,
    type: 'simple',
    brand: 'Maison',
    regular_price: 4999,
    sale_price: null,
    min_price: null,
    stock: 5,
    in_stock: true,
    labels: [],
    featured_images: [{ url: `/media/p${id}.svg`, alt_text: name, blurhash: null }],
    image: `/media/p${id}.svg`,
    alt_text: name,
    has_more_colors: false,
    isNew: false,
    in_wishlist: false,
    default_variant_id: null,
  };
}

/** An msw server answering the shell's start-up calls; tests add their own with server.use. */
export function setupShellServer() {
  const server = setupServer();
  listenStrictly(server);
  const startup = () =>
    server.use(
      http.get(`${TEST_API}/api/menu`, () => HttpResponse.json(MENU)),
      http.get(`${TEST_API}/api/settings`, () => HttpResponse.json(SETTINGS)),
      http.get(`${TEST_API}/api/footer`, () => HttpResponse.json(FOOTER)),
      http.get(`${TEST_API}/api/social-links`, () => HttpResponse.json(SOCIAL_LINKS)),
      http.get(`${TEST_API}/api/categories/popular`, () => HttpResponse.json(POPULAR)),
    );
  return { server, startup };
}

/** Where the test router is: every path renders this probe inside the shell. */
function Probe() {
  const location = useLocation();
  return <p data-testid="page">page {location.pathname}</p>;
}

/**
 * Renders the app layout (header, footer, overlays) at a path in a memory router over the test
 * container, after the start-up loads ran against msw.
 */
export async function renderShell(path = '/', options: { container?: Container; signedIn?: boolean } = {}) {
  const container = options.container ?? createTestContainer().container;
  if (options.signedIn) {
    container.get(AuthStore).signIn({
      token: 'user-token',
      user: { id: 1, first_name: 'Nour', last_name: 'Haddad', email: 'nour@example.com', phone: null, birth_date: null, gender: null },
    });
  }
  await container.get(LoadStartupData).execute();
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: '*', element: <Probe /> }] }], { initialEntries: [path] });
  const view = render(
    <ServicesProvider services={container}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router, container };
}

/** Makes matchMedia answer as a viewport of the given width (only max-width / min-width queries). */
export function stubViewport(width: number): void {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}
