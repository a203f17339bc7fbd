import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueReads, catalogueReads } from '../../server/src/features/catalogue/catalogue-context.js';
import { postgresCatalogueSource } from '../../server/src/features/catalogue/catalogue-source.js';
import { createCatalogueEngine, type ListingPlace, type ListingQuery, type ListingSort, NOT_HELD } from '../../server/src/features/catalogue/engine/index.js';
import { type Catalogue, insertCatalogue } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Past CATALOGUE_IN_MEMORY_MAX_PRODUCTS the catalogue is not kept in memory: search and listings
// answer from PostgreSQL, with the very answers the engine gives from memory (but for a typo's
// correction, which needs the vocabulary in memory).

const LIMIT = 5;
const SORTS: ListingSort[] = ['newest', 'price_asc', 'price_desc', 'discount', 'top_rated'];

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let fromMemory: CatalogueReads;
let fromDatabase: CatalogueReads;

/** A small deterministic generator (mulberry32). */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** More products than the limit, of random categories, tags, sizes, colours, brands, prices and names. */
async function insertMoreProducts(count: number): Promise<void> {
  const random = randomFrom(29);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const brands = await server.db.selectFrom('brands').select(['id', 'slug']).execute();
  const words = ['linen', 'silk', 'wool', 'cotton', 'dress', 'shirt', 'jacket', 'sneaker', 'summer', 'evening'];
  const reviewers = await server.db
    .insertInto('users')
    .values(['a', 'b', 'c'].map((name) => ({ email: `reviewer-${name}@example.com`, first_name: name, last_name: 'Reviewer', password_hash: 'scrypt$16384$AAAA$AAAA' })))
    .returning('id')
    .execute();
  for (let at = 0; at < count; at += 1) {
    const brand = pick(brands);
    const price = 1000 + Math.floor(random() * 20) * 500;
    const { id } = await server.db
      .insertInto('products')
      .values({
        name: `${pick(words)} ${pick(words)} ${at}`,
        unique_slug: `more-${at}`,
        type: 'variable',
        brand_id: brand.id,
        description: `<p>${pick(words)} ${pick(words)}</p>`,
        regular_price: price,
        sale_price: random() < 0.3 ? price - 500 : null,
        search_facets: pick(words),
        search_brand: brand.slug,
        created_at: new Date(Date.UTC(2029, 0, 1 + Math.floor(random() * 300))).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db.insertInto('product_categories').values({ product_id: id, category_id: pick([catalogue.dresses.id, catalogue.shoes.id]), is_primary: true }).execute();
    const variants = [...new Set([pick(['S', 'M', 'L']), pick(['S', 'M', 'L'])])].map((size, position) => ({
      product_id: id, sku: `more-${at}-${position}`, size, color: pick(['black', 'red']), stock: Math.floor(random() * 3), regular_price: price, position,
    }));
    await server.db.insertInto('variants').values(variants).execute();
    if (random() < 0.4) await server.db.insertInto('product_tags').values({ product_id: id, tag_id: catalogue.summer.id }).execute();
    // Some rated, with averages and counts that tie, some not at all.
    const ratings = random() < 0.6 ? reviewers.slice(0, 1 + Math.floor(random() * 3)).map((reviewer) => ({ reviewer, rating: pick([3, 4, 5]) })) : [];
    if (ratings.length > 0) {
      await server.db.insertInto('reviews').values(ratings.map(({ reviewer, rating }) => ({ product_id: id, user_id: reviewer.id, author_name: 'Reviewer', rating, size: 'M', fit: 'true_to_size' }))).execute();
    }
  }
}

beforeAll(async () => {
  server = await startTestApp({ config: { catalogueInMemoryMaxProducts: LIMIT } });
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
  await insertMoreProducts(40);
  const source = postgresCatalogueSource(server.db);
  fromMemory = catalogueReads(server.db, createCatalogueEngine(source, { maxProducts: 1_000 }));
  fromDatabase = catalogueReads(server.db, createCatalogueEngine(source, { maxProducts: LIMIT }));
});
afterAll(() => server.close());

/** An answer with its cards as values, to compare. */
const readable = <T extends { cards: { text: string }[] }>(answer: T | undefined) =>
  answer === undefined ? undefined : { ...answer, cards: answer.cards.map((card) => JSON.parse(card.text) as unknown) };

describe('a catalogue past the size kept in memory', () => {
  it('is not held: the engine says so, lets go of a catalogue that grows past the limit and takes it back once it is small enough', async () => {
    const count = (await server.db.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count;
    expect(await createCatalogueEngine(postgresCatalogueSource(server.db), { maxProducts: LIMIT }).search('linen', 12, 0)).toBe(NOT_HELD);
    const engine = createCatalogueEngine(postgresCatalogueSource(server.db), { maxProducts: Number(count), recountEveryMs: 0 });
    expect(await engine.search('linen', 12, 0)).not.toBe(NOT_HELD);
    await server.db.insertInto('products').values({ name: 'Linen One Too Many', unique_slug: 'one-too-many', type: 'simple', regular_price: 1000 }).execute();
    expect(await engine.search('linen', 12, 0)).toBe(NOT_HELD);
    await server.db.deleteFrom('products').where('unique_slug', '=', 'one-too-many').execute();
    const back = await engine.search('linen', 48, 0);
    if (back === NOT_HELD) throw new Error('the engine did not take the catalogue back');
    expect({ cards: back.cards, total: back.total, correctedTerm: null }).toEqual(await fromMemory.search('linen', 48, 0));
  });

  it('answers every listing from PostgreSQL as the engine does from memory: pages, totals, facets', async () => {
    const places: ListingPlace[] = [
      { kind: 'category', slug: 'women' },
      { kind: 'category', slug: 'women-dresses' },
      { kind: 'category', slug: 'women-shoes' },
      { kind: 'tag', slug: 'summer' },
      { kind: 'tag', slug: 'summer', category: 'women-dresses' },
      { kind: 'tag', slug: 'summer', category: 'nowhere' },
    ];
    const narrowings: ListingQuery['filters'][] = [
      { sizes: [], colors: [], brands: [] },
      { sizes: ['M'], colors: [], brands: [] },
      { sizes: ['S', 'L'], colors: ['red'], brands: [] },
      { sizes: [], colors: ['black'], brands: ['acme'] },
      { sizes: [], colors: [], brands: ['zeta'], priceMin: 3000, priceMax: 9000 },
      { sizes: ['XXL'], colors: [], brands: [] },
    ];
    let compared = 0;
    for (const scope of places) {
      for (const filters of narrowings) {
        for (const sort of SORTS) {
          for (const [limit, offset] of [[12, 0], [5, 5]] as const) {
            const query = { scope, filters, sort };
            const memory = readable(await fromMemory.listing(query, limit, offset));
            expect(readable(await fromDatabase.listing(query, limit, offset)), JSON.stringify({ query, limit, offset })).toEqual(memory);
            compared += memory?.total ?? 0;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(await fromDatabase.listing({ scope: { kind: 'category', slug: 'nope' }, filters: narrowings[0]!, sort: 'newest' }, 12, 0)).toBeUndefined();
    expect(await fromDatabase.listing({ scope: { kind: 'tag', slug: 'winter' }, filters: narrowings[0]!, sort: 'newest' }, 12, 0)).toBeUndefined();
  });

  it('finds from PostgreSQL what the engine finds in memory, in the same order', async () => {
    for (const term of ['linen', 'linen dress', 'dress', 'silk evening', 'acme', 'jack', 'cotton shirt', 'the summer', 'xylophone', 'the and']) {
      for (const [limit, offset] of [[12, 0], [4, 4], [12, 100]] as const) {
        const memory = readable(await fromMemory.search(term, limit, offset));
        expect(readable(await fromDatabase.search(term, limit, offset)), JSON.stringify({ term, limit, offset })).toEqual(memory);
      }
    }
    expect((await fromDatabase.search('linen', 48, 0)).total).toBeGreaterThan(3);
  });

  it('answers the API from PostgreSQL: search, listings, 404s', async () => {
    const search = await api.post('/api/products', { search: 'linen dress' });
    expect(search.status).toBe(200);
    expect(search.body.rows.map((row: { unique_slug: string }) => row.unique_slug)).toContain('linen-summer-dress');
    const listing = await api.get('/api/categories/women/products?brand=zeta');
    expect(listing.status).toBe(200);
    expect(listing.body.rows.map((row: { unique_slug: string }) => row.unique_slug)).toContain('silk-evening-dress');
    expect(listing.body.facets.brands.map((brand: { value: string }) => brand.value)).toEqual(['acme', 'zeta']);
    expect((await api.get('/api/tags/summer/products?category=nowhere')).body.total).toBe(0);
    expect((await api.get('/api/categories/nope/products')).status).toBe(404);
    expect((await api.get('/api/tags/winter/products')).status).toBe(404);
  });
});
