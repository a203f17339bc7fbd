import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_LONGER_SOLD_MESSAGE } from '../../src/domain/back-in-stock.js';
import { importCatalogue, type ImportOptions } from '../../server/src/features/catalogue-import/import-catalogue.js';
import { searchFromDatabase } from '../../server/src/features/catalogue/database-reads.js';
import { type Catalogue, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 32: products a catalogue import archives (`--archive-missing`, migration 0021) are no
// longer for sale. Search (the copy in memory and PostgreSQL's), listings, the home page's shelves
// and the sitemaps leave them out; a shopper who kept one in a wishlist or recently viewed still
// sees its card, out of stock, and its page still answers (orders and lists name it), never a 404.

const HEADER = 'slug,name,brand,category,tags,labels,description,materials,care,colour,size,sku,price,sale_price,stock,images';
const LINEN_SHIRT = 'linen-shirt,Linen Shirt,Maison Ora,Women > Dresses,Summer,,<p>A linen shirt.</p>,100% linen,,black,S,LS-BLK-S,59.90,,6,';
const LINEN_DRESS = 'linen-summer-dress,Linen Summer Dress,Acme,Women > Dresses,Summer,,<p>Soft linen.</p>,100% linen,,black,S,linen-summer-dress-0,50.00,40.00,5,';

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let folder: string;
let options: ImportOptions;
let token: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'archived-products-'));
  server = await startTestApp({ config: { catalogueCacheTtlMs: 60_000 }, stockNotifications: true });
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
  options = { format: 'csv', imagesDir: null, photosDir: join(folder, 'photos') };
  token = (await registerUser(api, 'keeper@example.com')).token;
  expect((await api.post('/api/products/wishlist', { product_id: catalogue.linenDress.id }, token)).status).toBe(200);
  const viewed = await api.put('/api/account/recently-viewed', { views: [{ product_id: catalogue.linenDress.id, viewed_at: '2030-01-15T09:00:00Z' }] }, token);
  expect(viewed.status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

const slugsOf = (rows: { unique_slug: string }[]) => rows.map((row) => row.unique_slug);
const searched = async (term: string) => slugsOf((await api.post('/api/products', { search: term })).body.rows);
const listed = async (path: string) => slugsOf((await api.get(path)).body.rows);
const home = async () => (await api.get('/api/home')).body as { featured: { unique_slug: string }[]; new_arrivals: { unique_slug: string }[] };
const sitemapProducts = async () => {
  const xml = (await server.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml', headers: { host: 'shop.test' } })).body;
  return [...xml.matchAll(/<loc>[^<]*\/products\/([^<]+)<\/loc>/g)].map((match) => match[1]);
};
/** The store's answers follow an import through its notification; bounded, since a loaded machine is only slower. */
const until = (condition: () => Promise<boolean>, what: string) =>
  vi.waitFor(async () => {
    if (!(await condition())) throw new Error(`still waiting for ${what}`);
  }, { timeout: 20_000, interval: 50 });

describe('archived products', () => {
  it('are in search, listings and the home shelves before the import (answers cached from here on)', async () => {
    expect(await searched('linen')).toContain('linen-summer-dress');
    expect(await listed('/api/categories/women/products')).toContain('linen-summer-dress');
    expect(await listed('/api/tags/summer/products')).toContain('linen-summer-dress');
    expect(slugsOf((await home()).featured)).toContain('linen-summer-dress');
    expect(slugsOf((await home()).new_arrivals)).toContain('linen-summer-dress');
  });

  it('leave search, listings, the home shelves and the sitemap once an import archives them', async () => {
    const report = await importCatalogue(server.db, [HEADER, LINEN_SHIRT].join('\n'), { ...options, archiveMissing: true });
    expect(report.counts).toMatchObject({ created: 1, archived: 3 });
    await until(async () => !(await searched('linen')).includes('linen-summer-dress'), 'search without the archived dress');
    // The imported shirt is found by the same word: search itself still works.
    expect(await searched('linen')).toEqual(['linen-shirt']);
    expect(await searched('silk')).toEqual([]);
    expect((await searchFromDatabase(server.db, 'linen', 10, 0)).ids).toEqual([(await api.get('/api/products/linen-shirt')).body.id]);
    expect(await listed('/api/categories/women/products')).toEqual(['linen-shirt']);
    expect(await listed('/api/tags/summer/products')).toEqual(['linen-shirt']);
    const shelves = await home();
    expect([...slugsOf(shelves.featured), ...slugsOf(shelves.new_arrivals)]).not.toContain('linen-summer-dress');
    // Read first here: sitemaps are cached for the answers' time, and crawlers can wait that long.
    expect(await sitemapProducts()).toEqual(['linen-shirt']);
  });

  it('show in a wishlist and recently viewed as out of stock, and their page still answers rather than a 404', async () => {
    const wished = (await api.get('/api/products/wishlist', token)).body as { product: { unique_slug: string; in_stock: boolean } }[];
    expect(wished.map((item) => item.product)).toEqual([expect.objectContaining({ unique_slug: 'linen-summer-dress', in_stock: false })]);
    const viewed = (await api.get('/api/account/recently-viewed', token)).body as { unique_slug: string; in_stock: boolean }[];
    expect(viewed).toEqual([expect.objectContaining({ unique_slug: 'linen-summer-dress', in_stock: false })]);
    const page = await api.get('/api/products/linen-summer-dress');
    expect(page.status).toBe(200);
    expect((page.body.variants as { stock: number }[]).every((variant) => variant.stock === 0)).toBe(true);
    expect(page.body.related).toEqual([]);
    // No "notify me" for a piece that will not come back: the request is refused with why.
    const asked = await api.post('/api/back-in-stock', { variant_id: catalogue.linenDress.variantIds[0], email: 'waiting@example.com' });
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe(NO_LONGER_SOLD_MESSAGE);
  });

  it('come back to search when a later import holds them again', async () => {
    await importCatalogue(server.db, [HEADER, LINEN_SHIRT, LINEN_DRESS].join('\n'), { ...options, archiveMissing: true });
    await until(async () => (await searched('linen')).includes('linen-summer-dress'), 'search with the dress again');
    expect(await listed('/api/categories/women/products')).toContain('linen-summer-dress');
  });
});
