import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCatalogueSource } from '../../server/src/features/catalogue/catalogue-source.js';
import { type CatalogueEngine, createCatalogueEngine, NOT_HELD } from '../../server/src/features/catalogue/engine/index.js';
import type { ReadyText } from '../../server/src/http/cached-json.js';
import { closestWord, editDistance, searchWords } from '../../server/src/features/catalogue/engine/search-words.js';
import { client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Search ranks by relevance (issue 15): a word in the name beats one in the category or colour,
// which beats the description, which beats the brand; typos and prefixes still find products;
// pages follow one stable order.

let server: TestApp;
let engine: CatalogueEngine<ReadyText>;
const search = {
  /** As the search route does: what was committed before, then the index. */
  search: async (term: string, limit: number, offset: number) => {
    const found = await engine.search(term, limit, offset);
    if (found === NOT_HELD) throw new Error('the catalogue is not held in memory');
    return { ids: found.cards.map((card) => (JSON.parse(card.text) as { id: number }).id), total: found.total };
  },
};
const ids = new Map<string, number>();

interface Fixture {
  name: string;
  facets: string;
  description: string;
  brand: string;
  created: string;
}

const FIXTURES: Fixture[] = [
  { name: 'Leather Tote', facets: 'accessories bags black', description: '<p>A roomy tote in smooth leather.</p>', brand: 'Batroun Linen', created: '2026-11-20' },
  { name: 'Linen Shirt', facets: 'men shirts white', description: '<p>An airy shirt.</p>', brand: 'Qadisha', created: '2026-01-01' },
  { name: 'Summer Dress', facets: 'women dresses linen blue', description: '<p>A light dress.</p>', brand: 'Corniche', created: '2026-11-10' },
  { name: 'Wide Trousers', facets: 'women trousers sand', description: '<p>Cut from washed <strong>linen</strong>.</p>', brand: 'Corniche', created: '2026-11-15' },
  { name: 'Crew Sweater', facets: 'men knitwear navy shirt', description: '<p>Wear it over a shirt.</p>', brand: 'Phoenicia Knitwear', created: '2026-11-24' },
  { name: 'Oxford Shirt', facets: 'men shirts blue', description: '<p>Button-down collar.</p>', brand: 'Maison Beirut', created: '2026-06-01' },
  { name: 'Wool Blazer', facets: 'women jackets grey', description: '<p>Single-breasted.</p>', brand: 'Baalbek Tailoring', created: '2026-03-01' },
];

beforeAll(async () => {
  server = await startTestApp();
  for (const [index, fixture] of FIXTURES.entries()) {
    const row = await server.db
      .insertInto('products')
      .values({
        name: fixture.name,
        unique_slug: `product-${index}`,
        type: 'simple',
        description: fixture.description,
        regular_price: 5000,
        search_facets: fixture.facets,
        search_brand: fixture.brand.toLowerCase(),
        created_at: fixture.created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(fixture.name, row.id);
  }
  engine = createCatalogueEngine(postgresCatalogueSource(server.db), { maxProducts: 1_000 });
});
afterAll(() => server.close());

const namesFor = async (term: string, limit = 20, offset = 0) => {
  const { ids: found } = await search.search(term, limit, offset);
  const byId = new Map([...ids].map(([name, id]) => [id, name]));
  return found.map((id) => byId.get(id));
};

describe('search ranking', () => {
  it('puts a word in the name first, then category or colour, then description, then brand', async () => {
    expect(await namesFor('linen')).toEqual(['Linen Shirt', 'Summer Dress', 'Wide Trousers', 'Leather Tote']);
  });

  it('finds shirts before a sweater that only mentions them', async () => {
    const names = await namesFor('shirt');
    expect(names.slice(0, 2).sort()).toEqual(['Linen Shirt', 'Oxford Shirt']);
    expect(names[2]).toBe('Crew Sweater');
  });

  it('corrects a typo to the closest known word and matches a prefix', async () => {
    expect((await namesFor('shrit')).slice(0, 2).sort()).toEqual(['Linen Shirt', 'Oxford Shirt']);
    expect(await namesFor('blaz')).toEqual(['Wool Blazer']);
    expect(await namesFor('blazr')).toEqual(['Wool Blazer']);
    expect(await namesFor('linnen shirt')).toEqual(['Linen Shirt']);
  });

  it('needs every word, leaves stop words out and finds nothing for a word no product holds', async () => {
    expect(await namesFor('blue shirt')).toEqual(['Oxford Shirt']);
    expect(await namesFor('the linen shirt')).toEqual(['Linen Shirt']);
    expect(await namesFor('xylophone')).toEqual([]);
    expect(await namesFor('the and')).toEqual([]);
  });

  it('pages through one stable order: equal ranks newest first', async () => {
    const all = await namesFor('women');
    expect(all).toEqual(['Wide Trousers', 'Summer Dress', 'Wool Blazer']);
    const pages = [...(await namesFor('women', 1, 0)), ...(await namesFor('women', 1, 1)), ...(await namesFor('women', 1, 2))];
    expect(pages).toEqual(all);
  });

  it('answers the count over the API, and nothing of the term reaches tsquery syntax', async () => {
    const api = client(server.app);
    const answer = await api.post('/api/products', { search: 'linen' });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(4);
    for (const search of ["lin'en & !shirt", 'shirt:* | tote', '((()))']) {
      expect((await api.post('/api/products', { search })).status).toBe(200);
    }
  });

  it('names the words searched when it corrected a typo, and searches the words as typed when asked', async () => {
    const api = client(server.app);
    const corrected = await api.post('/api/products', { search: 'Linen shrit' });
    expect(corrected.status).toBe(200);
    expect(corrected.body.corrected_term).toBe('linen shirt');
    expect(corrected.body.rows.map((row: { name: string }) => row.name)).toEqual(['Linen Shirt']);

    const asTyped = await api.post('/api/products', { search: 'Linen shrit', correct: false });
    expect(asTyped.status).toBe(200);
    expect(asTyped.body).toMatchObject({ rows: [], total: 0 });
    expect(asTyped.body).not.toHaveProperty('corrected_term');

    // The lexeme is a stem ("navi"): the answer names the word as the products write it.
    const navy = await api.post('/api/products', { search: 'navu' });
    expect(navy.body.corrected_term).toBe('navy');
    expect(navy.body.rows.map((row: { name: string }) => row.name)).toEqual(['Crew Sweater']);

    const plain = await api.post('/api/products', { search: 'shirt' });
    expect(plain.body).not.toHaveProperty('corrected_term');
    // A typo that corrects to nothing found says nothing of a correction.
    const nothing = await api.post('/api/products', { search: 'shrit xylophone' });
    expect(nothing.body).toMatchObject({ rows: [], total: 0 });
    expect(nothing.body).not.toHaveProperty('corrected_term');
    expect((await api.post('/api/products', { search: 'shirt', correct: 'no' })).status).toBe(422);
  });
});

describe('search words', () => {
  it('keeps letters and digits, lowercased, each word once, at most eight', () => {
    expect(searchWords("  Lin'en & !SHIRT  shirt ")).toEqual(['lin', 'en', 'shirt']);
    expect(searchWords('Cèdre 100% coton')).toEqual(['cèdre', '100', 'coton']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('shrit', 'shirt')).toBe(1);
    expect(editDistance('shrit', 'short')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('picks the closest candidate within the edits a word of its length allows', () => {
    expect(closestWord('shrit', ['short', 'shirt', 'shift'])).toBe('shirt');
    expect(closestWord('blazr', ['blazer'])).toBe('blazer');
    expect(closestWord('tot', ['tote'])).toBe('tote');
    expect(closestWord('tee', ['tote'])).toBeNull(); // two edits are too many for three letters
    expect(closestWord('xylophone', ['shirt'])).toBeNull();
  });
});

describe('search index freshness', () => {
  const insertProduct = (name: string, slug: string) =>
    server.db.insertInto('products').values({ name, unique_slug: slug, type: 'simple', regular_price: 5000 }).returning('id').executeTakeFirstOrThrow();

  it('finds a product added, renamed or removed since the index was loaded', async () => {
    expect(await namesFor('shirt')).toContain('Oxford Shirt');
    const { id } = await insertProduct('Corduroy Jacket', 'corduroy-jacket');
    expect((await search.search('corduroy', 20, 0)).ids).toEqual([id]);
    await server.db.updateTable('products').set({ name: 'Velvet Jacket' }).where('id', '=', id).execute();
    expect((await search.search('corduroy', 20, 0)).ids).toEqual([]);
    expect((await search.search('velvet', 20, 0)).ids).toEqual([id]);
    await server.db.deleteFrom('products').where('id', '=', id).execute();
    expect((await search.search('velvet', 20, 0)).ids).toEqual([]);
  });

  it('does not skip a change whose transaction commits after a later one was seen', async () => {
    let commit!: () => void;
    let written!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const early = server.db.transaction().execute(async (trx) => {
      await trx.insertInto('products').values({ name: 'Mohair Cardigan', unique_slug: 'mohair-cardigan', type: 'simple', regular_price: 5000 }).execute();
      written();
      await held;
    });
    await wrote;
    const { id: later } = await insertProduct('Tweed Waistcoat', 'tweed-waistcoat');
    expect((await search.search('tweed', 20, 0)).ids).toEqual([later]);
    expect((await search.search('mohair', 20, 0)).ids).toEqual([]);
    commit();
    await early;
    expect((await search.search('mohair', 20, 0)).ids).toHaveLength(1);
  });
});
