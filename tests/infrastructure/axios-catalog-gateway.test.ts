import { describe, expect, it } from 'vitest';
import { CancelledError, type Listing, type ListingQuery } from '@/application';
import { AxiosCatalogGateway, listingQueryString } from '@/infrastructure/http/axios-catalog-gateway';
import { answer, useMswServer } from '../support/msw/server';
import { testClient } from '../support/msw/client';
import { product } from './fixtures';

const server = useMswServer();
const gateway = () => new AxiosCatalogGateway(testClient().http);

const listing: Listing = {
  rows: [product(1)],
  count: 3,
  page: 2,
  perpage: 12,
  total: 30,
  facets: { sizes: [{ value: 'M', count: 4 }], colors: [], brands: [], price: { min: 1000, max: 9000 } },
};

describe('search (spec §7: POST /api/products?page={n}&perpage={size} with {search})', () => {
  it('posts the term with page and perpage in the query and answers rows, count and the total when given', async () => {
    const seen = answer(server, 'post', '/api/products', { rows: [product(1), product(2)], count: 4, page: 2, perpage: 12, total: 40 });
    const result = await gateway().search('linen', 2, 12);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.url.pathname).toBe('/api/products');
    expect(seen[0]!.url.search).toBe('?page=2&perpage=12');
    expect(seen[0]!.json).toEqual({ search: 'linen' });
    expect(result).toEqual({ rows: [product(1), product(2)], count: 4, total: 40 });
  });

  it('answers without a total when the API gives rows and count only (spec §7)', async () => {
    answer(server, 'post', '/api/products', { rows: [product(1)], count: 1 });
    expect(await gateway().search('linen', 1, 12)).toEqual({ rows: [product(1)], count: 1 });
  });

  it('reads the corrected term the API searched, and asks for the words as typed with correct: false', async () => {
    const seen = answer(server, 'post', '/api/products', { rows: [product(1)], count: 1, page: 1, perpage: 12, total: 1, corrected_term: 'shirt' });
    expect(await gateway().search('shrit', 1, 12)).toEqual({ rows: [product(1)], count: 1, total: 1, correctedTerm: 'shirt' });
    await gateway().search('shrit', 1, 12, undefined, true);
    expect(seen.map((request) => request.json)).toEqual([{ search: 'shrit' }, { search: 'shrit', correct: false }]);
  });

  it('passes the AbortSignal through: an aborted search rejects with CancelledError', async () => {
    answer(server, 'post', '/api/products', { rows: [], count: 0 });
    const controller = new AbortController();
    controller.abort();
    await expect(gateway().search('linen', 1, 12, controller.signal)).rejects.toBeInstanceOf(CancelledError);
  });
});

describe('listings (docs/api.md, listing query)', () => {
  it('builds every filter: comma-separated lists, prices in cents, sort and category', () => {
    const query: ListingQuery = {
      page: 3,
      perpage: 24,
      sizes: ['S', 'M'],
      colors: ['black', 'off white'],
      brands: ['A&B'],
      priceMin: 1000,
      priceMax: 5000,
      sort: 'price_asc',
      category: 'dresses',
    };
    expect(listingQueryString(query)).toBe(
      'page=3&perpage=24&sort=price_asc&size=S,M&color=black,off%20white&brand=A%26B&price_min=1000&price_max=5000&category=dresses',
    );
  });

  it('leaves out what is unset, empty or null (a price of 0 is kept)', () => {
    expect(listingQueryString({ page: 1, sizes: [], priceMin: null, priceMax: 0, category: null })).toBe('page=1&price_max=0');
  });

  it('GETs /api/categories/{slug}/products with the query', async () => {
    const seen = answer(server, 'get', '/api/categories/women-dresses/products', listing);
    const result = await gateway().categoryProducts('women-dresses', { page: 2, sizes: ['M', 'L'], sort: 'newest' });
    expect(seen[0]!.url.search).toBe('?page=2&sort=newest&size=M,L');
    expect(seen[0]!.url.searchParams.get('size')).toBe('M,L');
    expect(result).toEqual(listing);
  });

  it('GETs /api/tags/{slug}/products with the category that narrows the tag', async () => {
    const seen = answer(server, 'get', '/api/tags/summer/products', listing);
    await gateway().tagProducts('summer', { page: 1, category: 'shoes', brands: ['Nord'] });
    expect(seen[0]!.url.searchParams.get('category')).toBe('shoes');
    expect(seen[0]!.url.searchParams.get('brand')).toBe('Nord');
  });
});

describe('pages of the catalogue', () => {
  it('reads home, category, tag, product and popular categories from their paths', async () => {
    const home = answer(server, 'get', '/api/home', { hero: [], collections: [], featured: [], new_arrivals: [] });
    const category = answer(server, 'get', '/api/categories/men', { name: 'Men', unique_slug: 'men', description: '', breadcrumbs: [], children: [] });
    const tag = answer(server, 'get', '/api/tags/sale', { name: 'Sale', unique_slug: 'sale', description: '', categories: [] });
    const detail = answer(server, 'get', '/api/products/linen-shirt-1', { ...product(1), description: '<p>Soft</p>' });
    const popular = answer(server, 'get', '/api/categories/popular', [{ name: 'Dresses', unique_slug: 'dresses' }]);
    const catalog = gateway();

    expect((await catalog.home()).featured).toEqual([]);
    expect((await catalog.category('men')).name).toBe('Men');
    expect((await catalog.tag('sale')).name).toBe('Sale');
    expect((await catalog.product('linen-shirt-1')).description).toBe('<p>Soft</p>');
    expect(await catalog.popularCategories()).toEqual([{ name: 'Dresses', unique_slug: 'dresses' }]);
    for (const seen of [home, category, tag, detail, popular]) {
      expect(seen).toHaveLength(1);
      expect(seen[0]!.method).toBe('GET');
    }
  });

  it('encodes a slug as one path segment', async () => {
    const seen = answer(server, 'get', '/api/products/a%2Fb', product(1));
    await gateway().product('a/b');
    expect(seen).toHaveLength(1);
  });
});
