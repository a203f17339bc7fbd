import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentCartProducts } from '../../server/src/features/cart/cart-lines.js';
import { type Catalogue, insertCatalogue } from './support/fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The snapshots guest quotes keep (cart-lines.ts): a told stock is written into the kept snapshot,
// so an order's stock change does not send the next quote back to the database.

let server: TestApp;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApp();
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

const stockIsAnnounced = () => true;
const setPrice = (id: number, price: number) => server.db.updateTable('variants').set({ regular_price: price }).where('id', '=', id).execute();
const priceOf = async (id: number) => (await server.db.selectFrom('variants').select('regular_price').where('id', '=', id).executeTakeFirstOrThrow()).regular_price;

describe('the snapshots kept for guest quotes', () => {
  it('take a told stock and keep the rest, without reading the variant again', async () => {
    const [variant] = catalogue.sneaker.variantIds;
    const kept = recentCartProducts(server.db, 60_000, stockIsAnnounced);
    const before = (await kept.load([variant!])).get(variant!)!;
    await setPrice(variant!, before.regular_price + 500);
    kept.changed([variant!], new Map([[variant!, 7]]));
    const after = (await kept.load([variant!])).get(variant!)!;
    expect(after.stock).toBe(7);
    expect(after.regular_price).toBe(before.regular_price); // still the kept snapshot
    await setPrice(variant!, before.regular_price);
  });

  it('drop a snapshot whose stock is not told, and every one on `null`', async () => {
    const [first, second] = catalogue.linenDress.variantIds;
    const kept = recentCartProducts(server.db, 60_000, stockIsAnnounced);
    const prices = await kept.load([first!, second!]);
    await setPrice(first!, prices.get(first!)!.regular_price + 100);
    await setPrice(second!, prices.get(second!)!.regular_price + 100);
    kept.changed([first!]);
    expect((await kept.load([first!])).get(first!)!.regular_price).toBe(await priceOf(first!));
    expect((await kept.load([second!])).get(second!)!.regular_price).toBe(prices.get(second!)!.regular_price);
    kept.changed(null);
    expect((await kept.load([second!])).get(second!)!.regular_price).toBe(await priceOf(second!));
  });

  it('do not keep what a read under way during a change brought back', async () => {
    const [variant] = catalogue.silkDress.variantIds;
    const kept = recentCartProducts(server.db, 60_000, stockIsAnnounced);
    const reading = kept.load([variant!]);
    // The read was sent before this change was told: what it brings back may be from before it.
    kept.changed([variant!], new Map([[variant!, 3]]));
    const read = (await reading).get(variant!)!;
    await setPrice(variant!, read.regular_price + 700);
    const next = (await kept.load([variant!])).get(variant!)!;
    expect(next.regular_price).toBe(read.regular_price + 700); // read again, not kept
    expect(next.stock).toBe(read.stock);
  });
});
