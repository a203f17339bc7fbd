import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let server: TestApp;
let api: Client;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

describe('POST /api/products (search, spec §7)', () => {
  it('answers rows and count as the number of pages', async () => {
    const answer = await api.post('/api/products?page=1&perpage=1', { search: 'dress' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 2, page: 1, perpage: 1, total: 2 });
    expect(answer.body.rows).toHaveLength(1);
    expect(answer.body.rows[0].unique_slug).toBe('linen-summer-dress'); // newest first
  });

  it('matches every word, case-insensitively, in name, facets, description and brand', async () => {
    const answer = await api.post('/api/products', { search: '  LINEN acme ' });
    expect(answer.body.rows.map((row: { unique_slug: string }) => row.unique_slug).sort()).toEqual(['canvas-sneaker', 'linen-summer-dress']);
    const none = await api.post('/api/products', { search: 'tuxedo' });
    expect(none.body).toMatchObject({ rows: [], count: 0, total: 0 });
  });

  it('answers card-level products', async () => {
    const answer = await api.post('/api/products', { search: 'linen summer' });
    expect(answer.body.rows[0]).toEqual({
      id: catalogue.linenDress.id,
      name: 'Linen Summer Dress',
      unique_slug: 'linen-summer-dress',
      type: 'variable',
      brand: 'Acme',
      regular_price: 5000,
      sale_price: 4000,
      min_price: 4000,
      stock: 8,
      in_stock: true,
      labels: [{ label: 'Best seller' }],
      featured_images: [
        { url: '/media/products/dress/black.svg?view=front', alt_text: 'Linen Summer Dress front', blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' },
        { url: '/media/products/dress/black.svg?view=back', alt_text: 'Linen Summer Dress back', blurhash: null },
      ],
      image: '/media/products/dress/black.svg?view=front',
      alt_text: 'Linen Summer Dress front',
      has_more_colors: true,
      isNew: true,
      in_wishlist: false,
      default_variant_id: null,
      rating_summary: null,
      shown_color: null,
    });
  });

  it('refuses short terms, unknown fields, wrong types and a perpage above 48', async () => {
    expect((await api.post('/api/products', { search: 'ab' })).body.data.errors).toEqual({ search: 'Searched term should consist of at least 3 characters' });
    const wrong = await api.post('/api/products', { search: 12, extra: true });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors).toMatchObject({ search: 'Must be a string.', extra: 'This field is not allowed.' });
    expect((await api.post('/api/products?perpage=49', { search: 'dress' })).status).toBe(422);
    expect((await api.post('/api/products?page=abc', { search: 'dress' })).body.data.errors).toHaveProperty('page');
  });

  it('treats LIKE wildcards in the term literally', async () => {
    expect((await api.post('/api/products', { search: '%%%' })).body.total).toBe(0);
  });

  it('marks products in the signed-in user\'s wishlist', async () => {
    const { token } = await registerUser(api, 'wisher@example.com');
    await api.post('/api/products/wishlist', { product_id: catalogue.sneaker.id }, token);
    const answer = await api.call('POST', '/api/products', { body: { search: 'sneaker' }, token });
    expect(answer.body.rows[0].in_wishlist).toBe(true);
    expect(answer.body.rows[0].default_variant_id).toBe(catalogue.sneaker.variantIds[0]);
  });
});

