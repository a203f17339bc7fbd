import { AuthStore, CART_STORAGE, CartStore, InitAuth, type CartStorage, type StoredCart } from '@/application';
import type { CartItem, CartProductSnapshot, Coupon } from '@/domain';
import { AppLayout } from '@/ui/app/AppLayout';
import { ServicesProvider } from '@/ui/app/services';
import { configure, render, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestContainer, TEST_API } from '../../support/test-container';

/** A dress on sale: $129.00 struck, $99.00 paid; 3 left. */
export const DRESS: CartProductSnapshot = {
  id: 101,
  name: 'Linen Wrap Dress',
  unique_slug: 'linen-wrap-dress-101',
  type: 'variable',
  stock: 3,
  image: '/media/products/dress/terracotta.svg',
  regular_price: 12900,
  sale_price: 9900,
  currency: 'USD',
  currency_symbol: '$',
  brand: 'Sursock & Co',
  delivery_by: null,
  attributes: [
    { name: 'Size', value: 'M' },
    { name: 'Colour', value: 'Terracotta' },
  ],
};

/** A shirt at its regular price, $59.99; 2 left. */
export const SHIRT: CartProductSnapshot = {
  id: 202,
  name: 'Poplin Shirt',
  type: 'variable',
  stock: 2,
  image: '/media/products/shirt/white.svg',
  regular_price: 5999,
  sale_price: null,
  currency: 'USD',
  currency_symbol: '$',
  brand: 'Maison Beirut',
  delivery_by: null,
  attributes: [
    { name: 'Size', value: 'L' },
    { name: 'Colour', value: 'White' },
  ],
};

/** A limited drop piece (issue 30): at most 2 per order, its sizes counted together; 5 of each size left. */
const DROP: Omit<CartProductSnapshot, 'id' | 'attributes'> = {
  parent_id: 300,
  max_per_order: 2,
  name: 'Drop Bomber Jacket',
  unique_slug: 'drop-bomber-jacket-300',
  type: 'variable',
  stock: 5,
  image: '/media/products/jacket/black.svg',
  regular_price: 24900,
  sale_price: null,
  currency: 'USD',
  currency_symbol: '$',
  brand: 'Maison Beirut',
  delivery_by: null,
};
export const DROP_S: CartProductSnapshot = { ...DROP, id: 301, attributes: [{ name: 'Size', value: 'S' }] };
export const DROP_M: CartProductSnapshot = { ...DROP, id: 302, attributes: [{ name: 'Size', value: 'M' }] };

/** The products as the server prices them today. */
export const CATALOG: readonly CartProductSnapshot[] = [DRESS, SHIRT, DROP_S, DROP_M];

/** The coupons the fake server knows (codes as in the demo data). */
export const COUPONS = {
  WELCOME10: { id: 1, code: 'WELCOME10', type: 'percentage-discount', amount: 10, allow_free_shipping: false },
  SAVE15: { id: 2, code: 'SAVE15', type: 'fixed-cart-discount', amount: 1500, allow_free_shipping: false },
  FREESHIP: { id: 3, code: 'FREESHIP', type: 'fixed-cart-discount', amount: 0, allow_free_shipping: true },
} as const satisfies Record<string, Omit<Coupon, 'discount'>>;

/** The server's refusals (docs/api.md). */
export const UNKNOWN_COUPON = 'This coupon does not exist.';
export const EXPIRED_COUPON = 'This coupon has expired.';

/** A cart line. */
export const line = (product: CartProductSnapshot, quantity: number): CartItem => ({ quantity, product });

type Line = { product_id: number; quantity: number };

// The fake server prices from its own catalogue, as the real one does (client prices are never read).
function priced(lines: readonly Line[]): CartItem[] {
  return lines.flatMap(({ product_id, quantity }) => {
    const product = CATALOG.find((candidate) => candidate.id === product_id);
    return product ? [{ quantity: Math.min(quantity, product.stock), product }] : [];
  });
}

function subtotalOf(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + (item.product.sale_price ?? item.product.regular_price) * item.quantity, 0);
}

/** A coupon with the server's discount for these lines (a percentage rounded down). */
export function couponFor(code: string, items: readonly CartItem[]): Coupon | null {
  const coupon = Object.values(COUPONS).find((candidate) => candidate.code.toLowerCase() === code.trim().toLowerCase());
  if (!coupon) return null;
  // A percentage is rounded down to whole dollars, as the server's (the domain's) rule has it.
  const discount = coupon.type === 'percentage-discount' ? Math.floor((subtotalOf(items) * coupon.amount) / 10000) * 100 : coupon.amount;
  return { ...coupon, discount };
}

const refusal = (message: string) => HttpResponse.json({ message: 'The given data was invalid.', data: { errors: { code: message } } }, { status: 422 });

