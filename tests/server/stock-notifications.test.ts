import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listenToStockChanges } from '../../server/src/db/stock-listener.js';
import { type Catalogue, insertCatalogue } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Guest quotes keep variant snapshots, stock included, while the instance listens to the
// database's stock notifications (migration 0010): a stock change reaches the next quote.

let server: TestApp;
let api: Client;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestApp({ config: { catalogueCacheTtlMs: 60_000 }, stockNotifications: true });
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

/** Polls `condition` until it holds; the bound is generous, since a loaded machine only makes it slower. */
const until = (condition: () => Promise<boolean> | boolean, what: string) =>
  vi.waitFor(async () => {
    if (!(await condition())) throw new Error(`still waiting for ${what}`);
  }, { timeout: 20_000, interval: 20 });

describe('stock notifications', () => {
  it('name the variants whose stock an update changed, and only those', async () => {
    const heard: (readonly number[] | null)[] = [];
    const told = new Map<number, number>();
    const listener = listenToStockChanges(server.url, (ids, stocks) => {
      heard.push(ids);
      for (const [id, stock] of stocks ?? []) told.set(id, stock);
    }, () => undefined);
    try {
      await until(() => listener.live, 'the listener');
      heard.length = 0;
      const [first, second] = catalogue.linenDress.variantIds;
      await server.db.updateTable('variants').set((eb) => ({ stock: eb('stock', '+', 1) })).where('id', 'in', [first!, second!]).execute();
      await server.db.updateTable('variants').set({ sku: 'renamed-sku' }).where('id', '=', first!).execute();
      // Notifications arrive in commit order: once this last one is heard, a notification for the
      // renaming above would have been heard too.
      const marker = catalogue.silkDress.variantIds[0]!;
      await server.db.updateTable('variants').set((eb) => ({ stock: eb('stock', '+', 1) })).where('id', '=', marker).execute();
      await until(() => heard.some((ids) => ids?.includes(marker)), 'the last notification');
      expect(heard.map((ids) => [...(ids ?? [])].sort())).toEqual([[first, second].sort(), [marker]]);
      // Each with its stock as committed (migration 0033), so a listener knows which way it moved.
      const committed = await server.db.selectFrom('variants').select(['id', 'stock']).where('id', 'in', [first!, second!, marker]).execute();
      expect(told).toEqual(new Map(committed.map((row) => [row.id, row.stock])));
    } finally {
      listener.close();
    }
    expect(listener.live).toBe(false);
  });

  it('drop a cached product answer when one of its sizes changes stock: a size sold out reads so within a moment', async () => {
    const detail = async () => (await api.get('/api/products/linen-summer-dress')).body as { variants: { id: number; stock: number }[] };
    const [size] = (await detail()).variants;
    await server.db.updateTable('variants').set({ regular_price: 99_900 }).where('id', '=', size!.id).execute();
    expect((await detail()).variants[0]).toEqual(size); // the cached answer, as kept
    const started = performance.now();
    await server.db.updateTable('variants').set({ stock: 0 }).where('id', '=', size!.id).execute();
    await until(async () => (await detail()).variants.find((variant) => variant.id === size!.id)?.stock === 0, 'the product answer to show the size sold out');
    // The cache keeps answers for a minute here: only the notification can have dropped it this soon.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('write a changed stock into a quote\'s kept snapshot (without them the stock would be read every time)', async () => {
    const variant = catalogue.sneaker.variantIds[0]!;
    const quote = async () => (await api.post('/api/products/cart/quote', { items: [{ product_id: variant, quantity: 1 }], coupons: [] })).body.items[0].product;
    const before = await quote();
    await server.db.updateTable('variants').set({ regular_price: before.regular_price + 500 }).where('id', '=', variant).execute();
    expect((await quote()).regular_price).toBe(before.regular_price); // kept, as a cached product page
    await server.db.updateTable('variants').set({ stock: before.stock + 3 }).where('id', '=', variant).execute();
    await until(async () => (await quote()).stock === before.stock + 3, 'the quote to show the new stock');
    // The snapshot took the notified stock and was not read again: the price is still the kept one.
    expect((await quote()).regular_price).toBe(before.regular_price);
  });
});