describe('categories', () => {
  it('lists popular categories', async () => {
    expect((await api.get('/api/categories/popular')).body).toEqual([
      { name: 'Women', unique_slug: 'women' },
      { name: 'Dresses', unique_slug: 'women-dresses' },
    ]);
  });

  it('answers a category page with breadcrumbs and children, or 404', async () => {
    expect((await api.get('/api/categories/women-dresses')).body).toEqual({
      name: 'Dresses', unique_slug: 'women-dresses', description: '',
      breadcrumbs: [{ name: 'Women', unique_slug: 'women' }, { name: 'Dresses', unique_slug: 'women-dresses' }],
      children: [],
    });
    expect((await api.get('/api/categories/women')).body.children).toHaveLength(2);
    const missing = await api.get('/api/categories/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'This category does not exist.', data: { errors: {} } });
  });

  it("shows each card of a listing filtered by colour in the first of its colours the product comes in, with that colour's images", async () => {
    type Shown = { unique_slug: string; shown_color: string | null; image: string; featured_images: { url: string }[] };
    const shown = async (query: string) =>
      ((await api.get(`/api/categories/women/products${query}`)).body.rows as Shown[]).map((card) => [card.unique_slug, card.shown_color, card.featured_images.map((image) => image.url)]);
    expect(await shown('?color=red')).toEqual([
      ['linen-summer-dress', 'red', ['/media/products/dress/red.svg?view=front']],
      ['silk-evening-dress', 'red', ['/media/products/dress/red.svg?view=front']],
    ]);
    // Black comes before red in the colours' order; the silk dress comes in red only.
    expect(await shown('?color=red,black')).toEqual([
      ['linen-summer-dress', 'black', ['/media/products/dress/black.svg?view=front', '/media/products/dress/black.svg?view=back']],
      ['silk-evening-dress', 'red', ['/media/products/dress/red.svg?view=front']],
    ]);
    expect((await shown('?size=L')).map(([, color]) => color)).toEqual([null]);
  });

  it('lists a category with its subcategories, facets, filters and sorting', async () => {
    const all = await api.get('/api/categories/women/products');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ count: 1, page: 1, perpage: 12, total: 3 });
    expect(all.body.facets).toEqual({
      sizes: [{ value: 'S', count: 1 }, { value: 'M', count: 1 }, { value: 'L', count: 1 }],
      colors: [{ value: 'black', label: 'Black', hex: '#111111', count: 1 }, { value: 'red', label: 'Red', hex: '#cc2222', count: 2 }],
      brands: [{ value: 'acme', label: 'Acme', count: 2 }, { value: 'zeta', label: 'Zeta', count: 1 }],
      price: { min: 3000, max: 12000 },
    });
    const slugs = (answer: { body: { rows: { unique_slug: string }[] } }) => answer.body.rows.map((row) => row.unique_slug);
    expect(slugs(await api.get('/api/categories/women/products?sort=price_asc'))).toEqual(['canvas-sneaker', 'linen-summer-dress', 'silk-evening-dress']);
    expect(slugs(await api.get('/api/categories/women/products?sort=price_desc'))).toEqual(['silk-evening-dress', 'linen-summer-dress', 'canvas-sneaker']);
    expect(slugs(await api.get('/api/categories/women/products?sort=discount'))[0]).toBe('linen-summer-dress');
    expect(slugs(await api.get('/api/categories/women/products?color=red&size=L'))).toEqual(['silk-evening-dress']);
    expect(slugs(await api.get('/api/categories/women/products?brand=acme&price_max=3500'))).toEqual(['canvas-sneaker']);
    const filtered = await api.get('/api/categories/women/products?color=red');
    expect(filtered.body.facets.colors).toHaveLength(2); // a facet ignores its own filter
    expect(filtered.body.facets.brands).toEqual([{ value: 'acme', label: 'Acme', count: 1 }, { value: 'zeta', label: 'Zeta', count: 1 }]);
    expect((await api.get('/api/categories/women/products?sort=cheapest')).status).toBe(422);
    expect((await api.get('/api/categories/women/products?unknown=1')).status).toBe(422);
    expect((await api.get('/api/categories/nope/products')).status).toBe(404);
  });
});

describe('tags', () => {
  it('answers a tag page and its listing, narrowed by category', async () => {
    expect((await api.get('/api/tags/summer')).body).toEqual({
      name: 'Summer', unique_slug: 'summer', description: 'Sunny',
      categories: [{ name: 'Dresses', unique_slug: 'women-dresses' }, { name: 'Shoes', unique_slug: 'women-shoes' }],
    });
    expect((await api.get('/api/tags/summer/products')).body.total).toBe(2);
    const dresses = await api.get('/api/tags/summer/products?category=women-dresses');
    expect(dresses.body.rows.map((row: { unique_slug: string }) => row.unique_slug)).toEqual(['linen-summer-dress']);
    expect((await api.get('/api/tags/winter')).status).toBe(404);
    expect((await api.get('/api/tags/winter/products')).status).toBe(404);
  });
});

