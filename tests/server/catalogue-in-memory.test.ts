import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresCatalogueSource } from '../../server/src/features/catalogue/catalogue-source.js';
import { createCatalogueEngine, NOT_HELD } from '../../server/src/features/catalogue/engine/index.js';
import { loadProductCards, type ProductCard } from '../../server/src/features/catalogue/product-cards.js';
import { type Catalogue, insertCatalogue } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The product cards and search index each instance keeps in memory follow every change the
// database commits (migration 0011's log): a listing or search right after a write shows it.

let server: TestApp;
let api: Client;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApp();
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

interface Card {
  id: number;
  name: string;
  brand: string | null;
  stock: number;
  in_stock: boolean;
  image: string | null;
  labels: { label: string }[];
}

const cardOf = async (id: number, url = '/api/categories/women/products?perpage=24'): Promise<Card | undefined> => {
  const answer = await api.get(url);
  expect(answer.status).toBe(200);
  return (answer.body.rows as Card[]).find((card) => card.id === id);
};

describe('the catalogue in memory', () => {
  it('holds the very cards the database gives, in the order asked for', async () => {
    const engine = createCatalogueEngine(postgresCatalogueSource(server.db), { maxProducts: 1_000 });
    const ids = [catalogue.sneaker.id, catalogue.linenDress.id, catalogue.silkDress.id];
    const held = await engine.cardsOfProducts([...ids, 999_999]);
    if (held === NOT_HELD) throw new Error('the catalogue is not held in memory');
    const cards = held.map((card) => JSON.parse(card.text) as ProductCard);
    expect(cards).toEqual(await loadProductCards(server.db, ids, null));
    expect(cards.find((card) => card.id === catalogue.linenDress.id)).toMatchObject({ labels: [{ label: 'Best seller' }], featured_images: [{}, {}] });
  });

  it('shows a stock change on the cards at once', async () => {
    const [variant] = catalogue.sneaker.variantIds;
    expect(await cardOf(catalogue.sneaker.id)).toMatchObject({ stock: 10, in_stock: true });
    await server.db.updateTable('variants').set({ stock: 0 }).where('id', '=', variant!).execute();
    expect(await cardOf(catalogue.sneaker.id)).toMatchObject({ stock: 0, in_stock: false });
    await server.db.updateTable('variants').set({ stock: 10 }).where('id', '=', variant!).execute();
  });

  it('logs a change of stock alone as stock-only, and any other change of a variant, or a variant moved, as the whole product', async () => {
    // The linen dress's S in black (5) and M in red (3): no change below crosses zero.
    const [inBlack, , inRed] = catalogue.linenDress.variantIds as [number, number, number];
    /** Each product the write logged, and whether all of its changes were stock-only. */
    const logged = async (write: () => Promise<unknown>) => {
      const { rows } = await sql<{ seq: number }>`SELECT coalesce(max(seq), 0)::int AS seq FROM catalogue_changes`.execute(server.db);
      await write();
      const changes = await server.db.selectFrom('catalogue_changes').select(['product_id', 'stock_only']).where('seq', '>', rows[0]!.seq).execute();
      const products = new Map<number, boolean>();
      for (const change of changes) products.set(change.product_id, (products.get(change.product_id) ?? true) && change.stock_only);
      return Object.fromEntries(products);
    };
    const variants = (ids: number[]) => server.db.updateTable('variants').where('id', 'in', ids);
    const dress = catalogue.linenDress.id;
    const sneaker = catalogue.sneaker.id;
    expect(await logged(() => variants([inBlack, inRed]).set((eb) => ({ stock: eb('stock', '-', 1) })).execute())).toEqual({ [dress]: true });
    expect(await logged(() => variants([inBlack]).set((eb) => ({ stock: eb('stock', '+', 1), regular_price: eb('regular_price', '+', 0) })).execute())).toEqual({ [dress]: true });
    expect(await logged(() => variants([inRed]).set((eb) => ({ stock: eb('stock', '+', 1), regular_price: eb('regular_price', '+', 100) })).execute())).toEqual({ [dress]: false });
    await variants([inRed]).set((eb) => ({ regular_price: eb('regular_price', '-', 100) })).execute();
    expect(await logged(() => variants([inRed]).set({ product_id: sneaker }).execute())).toEqual({ [dress]: false, [sneaker]: false });
    await variants([inRed]).set({ product_id: dress }).execute();
  });

  it("puts a stock-only change on the card from one read of the stock, without reading the product again", async () => {
    const source = postgresCatalogueSource(server.db);
    const reads = { products: [] as number[][], stocks: [] as number[][] };
    const engine = createCatalogueEngine(
      {
        ...source,
        readProducts: (ids) => (reads.products.push([...ids]), source.readProducts(ids)),
        readStocks: (ids) => (reads.stocks.push([...ids]), source.readStocks(ids)),
      },
      { maxProducts: 1_000 },
    );
    const stockOn = async () => {
      const held = await engine.cardsOfProducts([catalogue.sneaker.id]);
      if (held === NOT_HELD) throw new Error('the catalogue is not held in memory');
      return JSON.parse(held[0]!.text) as ProductCard;
    };
    // The read after the load catches up on the log from the load's oldest running transaction,
    // which may hold an earlier test's whole change to the sneaker: done here, before the change
    // under test, so that the two are not read in one batch.
    await stockOn();
    const before = await stockOn();
    reads.products.length = 0;
    reads.stocks.length = 0;
    const [variant] = catalogue.sneaker.variantIds;
    await server.db.updateTable('variants').set((eb) => ({ stock: eb('stock', '-', 3) })).where('id', '=', variant!).execute();
    const after = await stockOn();
    expect(after).toEqual({ ...before, stock: before.stock - 3, in_stock: before.stock - 3 > 0 });
    expect(after).toEqual((await loadProductCards(server.db, [catalogue.sneaker.id], null))[0]);
    // Only the sneaker's reads: a change an earlier test made to another product may be announced
    // late and read in the same batch.
    const ofSneaker = (batches: number[][]) => batches.filter((ids) => ids.includes(catalogue.sneaker.id)).map((ids) => ids.filter((id) => id === catalogue.sneaker.id));
    expect({ products: ofSneaker(reads.products), stocks: ofSneaker(reads.stocks) }).toEqual({ products: [], stocks: [[catalogue.sneaker.id]] });
    // A price change is read whole.
    await server.db.updateTable('variants').set((eb) => ({ stock: eb('stock', '+', 3), sale_price: 2500 })).where('id', '=', variant!).execute();
    expect((await stockOn()).stock).toBe(before.stock);
    expect(ofSneaker(reads.products)).toEqual([[catalogue.sneaker.id]]);
    await server.db.updateTable('variants').set({ sale_price: null }).where('id', '=', variant!).execute();
  });

  it("tags a listing with an ETag of what it holds: the same while nothing changes, a new one when a card on it does", async () => {
    const url = '/api/categories/women/products?perpage=24';
    const etagOf = async () => (await api.get(url)).headers.etag as string;
    const first = await etagOf();
    expect(first).toMatch(/^"[\w-]{27}"$/);
    expect(await etagOf()).toBe(first);
    await server.db.updateTable('products').set({ name: 'Linen Dress, Relaxed' }).where('id', '=', catalogue.linenDress.id).execute();
    const renamed = await etagOf();
    expect(renamed).not.toBe(first);
    expect((await api.get('/api/categories/women/products?perpage=23')).headers.etag).not.toBe(renamed);
  });

  it('shows a renamed label or brand and a new first image on every card that has it', async () => {
    await server.db.updateTable('labels').set({ label: 'Staff pick' }).execute();
    await server.db.updateTable('brands').set({ name: 'Acme Studio' }).where('slug', '=', 'acme').execute();
    await server.db.updateTable('product_images').set({ url: '/media/products/dress/red.svg?view=side' })
      .where('product_id', '=', catalogue.silkDress.id).where('position', '=', 0).execute();
    expect(await cardOf(catalogue.linenDress.id)).toMatchObject({ labels: [{ label: 'Staff pick' }], brand: 'Acme Studio' });
    expect(await cardOf(catalogue.sneaker.id)).toMatchObject({ brand: 'Acme Studio' });
    expect(await cardOf(catalogue.silkDress.id)).toMatchObject({ image: '/media/products/dress/red.svg?view=side' });
  });

  it('finds a renamed product by its new name only, and no longer a deleted one', async () => {
    await server.db.updateTable('products').set({ name: 'Organza Evening Dress' }).where('id', '=', catalogue.silkDress.id).execute();
    const found = await api.post('/api/products', { search: 'organza' });
    expect(found.body.rows.map((card: Card) => [card.id, card.name])).toEqual([[catalogue.silkDress.id, 'Organza Evening Dress']]);
    expect((await api.post('/api/products', { search: 'silk evening' })).body.total).toBe(0);
    await server.db.deleteFrom('products').where('id', '=', catalogue.silkDress.id).execute();
    expect((await api.post('/api/products', { search: 'organza' })).body.total).toBe(0);
    expect(await cardOf(catalogue.silkDress.id)).toBeUndefined();
  });
});

