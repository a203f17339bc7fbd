import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDrawingPhoto } from '../../../server/src/features/media/drawing-photos.js';
import { DEMO_ACCOUNT, seedDatabase } from '../../../server/src/seed/index.js';
import { type Client, client } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PRODUCTS = 400;
const DRAWINGS_DIR = fileURLToPath(new URL('../../../node_modules/.cache/storefront-media', import.meta.url));
const PHOTOS_DIR = join(tmpdir(), `seed-database-photos-${process.pid}`);
const NOW = new Date('2030-01-15T00:00:00Z'); // the test clock's day
let server: TestApp;
let api: Client;

beforeAll(async () => {
  // The machine's cache of rasterised drawings, as the server uses (it is made on first request).
  server = await startTestApp({ photosDir: PHOTOS_DIR, drawingsDir: DRAWINGS_DIR });
  api = client(server.app);
  const result = await seedDatabase(server.db, { products: PRODUCTS, seed: 11, now: NOW });
  expect(result).toMatchObject({ seeded: true, products: PRODUCTS });
}, 120_000);
afterAll(async () => {
  await server.close();
  await rm(PHOTOS_DIR, { recursive: true, force: true });
});

const count = async (table: 'products' | 'variants' | 'product_images' | 'categories' | 'faqs' | 'stores' | 'menu_entries') =>
  Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('seedDatabase', () => {
  it('inserts the catalogue and the content', async () => {
    expect(await count('products')).toBe(PRODUCTS);
    expect(await count('variants')).toBeGreaterThan(PRODUCTS * 3);
    expect(await count('product_images')).toBeGreaterThanOrEqual(PRODUCTS * 2);
    expect(await count('categories')).toBe(4 + 25);
    expect(await count('faqs')).toBeGreaterThanOrEqual(20);
    expect(await count('stores')).toBe(5);
    expect(await count('menu_entries')).toBe(6);
  });

  it('leaves a seeded database alone', async () => {
    expect(await seedDatabase(server.db, { products: 10 })).toMatchObject({ seeded: false });
    expect(await count('products')).toBe(PRODUCTS);
  });

  it('gives the four demo coupons their types', async () => {
    const coupons = await server.db.selectFrom('coupons').select(['code', 'type', 'amount', 'min_subtotal', 'allow_free_shipping', 'expires_at']).orderBy('code').execute();
    expect(coupons.map((c) => c.code)).toEqual(['FREESHIP', 'SAVE15', 'SUMMER20', 'WELCOME10']);
    const byCode = Object.fromEntries(coupons.map((c) => [c.code, c]));
    expect(byCode.WELCOME10).toMatchObject({ type: 'percentage-discount', amount: 10, expires_at: null });
    expect(byCode.SAVE15).toMatchObject({ type: 'fixed-cart-discount', amount: 1500, min_subtotal: 7500 });
    expect(byCode.FREESHIP).toMatchObject({ allow_free_shipping: true });
    expect(byCode.SUMMER20!.expires_at!.getTime()).toBeLessThan(NOW.getTime());
  });

  it('keeps identity sequences past the explicit ids', async () => {
    const { rows } = await sql<{ next: number }>`SELECT nextval(pg_get_serial_sequence('variants', 'id'))::int AS next`.execute(server.db);
    const max = await server.db.selectFrom('variants').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow();
    expect(rows[0]!.next).toBeGreaterThan(Number(max.max));
  });

  it('serves a rich catalogue through the API', async () => {
    const search = await api.post('/api/products?page=1&perpage=12', { search: 'dress' });
    expect(search.status).toBe(200);
    expect(search.body.rows.length).toBeGreaterThan(0);
    const slug = search.body.rows[0].unique_slug as string;
    const detail = await api.get(`/api/products/${slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body.images[0]).toMatchObject({ alt_text: expect.any(String), blurhash: expect.any(String) });
    const hash = /\/media\/photos\/([0-9a-f]{24})\/960\.webp$/.exec(detail.body.images[0].url)?.[1];
    expect(hash).toBeDefined();
    expect(await ensureDrawingPhoto(hash!, DRAWINGS_DIR)).toBe(true); // made on a first request, or already
    const image = await api.get(detail.body.images[0].url);
    expect(image.status).toBe(200);
    expect(String(image.headers['content-type'])).toBe('image/webp');
    const listing = await api.get('/api/categories/women/products?perpage=12');
    expect(listing.status).toBe(200);
    expect(listing.body.total).toBeGreaterThan(0);
  });

  it('serves the menu, footer, settings and home content', async () => {
    const menu = await api.get('/api/menu');
    expect(menu.body.map((e: { label: string }) => e.label)).toEqual(['Women', 'Men', 'Kids', 'Accessories', 'New In', 'Our Story']);
    expect(menu.body[0].megamenu_columns.map((c: { heading: string }) => c.heading)).toEqual(['Shop by category', 'More categories', 'Highlights']);
    expect(menu.body[0].megamenu_columns[0]).toMatchObject({ boldface_first_link: true });
    const stores = await api.get('/api/stores');
    expect(stores.body.map((s: { time_zone: string }) => s.time_zone)).toEqual(Array(5).fill('Asia/Beirut'));
    expect(menu.body[0].image).toMatchObject({ title: expect.any(String) });
    const footer = await api.get('/api/footer');
    expect(footer.body.map((g: { label: string }) => g.label)).toEqual(['Customer care', 'About', 'Legal']);
    const settings = await api.get('/api/settings');
    // The demo sets no free-delivery threshold (spec §9's total): nothing it shows promises free delivery.
    expect(settings.body.store_notice).toEqual({ text: 'Delivery in Lebanon in 1 to 3 working days — Returns within 30 days', link: '/faq/category/delivery-and-returns' });
    expect(settings.body.free_delivery_from).toBeNull();
    const home = await api.get('/api/home');
    expect(home.body.hero).toHaveLength(3);
    expect(home.body.collections).toHaveLength(4);
  });

  it('lets the demo account sign in and see its past order', async () => {
    const login = await api.post('/api/auth/login', DEMO_ACCOUNT);
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const addresses = await api.get('/api/account/addresses', token);
    expect(addresses.body).toHaveLength(2);
    const orders = await api.get('/api/account/orders', token);
    expect(orders.body.total).toBe(1);
  });

  it("backs every seeded review with its author's paid order of the product in the reviewed size", async () => {
    const { rows } = await sql<{ reviews: number; backed: number }>`
      SELECT count(*)::int AS reviews,
        count(*) FILTER (WHERE EXISTS (
          SELECT 1 FROM orders o JOIN order_items oi ON oi.order_id = o.id JOIN variants v ON v.id = oi.variant_id
          WHERE o.user_id = r.user_id AND oi.product_id = r.product_id AND o.status = 'paid'
            AND coalesce(v.size, '') = r.size AND o.created_at < r.created_at))::int AS backed
      FROM reviews r`.execute(server.db);
    expect(rows[0]!.reviews).toBeGreaterThan(0);
    expect(rows[0]!.backed).toBe(rows[0]!.reviews);
  });

  // Last: it replaces the catalogue the other tests read.
  it('starts again on reset, the demo account included', async () => {
    expect(await seedDatabase(server.db, { products: 50, reset: true })).toMatchObject({ seeded: true, products: 50 });
    expect(await count('products')).toBe(50);
    expect(await count('stores')).toBe(5);
    // The seed's own accounts: the demo shopper and the reviewers of the seeded reviews.
    const users = await server.db.selectFrom('users').select('email').where('email', 'not like', 'reviewer-%@maison.test').execute();
    expect(users).toEqual([{ email: DEMO_ACCOUNT.email }]);
    expect(await server.db.selectFrom('users').select('email').where('email', 'like', 'reviewer-%@maison.test').execute()).toHaveLength(18);
  });
});
