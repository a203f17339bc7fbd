import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_BUSY_MESSAGE } from '../../server/src/features/orders/routes.js';
import { type Catalogue, createAddress, insertCatalogue } from './support/fixtures.js';
import { client } from './support/http.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 30: when orders arrive faster than they can be placed, the server refuses early and
// cheaply (503 with Retry-After) instead of queueing every buyer; a refused order retried under
// its Idempotency-Key is placed once. Over real HTTP, with one place and two waiting.

const PLACES = 1;
const QUEUE = 2;
const FLOOD = 12;

let server: TestApp;
let base: string;
let catalogue: Catalogue;
let token: string;
let addressId: number;

beforeAll(async () => {
  server = await startTestApp({ config: { orderConcurrency: PLACES, orderQueueLimit: QUEUE, orderQueueWaitMs: 30_000 } });
  catalogue = await insertCatalogue(server.db);
  await server.db.updateTable('variants').set({ stock: 100 }).where('id', '=', catalogue.sneaker.variantIds[0]!).execute();
  const api = client(server.app);
  token = (await api.post('/api/auth/guest', { email: 'rush@example.com' })).body.token as string;
  addressId = await createAddress(api, token);
  base = await server.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

interface Timed {
  status: number;
  retryAfter: string | null;
  body: { id?: number; message?: string; data?: unknown };
  ms: number;
}

/** POST /api/orders over HTTP: a guest's cash-on-delivery sneaker under `key`. */
async function order(key: string, bearer = token): Promise<Timed> {
  const started = performance.now();
  const answer = await fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, 'idempotency-key': key },
    body: JSON.stringify({
      shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false,
      items: [{ product_id: catalogue.sneaker.variantIds[0], quantity: 1 }],
    }),
  });
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: (await answer.json()) as Timed['body'], ms: performance.now() - started };
}

/** Holds the sneaker's stock row, as a slow order would: orders that reach their stock wait for `release`. */
async function holdStock() {
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding = server.db.transaction().execute(async (trx) => {
    await trx.selectFrom('variants').select('id').where('id', '=', catalogue.sneaker.variantIds[0]!).forUpdate().execute();
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await holding;
  };
}

/** Every order of the database (a fresh one per test file): the guest's. */
const ordersOfGuest = () => server.db.selectFrom('orders').select(['id', 'idempotency_key']).execute();

describe('a rush of orders past the queue', () => {
  it('is refused at once with 503, Retry-After and the error shape; retried under the same keys, each order is placed once', async () => {
    const keys = Array.from({ length: FLOOD }, (_, index) => `rush-key-${index}-${Date.now()}`);
    const release = await holdStock();
    const refused: Timed[] = [];
    const answers = keys.map((key) => order(key).then((answer) => (refused.push(answer), answer)));
    // While the first order is stuck on its stock, every refusal comes back: nobody queued behind it.
    // (None of those waiting is refused later: all of them are placed once the stock is free, below.)
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBe(FLOOD - PLACES - QUEUE);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: ORDERS_BUSY_MESSAGE, data: { errors: {} } });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    // A few ms each on an idle machine; generous for a loaded one, far below the held order's wait.
    expect(Math.max(...refused.map((answer) => answer.ms))).toBeLessThan(1500);

    // The queue is full: the next order is refused at the door, before its token is even looked up.
    const atTheDoor = await order('door-key-0001', 'not-a-token');
    expect([atTheDoor.status, atTheDoor.body.message]).toEqual([503, ORDERS_BUSY_MESSAGE]);
    expect(atTheDoor.retryAfter).not.toBeNull();

    await release();
    const settled = await Promise.all(answers);
    const placed = settled.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(PLACES + QUEUE);
    expect(await ordersOfGuest()).toHaveLength(PLACES + QUEUE);

    // Each refused buyer tries again under its key: one order each. A placed one's retry answers its order.
    const refusedKeys = keys.filter((_, index) => settled[index]!.status === 503);
    const retried = [];
    for (const key of refusedKeys) retried.push(await order(key));
    expect(retried.map((answer) => answer.status)).toEqual(refusedKeys.map(() => 201));
    const placedKey = keys[settled.findIndex((answer) => answer.status === 201)]!;
    const again = await order(placedKey);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(settled[keys.indexOf(placedKey)]!.body.id);

    const orders = await ordersOfGuest();
    expect(orders).toHaveLength(FLOOD);
    expect(new Set(orders.map((row) => row.idempotency_key))).toEqual(new Set(keys));
    const stock = await server.db.selectFrom('variants').select('stock').where('id', '=', catalogue.sneaker.variantIds[0]!).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(100 - FLOOD);
  });
});

describe('a rush of orders while a size with few units is followed', () => {
  // The door opens while a size is followed (a drop's buyers are judged by its units, not by the
  // queue's length); any other order is still refused by the queue's bounds once its lines are known.
  let followedServer: TestApp;
  let followedBase: string;
  let guest: string;
  let guestAddress: number;
  let shop: Catalogue;

  beforeAll(async () => {
    followedServer = await startTestApp({ config: { orderConcurrency: PLACES, orderQueueLimit: QUEUE, orderQueueWaitMs: 30_000, catalogueCacheTtlMs: 60_000 }, stockNotifications: true });
    shop = await insertCatalogue(followedServer.db);
    await followedServer.db.updateTable('variants').set({ stock: 5000 }).where('id', '=', shop.sneaker.variantIds[0]!).execute();
    await followedServer.db.updateTable('variants').set({ stock: 5 }).where('id', '=', shop.linenDress.variantIds[0]!).execute();
    const api = client(followedServer.app);
    guest = (await api.post('/api/auth/guest', { email: 'followed-rush@example.com' })).body.token as string;
    guestAddress = await createAddress(api, guest);
    followedBase = await followedServer.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => followedServer.close());

  const orderOf = async (variantId: number, quantity: number, key: string) => {
    const answer = await fetch(`${followedBase}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${guest}`, 'idempotency-key': key },
      body: JSON.stringify({ shipping_address_id: guestAddress, billing_address_id: guestAddress, payment_method: 'cod', insurance: false, items: [{ product_id: variantId, quantity }] }),
    });
    return { status: answer.status, retryAfter: answer.headers.get('retry-after') };
  };

  it('still refuses an order for a size nobody contends for with 503 and Retry-After past the queue', async () => {
    // Asking for more of the dress than there is: the instance follows its 5 units from now on.
    const tooMany = await orderOf(shop.linenDress.variantIds[0]!, 6, `followed-dress-${Date.now()}`);
    expect(tooMany.status).toBe(409);

    const sneaker = shop.sneaker.variantIds[0]!;
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = followedServer.db.transaction().execute(async (trx) => {
      await trx.selectFrom('variants').select('id').where('id', '=', sneaker).forUpdate().execute();
      locked();
      await released;
    });
    await isLocked;
    const answers = Array.from({ length: FLOOD }, (_, index) => orderOf(sneaker, 1, `followed-rush-${index}-${Date.now()}`));
    const refused: { status: number; retryAfter: string | null }[] = [];
    for (const answer of answers) void answer.then((settled) => settled.status !== 201 && refused.push(settled));
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBe(FLOOD - PLACES - QUEUE);
    expect(refused.every((answer) => answer.status === 503 && Number(answer.retryAfter) >= 1)).toBe(true);
    release();
    await holding;
    expect((await Promise.all(answers)).filter((answer) => answer.status === 201)).toHaveLength(PLACES + QUEUE);
  });
});
