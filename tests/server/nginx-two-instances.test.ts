import { sql } from 'kysely';
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Catalogue, insertCatalogue, LEBANESE_ADDRESS, STRONG_PASSWORD } from './support/fixtures.js';
import { loopbackClient, type LoopbackAnswer, type LoopbackClient } from './support/loopback-client.js';
import { startNginx } from './support/nginx.js';
import { freePort, startRedisServer } from './support/redis-server.js';
import { spawnServer } from './support/server-process.js';
import { FAILING_SIGN_IN } from './support/sign-in-limits.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 31: Debian's nginx, configured by deploy/nginx/storefront.conf, in front of two API
// processes on one PostgreSQL and one Redis. Through the proxy: a session, a rate limit and a
// stock change hold across both; the client's own address reaches the rate limiter, a forged
// X-Forwarded-For does not; and a rolling restart under load fails no request and loses or
// doubles no order.

const SIGN_INS_PER_MINUTE = 3;
const LOAD_PER_SECOND = 50;
/** One request in this many is an order (5 a second), the rest reads. */
const ORDER_EVERY = 10;

interface Instance {
  port: number;
  process: ReturnType<typeof spawnServer>;
}

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let database: TestApp;
let catalogue: Catalogue;
let nginx: Awaited<ReturnType<typeof startNginx>>;
const instances: Instance[] = [];
const clients: LoopbackClient[] = [];

/** A shopper in front of the proxy, connecting from an address of its own. */
function shopper(address: string) {
  const made = loopbackClient(nginx.origin, address);
  clients.push(made);
  return made;
}

/** The instance that answered: the last address nginx tried (an instance that refused comes first). */
const upstreamOf = (answer: LoopbackAnswer) => String(answer.headers['x-upstream']).split(', ').at(-1)!;

/** Waits until the instance's /readyz answers 200, as an orchestrator does before moving on (at most 60 s). */
async function readyz(port: number): Promise<void> {
  const direct = loopbackClient(`http://127.0.0.1:${port}`);
  try {
    await vi.waitFor(async () => expect((await direct.get('/readyz').catch(() => undefined))?.status).toBe(200), { timeout: 60_000, interval: 50 });
  } finally {
    direct.close();
  }
}

async function startInstance(port: number): Promise<Instance> {
  const process = spawnServer({
    DATABASE_URL: database.url,
    PORT: String(port),
    REDIS_URL: redis.url,
    TRUST_PROXY: '127.0.0.1',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN_MAX: String(SIGN_INS_PER_MINUTE),
    RATE_LIMIT_LOGIN_ACCOUNT_MAX: '1000',
    RATE_LIMIT_REGISTER_MAX: '1000',
    PASSWORD_HASH_COST: '16384', // sign-ins here test limits, not hashing
  });
  await process.ready();
  await readyz(port);
  return { port, process };
}

/** SIGTERM: the instance drains (its answers close their connections, new ones go elsewhere) and exits 0. */
async function stopInstance(instance: Instance): Promise<number | null> {
  instance.process.child.kill('SIGTERM');
  return instance.process.exited;
}

