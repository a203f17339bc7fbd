import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS_PER_SITEMAP } from '../../server/src/features/seo/sitemap.js';
import { readRedirects } from '../../server/src/http/redirect-table.js';
import { insertCatalogue } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// What search engines read besides the pages (issue 15): robots.txt, a paged sitemap index with
// lastmod from the data, and the SPA's redirect table answered as 301s.

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp({ redirects: readRedirects(process.cwd()) });
  await insertCatalogue(server.db);
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = { host: 'shop.test' }) => server.app.inject({ method: 'GET', url, headers });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps crawlers out of the API, checkout and account, and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /checkout');
    expect(robots.body).toContain('Disallow: /my-account');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });

  it('indexes the pages file and one products file per 10,000 products, dated by the newest product', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual(['http://shop.test/sitemaps/pages.xml', 'http://shop.test/sitemaps/products-1.xml']);
    const newest = await server.db.selectFrom('products').select((eb) => eb.fn.max('created_at').as('at')).executeTakeFirstOrThrow();
    expect(index.body).toContain(`<lastmod>${new Date(newest.at as Date).toISOString().slice(0, 10)}</lastmod>`);
    expect(PRODUCTS_PER_SITEMAP).toBe(10_000);
  });

  it('lists every product with the day it was added, and the store pages, categories, tags and FAQ', async () => {
    const products = await get('/sitemaps/products-1.xml');
    expect(products.statusCode).toBe(200);
    expect(locs(products.body)).toContain('http://shop.test/products/linen-summer-dress');
    expect(locs(products.body)).toHaveLength(3);
    expect(products.body).toMatch(/<url><loc>http:\/\/shop\.test\/products\/linen-summer-dress<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    expect(pages).toEqual(expect.arrayContaining(['http://shop.test/', 'http://shop.test/faq', 'http://shop.test/categories/women-dresses', 'http://shop.test/tags/summer', 'http://shop.test/content/privacy-policy']));
  });

  it('answers 404 in the error shape past the last products file or for another name', async () => {
    for (const url of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/other.xml']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(JSON.parse(answer.body).message, url).toBe(`Not found: GET ${url}`);
    }
  });

  it('uses PUBLIC_ORIGIN for absolute URLs when it is set', async () => {
    const behindProxy = await startTestApp({ config: { publicOrigin: 'https://maison.example' } });
    try {
      const robots = await behindProxy.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'internal:3000' } });
      expect(robots.body).toContain('Sitemap: https://maison.example/sitemap.xml');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the redirect table', () => {
  it('answers each of src/redirects.json with a 301 to its target', async () => {
    const table = readRedirects(process.cwd());
    expect(Object.keys(table).length).toBeGreaterThan(0);
    for (const [from, to] of Object.entries(table)) {
      const answer = await get(from);
      expect(answer.statusCode, from).toBe(301);
      expect(answer.headers.location, from).toBe(to);
    }
  });
});