/**
 * An msw server for a cart test file. It answers a guest's quote and coupon check from CATALOG and
 * COUPONS ("SUMMER20" has expired, anything else does not exist); every other call gets a 503,
 * which the app ignores silently (spec §8). Tests add or replace handlers with `server.use`.
 */
export function cartServer() {
  // The first render of a route loads its lazy page module: give it time on a busy machine.
  configure({ asyncUtilTimeout: 5000 });
  const quotes: { items: Line[]; coupons: string[] }[] = [];
  // The quote waits on this gate: a test holds it to look at the cart before the server answers.
  let gate: Promise<void> = Promise.resolve();
  /** Holds every quote until the returned function is called. */
  const holdQuotes = (): (() => void) => {
    let release: () => void = () => undefined;
    gate = new Promise<void>((resolve) => (release = resolve));
    return () => release();
  };
  const server = setupServer(
    http.post(`${TEST_API}/api/products/cart/quote`, async ({ request }) => {
      const body = (await request.json()) as { items: Line[]; coupons: string[] };
      quotes.push(body);
      await gate;
      const items = priced(body.items);
      const coupons = body.coupons.flatMap((code) => couponFor(code, items) ?? []);
      return HttpResponse.json({ items, coupons });
    }),
    http.post(`${TEST_API}/api/coupons/check`, async ({ request }) => {
      const body = (await request.json()) as { code: string; items: Line[] };
      if (body.code.trim().toUpperCase() === 'SUMMER20') return refusal(EXPIRED_COUPON);
      const coupon = couponFor(body.code, priced(body.items));
      return coupon ? HttpResponse.json(coupon) : refusal(UNKNOWN_COUPON);
    }),
    http.all(`${TEST_API}/*`, () => HttpResponse.json({ message: 'Not answered in this test', data: { errors: {} } }, { status: 503 })),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    quotes.length = 0;
    gate = Promise.resolve();
  });
  afterAll(() => server.close());
  return { server, quotes, holdQuotes };
}

/** A guest's cart kept in memory instead of a cookie. */
class MemoryCartStorage implements CartStorage {
  constructor(public stored: StoredCart | null) {}
  load = () => this.stored;
  save = (cart: StoredCart) => void (this.stored = cart);
  clear = () => void (this.stored = null);
}

/**
 * A test container whose guest comes back with this cart, as the app starts: the stored lines
 * (and coupon codes) restored and sent to the server's quote (still on its way when this returns).
 */
export function guestWithCart(items: readonly CartItem[], couponCodes: readonly string[] = []): Container {
  const { container } = createTestContainer((c) => c.rebind(CART_STORAGE).toConstantValue(new MemoryCartStorage({ items, couponCodes })));
  void container.get(InitAuth).execute();
  return container;
}

/** The signed-in shopper of these tests. */
export const USER = { id: 1, first_name: 'Lina', last_name: 'Haddad', email: 'lina@example.com', phone: null, birth_date: null, gender: null };

/** A test container with a signed-in shopper whose server cart is already loaded. */
export function signedInWithCart(items: readonly CartItem[], coupons: readonly Coupon[] = []): Container {
  const { container } = createTestContainer();
  container.get(AuthStore).signIn({ token: 'user-token', user: USER });
  container.get(CartStore).replace({ items, coupons });
  return container;
}

/** Where the test router is: every store path renders this probe inside the store's layout. */
function Probe() {
  return <p data-testid="page">page {useLocation().pathname}</p>;
}

/** Renders the store's layout (header, overlays) at `/` over the container; the drawer opens through the UiStore. */
export function renderStore(container: Container) {
  const router = createMemoryRouter(
    [
      { element: <AppLayout />, children: [{ path: '*', element: <Probe /> }] },
      { path: '/checkout/*', element: <Probe /> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <ServicesProvider services={container}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router };
}

/** The text of the summary's figures inside a region (the drawer or the page). */
export function figures(region: HTMLElement) {
  const text = (testId: string) => within(region).queryByTestId(testId)?.textContent ?? null;
  return {
    subtotal: text('cart-subtotal'),
    discount: text('cart-discount'),
    shipping: text('cart-shipping'),
    total: text('cart-total'),
  };
}

/** The names of the lines shown inside a region, in order. */
export function lineNames(region: HTMLElement): string[] {
  return within(region)
    .queryAllByTestId('cart-line')
    .map((article) => article.querySelector('h3')?.textContent ?? '');
}

/** The page's main region (the checkout shell's <main>). */
export function main(): HTMLElement {
  // Not by role: an open drawer hides the page from the accessibility tree.
  const element = document.querySelector('main');
  if (!element) throw new Error('No <main> rendered');
  return element;
}
