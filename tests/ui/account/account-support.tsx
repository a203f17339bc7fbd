import { AuthStore, type Order, UiStore } from '@/application';
import { http, HttpResponse } from 'msw';
import type { setupServer } from 'msw/node';
import { createTestContainer, renderRoute, SESSION_RESTORED, TEST_API } from '../../support/test-container';

export const USER = { id: 1, first_name: 'Layla', last_name: 'Khoury', email: 'demo@maison.test', phone: '+961 3 123 456', birth_date: '1992-04-18', gender: 'f' } as const;

export const HOME = {
  id: 1, label: 'Home', first_name: 'Layla', last_name: 'Khoury', phone: '+961 3 123 456', country_code: 'LB', city: 'Beirut', area: 'Achrafieh',
  street: 'Rue Abdel Wahab El Inglizi', building: 'Bustros Building', floor: '4', zip: '1100', instructions: null, is_default: true,
};
export const OFFICE = { ...HOME, id: 2, label: 'Office', area: 'Ras Beirut', street: 'Hamra Street', building: 'Piccadilly Centre', is_default: false };

export const ORDER: Order = {
  id: 7, number: 'SF-0007', status: 'paid', payment_method: 'card', payment_status: 'paid',
  created_at: '2026-11-01T10:00:00Z', updated_at: '2026-11-01T10:05:00Z', paid_at: '2026-11-01T10:05:00Z', item_count: 3,
  items: [
    { quantity: 1, product: { id: 11, name: 'Crepe Midi Skirt', unique_slug: 'crepe-midi-skirt', type: 'simple', stock: 5, image: '/media/skirt.jpg', regular_price: 8500, sale_price: null, currency: 'USD', currency_symbol: '$', brand: null, delivery_by: null, attributes: [{ name: 'Size', value: 'S' }] } },
    { quantity: 2, product: { id: 12, name: 'Linen Shorts', unique_slug: 'linen-shorts', type: 'simple', stock: 5, image: null, regular_price: 8000, sale_price: null, currency: 'USD', currency_symbol: '$', brand: null, delivery_by: null, attributes: [] } },
  ],
  coupons: [{ id: 1, code: 'WELCOME10', type: 'percentage-discount', amount: 10, discount: 2400, allow_free_shipping: false }],
  shipping_address: HOME, pickup_store: null, billing_address: OFFICE, insurance: true,
  subtotal: 24500, discount: 2400, shipping: 0, total: 22100,
};

export const page = <T,>(rows: T[], count = 1, pageNumber = 1) => ({ rows, count, page: pageNumber, perpage: 10, total: rows.length });

/** A handler whose answer waits until `release` is called: the page's loading state shows meanwhile. */
export function held(server: ReturnType<typeof setupServer>, path: string, body: unknown): () => void {
  let release: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${TEST_API}${path}`, async () => {
      await ready;
      return HttpResponse.json(body as never);
    }),
  );
  return () => release();
}

/** A failing then answering handler: the first call fails with a 503, later ones answer `body`. */
export function failsOnce(server: ReturnType<typeof setupServer>, path: string, body: unknown): void {
  let calls = 0;
  server.use(
    http.get(`${TEST_API}${path}`, () => ((calls += 1) === 1 ? HttpResponse.json({ message: 'Down', data: { errors: {} } }, { status: 503 }) : HttpResponse.json(body as never))),
  );
}

/** Renders an account route for the signed-in demo user (the start-up restore counted as done). */
export function renderAccount(path: string) {
  const { container, navigator } = createTestContainer(SESSION_RESTORED);
  container.get(AuthStore).signIn({ token: 'user-token', user: USER });
  const view = renderRoute(path, { container });
  return { ...view, navigator, ui: container.get(UiStore) };
}
