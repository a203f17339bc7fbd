import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Catalogue, createAddress, insertCatalogue, registerUser } from './support/fixtures.js';
import { type Client, client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 30, a drop (units-left.ts): once the orders in flight take every unit left of a size, or it
// sells out, the buyers after them get the same 409 at once (before the order queue) until its
// stock changes again; a repeat of a key already placed still answers its order, and a shopper
// whose own unpaid card order holds the units may still place the order that replaces it.

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
  const order = (key: string, paymentMethod: 'cod' | 'card') =>
    api.post('/api/orders', { shipping_address_id: addressId, billing_address_id: addressId, payment_method: paymentMethod, insurance: false, items: [{ product_id: variant, quantity: 1 }] }, token, { 'idempotency-key': key });
  const key = `drop-key-${keys}`;
  return { buy: () => order(key, 'cod'), buyByCard: () => order(key, 'card'), tryAgain: () => order(`${key}-again`, 'cod') };
}

const stockNow = async () => (await server.db.selectFrom('variants').select('stock').where('id', '=', size()).executeTakeFirstOrThrow()).stock;
const refusal = (available: number) => ({ product_id: size(), requested: 1, available });

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

    const found = await second.buy();
    expect(found.status).toBe(409);
    // Answered from what the instance saw, before the queue: it does not wait for the order ahead.
    const fast = await whileQueueBusy(() => third.buy());
    expect(fast.status).toBe(409);
    expect(fast.body).toEqual(found.body);
    expect(fast.body.data.lines).toEqual([refusal(0)]);

    // The first buyer's retry (an answer lost on the way) is its order, not a refusal.
    const again = await first.buy();
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(bought.body.id);
    expect(await placedOrders()).toBe(1);

    // A restock reaches the instance through the stock notifications: the size sells again.
    await setStock(3);
    await vi.waitFor(async () => expect((await (await buyer()).buy()).status).toBe(201), { timeout: 20_000, interval: 100 });
  });

  it('is answered at once while orders in flight hold every unit left, and those orders get them', async () => {
    await setStock(2);
    // The instance follows the size once its stock notification arrives.
    await vi.waitFor(() => expect(server.app.unitsLeft.shortages([{ product_id: size(), quantity: 3 }])).toEqual([{ product_id: size(), requested: 3, available: 2 }]), { timeout: 20_000, interval: 20 });
    const [first, second, third] = [await buyer(), await buyer(), await buyer()];
    let inFlight: Promise<{ status: number }>[] = [];
    let late: { status: number; body: { data: { lines: unknown } } } | undefined;
    // The size's row is held, so the two orders admitted wait: the first in the queue's one place, the second behind it.
    await server.db.transaction().execute(async (trx) => {
      await trx.selectFrom('variants').select('id').where('id', '=', size()).forUpdate().execute();
      inFlight = [first.buy(), second.buy()];
      // Both have claimed their unit: none is left to a third buyer.
      await vi.waitFor(() => expect(server.app.unitsLeft.shortages([{ product_id: size(), quantity: 1 }])).toEqual([refusal(0)]), { timeout: 10_000, interval: 20 });
      late = await third.buy();
    });
    expect(late!.status).toBe(409);
    expect(late!.body.data.lines).toEqual([refusal(0)]);
    expect((await Promise.all(inFlight)).map((answer) => answer.status)).toEqual([201, 201]);
    expect(await stockNow()).toBe(0);
    // Their COMMITs took the units (migration 0034) and left no reservation behind.
    expect(await server.db.selectFrom('stock_reservations').selectAll().execute()).toEqual([]);
  });

  it('lets a shopper whose unpaid card order holds the last unit place the order that replaces it; others hear 409', async () => {
    await setStock(1);
    const [holder, other] = [await buyer(), await buyer()];
    await vi.waitFor(async () => expect((await holder.buyByCard()).status).toBe(201), { timeout: 20_000, interval: 100 });
    expect(await stockNow()).toBe(0);
    expect((await other.buy()).status).toBe(409);

    const replaced = await holder.tryAgain();
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    expect(await stockNow()).toBe(0);
    const statuses = await server.db.selectFrom('orders').select('status').where('idempotency_key', 'like', `${'drop-key-'}%`).where('guest_id', '=', (await server.db.selectFrom('orders').select('guest_id').where('id', '=', replaced.body.id).executeTakeFirstOrThrow()).guest_id).orderBy('id').execute();
    expect(statuses.map((row) => row.status)).toEqual(['cancelled', 'placed']);
  });

  it('reads a signed-in buyer\'s server cart with the token, and answers 401 for a token that is not live', async () => {
    await setStock(1);
    const { token } = await registerUser(api, `drop-user-${(keys += 1)}@example.com`);
    const addressId = await createAddress(api, token);
    expect((await api.post('/api/products/cart', { items: [{ quantity: 1, product_id: size(), raw: false }] }, token)).status).toBe(200);
    // The last unit goes to someone else; the instance sees the size sold out.
    await setStock(0);
    await vi.waitFor(() => expect(server.app.unitsLeft.shortages([{ product_id: size(), quantity: 1 }])).toEqual([refusal(0)]), { timeout: 20_000, interval: 20 });
    const order = (bearer: string) =>
      api.post('/api/orders', { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false }, bearer, { 'idempotency-key': `drop-user-key-${keys}` });

    const refused = await order(token);
    expect(refused.status).toBe(409);
    expect(refused.body.data.lines).toEqual([refusal(0)]);
    expect(refused.body.data.errors.items).toBe('Not enough stock for: Canvas Sneaker.');
    expect((await order(`${token}x`)).status).toBe(401);
    await server.db.updateTable('tokens').set({ revoked_at: new Date() }).where('user_id', 'is not', null).execute();
    expect((await order(token)).status).toBe(401);
  });
});