beforeAll(async () => {
  redis = await startRedisServer();
  database = await startTestApp();
  catalogue = await insertCatalogue(database.db);
  const ports = [await freePort(), await freePort()];
  instances.push(...(await Promise.all(ports.map((port) => startInstance(port)))));
  nginx = await startNginx({ port: await freePort(), upstreams: [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`] });
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await nginx?.stop();
  await Promise.all(instances.map(async (instance) => instance.process.child.exitCode === null && stopInstance(instance)));
  await database?.close();
  await redis?.stop();
});

async function guestWithAddress(api: LoopbackClient, email: string) {
  const token = (await api.post('/api/auth/guest', { email })).body.token as string;
  const address = await api.post('/api/account/addresses', LEBANESE_ADDRESS, token);
  expect(address.status, JSON.stringify(address.body)).toBe(201);
  return { token, addressId: address.body.id as number };
}

function order(api: LoopbackClient, guest: { token: string; addressId: number }, variantId: number, key: string) {
  return api.post(
    '/api/orders',
    { shipping_address_id: guest.addressId, billing_address_id: guest.addressId, payment_method: 'cod', insurance: false, items: [{ product_id: variantId, quantity: 1 }] },
    guest.token,
    { 'idempotency-key': key },
  );
}

describe('two instances behind nginx', () => {
  it('a shopper signed in through one instance is signed in on the other', async () => {
    const api = shopper('127.0.0.1');
    const registered = await api.post('/api/auth/register', { first_name: 'Ada', last_name: 'Lovelace', email: 'proxy@example.com', password: STRONG_PASSWORD, accept_terms: true });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const seenBy = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const profile = await api.get('/api/account/profile', token);
      expect(profile.status).toBe(200);
      expect(profile.body.email).toBe('proxy@example.com');
      seenBy.add(upstreamOf(profile));
    }
    expect(seenBy.size).toBe(2);
  });

  it('a rate limit holds across both; the client\'s own address counts, a forged X-Forwarded-For does not', async () => {
    const limited = shopper('127.0.0.2');
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await limited.post('/api/auth/login', FAILING_SIGN_IN));
    expect(new Set(answers.map(upstreamOf)).size).toBe(2);
    expect(answers.map((answer) => answer.status === 429)).toEqual([false, false, false, true, true, true]);
    // Claiming another address does not lift the limit…
    expect((await limited.post('/api/auth/login', FAILING_SIGN_IN, undefined, { 'x-forwarded-for': '198.51.100.77' })).status).toBe(429);
    // …nor does claiming the limited one put another shopper under it: each counts as itself.
    const other = shopper('127.0.0.3');
    expect((await other.post('/api/auth/login', FAILING_SIGN_IN, undefined, { 'x-forwarded-for': '127.0.0.2' })).status).toBe(422);
    expect((await other.post('/api/auth/login', FAILING_SIGN_IN)).status).toBe(422);
  });

  it('a stock change made through one instance is served by the other within 1 s', async () => {
    const api = shopper('127.0.0.4');
    const slug = '/api/products/linen-summer-dress';
    const variantId = catalogue.linenDress.variantIds[0]!;
    const stockIn = (answer: LoopbackAnswer) => (answer.body.variants as { id: number; stock: number }[]).find((variant) => variant.id === variantId)!.stock;
    // Both instances hold the product's answer in their caches first.
    const before = new Map<string, number>();
    while (before.size < 2) {
      const answer = await api.get(slug);
      before.set(upstreamOf(answer), stockIn(answer));
    }
    const stock = [...before.values()][0]!;
    const placed = await order(api, await guestWithAddress(api, 'stock@example.com'), variantId, 'cross-instance-stock');
    expect(placed.status).toBe(201);
    const changedAt = performance.now();
    const placedBy = upstreamOf(placed);
    for (;;) {
      const answer = await api.get(slug);
      if (upstreamOf(answer) !== placedBy) {
        expect(stockIn(answer)).toBe(stock - 1);
        break;
      }
    }
    expect(performance.now() - changedAt).toBeLessThan(1000);
  });

  it('a rolling restart under a steady 50 requests a second: no request fails, no order is lost or doubled', async () => {
    const variantId = catalogue.sneaker.variantIds[0]!;
    await database.db.updateTable('variants').set({ stock: 100_000 }).where('id', '=', variantId).execute();
    const api = shopper('127.0.0.5');
    const guests = await Promise.all([1, 2, 3, 4].map((n) => guestWithAddress(api, `rolling-${n}@example.com`)));
    const reads = ['/api/products/canvas-sneaker', '/api/categories/women-dresses/products', '/api/settings', '/api/home'];
    const failures: string[] = [];
    const ordered = new Map<string, number>();
    const upstreams = new Set<string>();
    let sent = 0;
    let answered = 0;
    const answers = new EventEmitter();
    let busyRetries = 0;
    const inFlight = new Set<Promise<void>>();
    /** An order as the SPA places it: a busy answer (503 with Retry-After) is sent again, under the same key, when it says. */
    const placeLikeTheSpa = async (guest: { token: string; addressId: number }, key: string): Promise<LoopbackAnswer> => {
      for (;;) {
        const answer = await order(api, guest, variantId, key);
        const retryAfter = Number(answer.headers['retry-after']);
        if (answer.status !== 503 || !Number.isFinite(retryAfter)) return answer;
        busyRetries += 1;
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      }
    };
    const send = () => {
      const n = sent++;
      const key = `rolling-${n}`;
      const isOrder = n % ORDER_EVERY === 0;
      const request = isOrder ? placeLikeTheSpa(guests[n % guests.length]!, key) : api.get(reads[n % reads.length]!);
      const done = request.then(
        (answer) => {
          upstreams.add(upstreamOf(answer));
          if (answer.status >= 300) failures.push(`${isOrder ? 'order' : reads[n % reads.length]} → ${answer.status} via ${upstreamOf(answer)}: ${JSON.stringify(answer.body).slice(0, 200)}`);
          else if (isOrder) ordered.set(key, answer.body.id as number);
        },
        (error: Error) => void failures.push(`${isOrder ? 'order' : 'read'} → ${error.message}`),
      );
      inFlight.add(done);
      void done.finally(() => {
        inFlight.delete(done);
        answered += 1;
        answers.emit('answer');
      });
    };
    const started = performance.now();
    // Steady: each tick sends what is due by now, so a late timer does not lower the rate.
    const pace = setInterval(() => {
      const due = Math.floor(((performance.now() - started) / 1000) * LOAD_PER_SECOND);
      while (sent < due) send();
    }, 10);
    /** A second's worth of the load answered from here on: the instances in step before the next move. */
    const steady = () =>
      new Promise<void>((resolve) => {
        const target = answered + LOAD_PER_SECOND;
        const check = () => {
          if (answered < target) return;
          answers.off('answer', check);
          resolve();
        };
        answers.on('answer', check);
      });
    const exits: (number | null)[] = [];
    try {
      await steady();
      for (const index of [0, 1]) {
        const instance = instances[index]!;
        exits.push(await stopInstance(instance));
        instances[index] = await startInstance(instance.port);
        await steady();
      }
    } finally {
      clearInterval(pace);
      await Promise.all(inFlight);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`rolling restart: ${sent} requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(1)}/s), ${ordered.size} orders (${busyRetries} busy answers retried), exit codes ${exits.join(', ')}, ${failures.length} failed`);

    expect(failures).toEqual([]);
    expect(sent / seconds).toBeGreaterThan(LOAD_PER_SECOND * 0.8);
    expect(upstreams.size).toBe(2);
    // Every order answered is in the database once, and only those: none lost, none doubled.
    const rows = await database.db.selectFrom('orders').select(['id', 'idempotency_key']).where('idempotency_key', 'like', 'rolling-%').execute();
    expect(rows.length).toBe(Math.ceil(sent / ORDER_EVERY));
    expect(new Map(rows.map((row) => [row.idempotency_key, row.id]))).toEqual(ordered);
    const { rows: stock } = await sql<{ stock: number }>`SELECT stock FROM variants WHERE id = ${variantId}`.execute(database.db);
    expect(stock[0]?.stock).toBe(100_000 - rows.length);
  }, 180_000);
});
