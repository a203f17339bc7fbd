import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Catalogue, createAddress, insertCatalogue } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 30, a drop: once a size sells out, the buyers after the last unit get the same 409 at
// once (before the order queue) until the size's stock changes again; a repeat of a key already
// placed still answers its order.

let server: TestApp;
let api: Client;
let catalogue: Catalogue;
let keys = 0;

beforeAll(async () => {
  server = await startTestApp({ config: { catalogueCacheTtlMs: 60_000, orderConcurrency: 1 }, stockNotifications: true });
  api = client(server.app);
  catalogue = await insertCatalogue(server.db);
});
afterAll(() => server.close());

const size = () => catalogue.sneaker.variantIds[0]!;
const setStock = (stock: number) => server.db.updateTable('variants').set({ stock }).where('id', '=', size()).execute();
const placedOrders = async () => Number((await server.db.selectFrom('order_items').select((eb) => eb.fn.countAll().as('n')).where('variant_id', '=', size()).executeTakeFirstOrThrow()).n);

async function buyer(variant = size()) {
  const token = (await api.post('/api/auth/guest', { email: `drop-${(keys += 1)}@example.com` })).body.token as string;
  const addressId = await createAddress(api, token);
  const key = `drop-key-${keys}`;
  const buy = () =>
    api.post('/api/orders', { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false, items: [{ product_id: variant, quantity: 1 }] }, token, { 'idempotency-key': key });
  return { buy };
}

/**
 * Runs `work` while the order queue is busy: the one place (`orderConcurrency: 1`) is taken by
 * another order waiting on a row this test keeps locked. What `work` gets answered, it got
 * without queueing behind that order.
 */
async function whileQueueBusy<T>(work: () => Promise<T>): Promise<T> {
  const other = catalogue.linenDress.variantIds[0]!;
  const blocker = await buyer(other);
  let answer: T | undefined;
  let blocked: Promise<unknown> = Promise.resolve();
  await server.db.transaction().execute(async (trx) => {
    await trx.selectFrom('variants').select('id').where('id', '=', other).forUpdate().execute();
    blocked = blocker.buy();
    await vi.waitFor(async () => {
      const waiting = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(server.db);
      expect(waiting.rows[0]!.n).toBeGreaterThan(0);
    }, { timeout: 10_000, interval: 20 });
    answer = await work();
  });
  await blocked;
  return answer!;
}

describe('a size sold out', () => {
  it('is answered 409 in the same shape from the first refusal on, a repeat of a placed key answers its order, and a restock sells again', async () => {
    await setStock(1);
    const [first, second, third] = [await buyer(), await buyer(), await buyer()];
    const bought = await first.buy();
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);

    const found = await second.buy(); // finds the shelf empty in the database
    expect(found.status).toBe(409);
    // Answered from what the instance saw, before the queue: it does not wait for the order ahead.
    const fast = await whileQueueBusy(() => third.buy());
    expect(fast.status).toBe(409);
    expect(fast.body).toEqual(found.body);
    expect(fast.body.data.lines).toEqual([{ product_id: size(), requested: 1, available: 0 }]);

    // The first buyer's retry (an answer lost on the way) is its order, not a refusal.
    const again = await first.buy();
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(bought.body.id);
    expect(await placedOrders()).toBe(1);

    // A restock reaches the instance through the stock notifications: the size sells again.
    await setStock(3);
    await vi.waitFor(async () => expect((await (await buyer()).buy()).status).toBe(201), { timeout: 20_000, interval: 100 });
  });
});