describe('the listings in memory', () => {
  it('count and find a product only in the sizes it has in stock, following a size that sells out and comes back', async () => {
    const sizesOf = async (query = '') => {
      const answer = await api.get(`/api/categories/women/products${query}`);
      expect(answer.status).toBe(200);
      return { facet: answer.body.facets.sizes as { value: string; count: number }[], ids: (answer.body.rows as Card[]).map((card) => card.id) };
    };
    // The linen dress's M is sold out in black and left in red only (the silk dress is gone, above).
    const mInRed = catalogue.linenDress.variantIds[2]!;
    expect((await sizesOf()).facet).toEqual([{ value: 'S', count: 1 }, { value: 'M', count: 1 }]);
    await server.db.updateTable('variants').set({ stock: 0 }).where('id', '=', mInRed).execute();
    expect((await sizesOf()).facet).toEqual([{ value: 'S', count: 1 }]);
    expect((await sizesOf('?size=M')).ids).toEqual([]);
    await server.db.updateTable('variants').set({ stock: 4 }).where('id', '=', mInRed).execute();
    expect((await sizesOf()).facet).toEqual([{ value: 'S', count: 1 }, { value: 'M', count: 1 }]);
    expect((await sizesOf('?size=M')).ids).toEqual([catalogue.linenDress.id]);
  });

  it('sort by top rated and follow a review written, hidden and deleted', async () => {
    const topRated = async () => ((await api.get('/api/categories/women/products?sort=top_rated')).body.rows as Card[]).map((card) => card.id);
    const newest = ((await api.get('/api/categories/women/products')).body.rows as Card[]).map((card) => card.id);
    expect(await topRated()).toEqual(newest);
    const user = await server.db
      .insertInto('users')
      .values({ email: 'rater@example.com', first_name: 'Rae', last_name: 'Ter', password_hash: 'scrypt$16384$AAAA$AAAA' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const review = await server.db
      .insertInto('reviews')
      .values({ product_id: catalogue.sneaker.id, user_id: user.id, author_name: 'Rae', rating: 4, size: 'M', fit: 'true_to_size' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await topRated()).toEqual([catalogue.sneaker.id, ...newest.filter((id) => id !== catalogue.sneaker.id)]);
    await server.db.updateTable('reviews').set({ status: 'pending_moderation' }).where('id', '=', review.id).execute();
    expect(await topRated()).toEqual(newest);
    await server.db.updateTable('reviews').set({ status: 'published' }).where('id', '=', review.id).execute();
    expect((await topRated())[0]).toBe(catalogue.sneaker.id);
    await server.db.deleteFrom('reviews').where('id', '=', review.id).execute();
    expect(await topRated()).toEqual(newest);
  });

  it('follow a renamed colour, a new category and a product moved into it', async () => {
    await server.db.updateTable('colors').set({ name: 'Crimson' }).where('slug', '=', 'red').execute();
    const women = await api.get('/api/categories/women/products');
    expect(women.body.facets.colors.find((color: { value: string }) => color.value === 'red')).toMatchObject({ label: 'Crimson' });

    expect((await api.get('/api/categories/women-sale/products')).status).toBe(404);
    const sale = await server.db.insertInto('categories').values({ name: 'Sale', unique_slug: 'women-sale' }).returning('id').executeTakeFirstOrThrow();
    expect((await api.get('/api/categories/women-sale/products')).body).toMatchObject({ total: 0, rows: [] });
    await server.db.insertInto('product_categories').values({ product_id: catalogue.sneaker.id, category_id: sale.id, is_primary: false }).execute();
    const listed = await api.get('/api/categories/women-sale/products');
    expect(listed.body.rows.map((card: Card) => card.id)).toEqual([catalogue.sneaker.id]);
  });
});