describe('GET /api/products/{slug}', () => {
  it('answers the product detail with variants, images, breadcrumbs and related products', async () => {
    const answer = await api.get('/api/products/linen-summer-dress');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: catalogue.linenDress.id,
      composition: '100% linen',
      care: 'Machine wash',
      colors: [{ name: 'Black', hex: '#111111', slug: 'black' }, { name: 'Red', hex: '#cc2222', slug: 'red' }],
      sizes: ['S', 'M'],
      breadcrumbs: [{ name: 'Women', unique_slug: 'women' }, { name: 'Dresses', unique_slug: 'women-dresses' }],
    });
    expect(answer.body.variants).toHaveLength(3);
    expect(answer.body.variants[1]).toMatchObject({ size: 'M', color: 'black', stock: 0, regular_price: 5000, sale_price: 4000 });
    expect(answer.body.images).toHaveLength(3);
    expect(answer.body.images[2]).toMatchObject({ color: 'red' });
    expect(answer.body.related.map((row: { unique_slug: string }) => row.unique_slug)).toEqual(['silk-evening-dress']);
  });

  it('sanitises the description HTML', async () => {
    const { description } = (await api.get('/api/products/linen-summer-dress')).body;
    expect(description).toBe('<p>Soft <strong>linen</strong>.</p><a>x</a>');
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await api.get('/api/products/no-such-thing')).status).toBe(404);
  });
});

describe('GET /api/home', () => {
  it('answers hero, collections, featured and new arrivals', async () => {
    await server.db.insertInto('hero_banners').values({ title: 'Summer', subtitle: 'New in', cta: 'Shop', link: '/tags/summer', image_url: '/media/static/hero.svg', image_alt: 'Beach' }).execute();
    await server.db.insertInto('collections').values({ title: 'Dresses', link: '/categories/women-dresses', image_url: '/x.svg', image_alt: 'Dress' }).execute();
    const answer = await api.get('/api/home');
    expect(answer.body.hero).toEqual([{ title: 'Summer', subtitle: 'New in', cta: 'Shop', link: '/tags/summer', image: { url: '/media/static/hero.svg', alt_text: 'Beach', blurhash: null } }]);
    expect(answer.body.collections).toEqual([{ title: 'Dresses', link: '/categories/women-dresses', image: { url: '/x.svg', alt_text: 'Dress', blurhash: null } }]);
    expect(answer.body.featured.map((row: { id: number }) => row.id)).toEqual([catalogue.linenDress.id]);
    expect(answer.body.new_arrivals.map((row: { id: number }) => row.id)).toEqual([catalogue.linenDress.id]);
  });
});

describe('the listing index', () => {
  it('follows product price, variant and category changes', async () => {
    const { db } = server;
    const slugs = async (url: string) => (await api.get(url)).body.rows.map((row: { unique_slug: string }) => row.unique_slug);
    await db.updateTable('products').set({ regular_price: 99_000, sale_price: null }).where('id', '=', catalogue.sneaker.id).execute();
    expect((await slugs('/api/categories/women/products?sort=price_desc'))[0]).toBe('canvas-sneaker');
    await db.insertInto('variants').values({ product_id: catalogue.sneaker.id, sku: 'sneaker-red', size: 'S', color: 'red', stock: 1, regular_price: 99_000 }).execute();
    expect(await slugs('/api/categories/women/products?color=red&size=S')).toContain('canvas-sneaker');
    await db.deleteFrom('product_categories').where('product_id', '=', catalogue.sneaker.id).execute();
    expect(await slugs('/api/categories/women/products')).not.toContain('canvas-sneaker');
  });
});
