/**
 * `npm run bench:drop [-- --units 100 --buyers 2000 --connections 200 --reuse [--data-dir DIR]]`
 *
 * Issue 30's drop (not a test): one size of one product goes on sale with 100 units, and 2,000
 * buyers (half guests, half signed in with it in their server cart; half card, half cash on
 * delivery) try to buy one each, 200 at a time, each as the store's payment step does (a busy 503
 * waited out and tried again under the same key, bench/shoppers.ts), against the real app in its own
 * process on the 100,000-product catalogue, once it is ready and has served orders of another size,
 * over connections opened before the clock (the buyers have the page open before the hour). Prints the CPU each side used, and checks: exactly `units` orders, stock never
 * below 0, every other buyer a 409 in the error shape with p99 ≤ 300 ms, no 5xx, no deadlock in
 * PostgreSQL, and the product page showing the size sold out within 1 s of the last unit sold.
 * Exits non-zero on any breach.
 */
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Kysely, sql } from 'kysely';
import { createDb } from '../server/src/db/connection.js';
import type { Database } from '../server/src/db/types.js';
import { makeGuests, startBenchServer, stopBenchServer } from './app-process.js';
import { DATABASE_OPTIONS, prepareDatabaseFromOptions } from './database.js';
import { measureCpu } from './cpu-use.js';
import { openConnections, runShoppers } from './shoppers.js';
import { percentile } from './stats.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const say = (line: string) => console.log(`[bench] ${line}`);

interface Buyer {
  token: string;
  addressId: number;
  /** A guest names the line in the body; a user's comes from the server cart. */
  guest: boolean;
  method: 'card' | 'cod';
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Asks `soldOut` every 25 ms until stopped; `soldOutAt`: when it first said yes (ms from `started`). */
function watchSoldOut(soldOut: () => Promise<boolean>, started: number) {
  const watch = { soldOutAt: null as number | null, stopped: false, stop: async () => undefined as void };
  const loop = (async () => {
    while (!watch.stopped && watch.soldOutAt === null) {
      if (await soldOut()) watch.soldOutAt = performance.now() - started;
      else await new Promise((wait) => setTimeout(wait, 25));
    }
  })();
  watch.stop = async () => {
    watch.stopped = true;
    await loop;
  };
  return watch;
}

/**
 * A store has served orders before its drop: a guest's card order, a cash-on-delivery one and a
 * refusal, of another size. A fresh process compiles each answer's serializer validators (Ajv, in
 * fast-json-stringify) the first time it sends that answer, about 160 ms in all, which a run that
 * started cold spent inside the drop's first 200 answers.
 */
async function servedOrdersBefore(url: string, db: Kysely<Database>, dropId: number, run: string): Promise<void> {
  const other = (await sql<{ id: number }>`SELECT id FROM variants WHERE id <> ${dropId} ORDER BY md5(id::text || ${run}) LIMIT 1`.execute(db)).rows[0]!.id;
  // One unit: the cash-on-delivery order replaces the unpaid card one (its unit comes back), and the third finds none.
  await sql`UPDATE variants SET stock = 1 WHERE id = ${other}`.execute(db);
  const [guest] = await makeGuests(url, 1, `drop-before-${run}`);
  const order = async (method: 'card' | 'cod', key: string, expected: number) => {
    const answer = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${guest!.token}`, 'idempotency-key': `drop-before-${run}-${key}` },
      body: JSON.stringify({ shipping_address_id: guest!.addressId, billing_address_id: guest!.addressId, payment_method: method, insurance: false, items: [{ product_id: other, quantity: 1 }] }),
    });
    if (answer.status !== expected) throw new Error(`an order before the drop answered ${answer.status}: ${await answer.text()}`);
  };
  await order('card', 'card', 201);
  await order('cod', 'cod', 201);
  await order('cod', 'refused', 409);
}

async function main() {
  const { values } = parseArgs({
    options: {
      ...DATABASE_OPTIONS,
      units: { type: 'string', default: '100' },
      buyers: { type: 'string', default: '2000' },
      connections: { type: 'string', default: '200' },
    },
  });
  const units = Number(values.units);
  const buyerCount = Number(values.buyers);
  const connections = Number(values.connections);

  const database = await prepareDatabaseFromOptions(root, values, say);
  const db = createDb(database.url, 4);
  try {
    // The drop: one size of one product, `units` on the shelf; another size each run, since a reused
    // database keeps earlier runs' unpaid card orders, whose units go back when they expire.
    const run = randomBytes(4).toString('hex');
    const drop = (await sql<{ id: number; slug: string }>`
      SELECT v.id, p.unique_slug AS slug FROM variants v JOIN products p ON p.id = v.product_id ORDER BY md5(v.id::text || ${run}) LIMIT 1`.execute(db)).rows[0]!;
    await sql`UPDATE variants SET stock = 0 WHERE id = ${drop.id}`.execute(db);

    // The buyers, written straight to the tables (a thousand sign-ups would hash a thousand passwords first).
    say(`${buyerCount} buyers…`);
    const expires = new Date(Date.now() + 3600_000);
    const buyers: Buyer[] = [];
    for (let index = 0; index < buyerCount; index += 1) {
      const guest = index % 2 === 0;
      const token = randomBytes(32).toString('base64url');
      const email = `drop-${run}-${index}@example.com`;
      const owner = guest
        ? { guest_id: (await sql<{ id: number }>`INSERT INTO guests (email) VALUES (${email}) RETURNING id`.execute(db)).rows[0]!.id }
        : { user_id: (await sql<{ id: number }>`INSERT INTO users (email, password_hash, first_name, last_name) VALUES (${email}, 'scrypt$16384$AAAA$AAAA', 'Drop', 'Buyer') RETURNING id`.execute(db)).rows[0]!.id };
      const ownerColumn = 'guest_id' in owner ? sql.raw('guest_id') : sql.raw('user_id');
      const ownerId = 'guest_id' in owner ? owner.guest_id : owner.user_id;
      await sql`INSERT INTO tokens (token_hash, kind, ${ownerColumn}, expires_at) VALUES (${tokenHash(token)}, ${guest ? 'guest' : 'user'}, ${ownerId}, ${expires})`.execute(db);
      const address = (await sql<{ id: number }>`
        INSERT INTO addresses (${ownerColumn}, first_name, last_name, phone, country_code, city, area, street)
        VALUES (${ownerId}, 'Drop', 'Buyer', '+961 1 234 567', 'LB', 'Beirut', 'Hamra', 'Hamra Street') RETURNING id`.execute(db)).rows[0]!.id;
      if (!guest) await sql`INSERT INTO cart_items (user_id, variant_id, quantity) VALUES (${ownerId}, ${drop.id}, 1)`.execute(db);
      buyers.push({ token, addressId: address, guest, method: index % 4 < 2 ? 'cod' : 'card' });
    }

    const { child, port } = await startBenchServer(root, database.url);
    const url = `http://127.0.0.1:${port}`;
    try {
      const soldOut = async () => {
        const product = (await (await fetch(`${url}/api/products/${drop.slug}`)).json()) as { variants?: { id: number; stock: number }[] };
        return product.variants?.find((variant) => variant.id === drop.id)?.stock === 0;
      };
      await servedOrdersBefore(url, db, drop.id, run);
      // The drop goes live while the store runs, as a merchant's stock would: the units are put on
      // the shelf and the product page is asked for as shoppers would, so its answer is cached.
      await sql`UPDATE variants SET stock = ${units} WHERE id = ${drop.id}`.execute(db);
      for (let tries = 0; (await soldOut()) && tries < 200; tries += 1) await new Promise((wait) => setTimeout(wait, 25));
      if (await soldOut()) throw new Error('the drop is sold out before it starts');
      const deadlocksBefore = Number((await sql<{ deadlocks: string }>`SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()`.execute(db)).rows[0]!.deadlocks);

      await openConnections(url, connections);
      say(`${buyerCount} buyers for ${units} units over ${connections} connections at once (load average ${loadavg()[0]!.toFixed(2)})…`);
      // Each buyer places one order as the store's payment step does (a busy 503 waited out and tried
      // again under the same key), 200 buyers at a time: a buyer's outcome is its last answer.
      let next = 0;
      const started = performance.now();
      const watching = watchSoldOut(soldOut, started);
      const cpu = measureCpu(child.pid);
      const placed = await runShoppers(
        connections,
        () => {
          if (next >= buyerCount) return null;
          const buyer = buyers[next]!;
          next += 1;
          return {
            headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `drop-${run}-${next}` },
            body: JSON.stringify({
              shipping_address_id: buyer.addressId,
              billing_address_id: buyer.addressId,
              payment_method: buyer.method,
              insurance: false,
              ...(buyer.guest ? { items: [{ product_id: drop.id, quantity: 1 }] } : {}),
            }),
          };
        },
        url,
        started,
      );
      const cpuUsed = cpu.stop();
      const times = placed.flatMap((order) => order.tries);
      const outcomes = placed.map((order) => order.tries.at(-1)!);
      const bodies = outcomes.filter((answer) => answer.status !== 201 && answer.status !== 409).slice(0, 5).map((answer) => `${answer.status} ${answer.body.slice(0, 160)}`);
      const lastSale = Math.max(...times.filter((time) => time.status === 201).map((time) => time.at));
      // The buyers' waits can outlast the sell-out by seconds: the page is watched from the start.
      await watching.stop();
      let shownAfter = watching.soldOutAt === null ? Number.POSITIVE_INFINITY : Math.max(0, watching.soldOutAt - lastSale);
      for (let tries = 0; tries < 200 && !Number.isFinite(shownAfter); tries += 1) {
        if (await soldOut()) shownAfter = performance.now() - started - lastSale;
        else await new Promise((wait) => setTimeout(wait, 25));
      }

      const count = (predicate: (status: number) => boolean) => outcomes.filter((answer) => predicate(answer.status)).length;
      const busy = times.filter((time) => time.status === 503).length;
      const refused = times.filter((time) => time.status === 409).map((time) => time.ms).sort((a, b) => a - b);
      const all = times.map((time) => time.ms).sort((a, b) => a - b);
      const stock = Number((await sql<{ stock: number }>`SELECT stock FROM variants WHERE id = ${drop.id}`.execute(db)).rows[0]!.stock);
      // This run's orders only: a reused database keeps the orders of earlier runs.
      const sold = Number((await sql<{ units: string }>`
        SELECT COALESCE(SUM(i.quantity), 0) AS units FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.variant_id = ${drop.id} AND o.status IN ('placed', 'pending_payment', 'paid') AND o.idempotency_key LIKE ${`drop-${run}-%`}`.execute(db)).rows[0]!.units);
      const deadlocks = Number((await sql<{ deadlocks: string }>`SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()`.execute(db)).rows[0]!.deadlocks) - deadlocksBefore;
      const tally = new Map<number, number>();
      for (const time of times) tally.set(time.status, (tally.get(time.status) ?? 0) + 1);
      const statuses = [...tally].map(([status, count]) => `${status}×${count}`).join(' ');

      const lastAnswer = Math.max(...times.map((time) => time.at));
      console.log(`\nanswers: ${statuses} (${busy} busy answers waited out and tried again); all answers p50 ${percentile(all, 0.5).toFixed(0)} ms, p99 ${percentile(all, 0.99).toFixed(0)} ms; the burst took ${lastAnswer.toFixed(0)} ms`);
      // Where the 409s' time goes: those answered while units were still selling wait behind the orders that took them.
      const refusedBy = (before: boolean) => times.filter((time) => time.status === 409 && time.at <= lastSale === before).map((time) => time.ms).sort((a, b) => a - b);
      for (const [label, answers] of [['before', refusedBy(true)], ['after', refusedBy(false)]] as const) {
        if (answers.length > 0) console.log(`409s answered ${label} the last unit sold (${lastSale.toFixed(0)} ms in): ${answers.length}, p50 ${percentile(answers, 0.5).toFixed(0)} ms, p99 ${percentile(answers, 0.99).toFixed(0)} ms`);
      }
      const firstSale = Math.min(...times.filter((time) => time.status === 201).map((time) => time.at));
      console.log(`the units sold between ${firstSale.toFixed(0)} and ${lastSale.toFixed(0)} ms; orders' p50 ${percentile(times.filter((time) => time.status === 201).map((time) => time.ms).sort((a, b) => a - b), 0.5).toFixed(0)} ms`);
      if (cpuUsed !== null) console.log(`CPU during the burst: ${cpuUsed}`);
      if (bodies.length > 0) console.log(`buyers left without an order or a 409: ${bodies.join(' | ')}`);
      const checks: [boolean, string][] = [
        [count((status) => status === 201) === units && sold === units, `exactly ${units} orders: ${count((status) => status === 201)} answered 201, ${sold} units sold`],
        [stock === 0, `stock never below 0, ends at 0: ${stock}`],
        [count((status) => status === 409) === buyerCount - units, `every other buyer a 409: ${count((status) => status === 409)} of ${buyerCount - units}`],
        [percentile(refused, 0.99) <= 300, `the 409s' p99 ≤ 300 ms: ${percentile(refused, 0.99).toFixed(0)} ms (p50 ${percentile(refused, 0.5).toFixed(0)} ms)`],
        [times.every((time) => time.status < 500), `no 5xx: ${times.filter((time) => time.status >= 500).length} answers (${count((status) => status >= 500)} buyers left with one)`],
        [deadlocks === 0, `no deadlock: ${deadlocks}`],
        [shownAfter <= 1000, `the product page shows the size sold out within 1 s of the last unit: ${Number.isFinite(shownAfter) ? `${shownAfter.toFixed(0)} ms` : 'never'}`],
      ];
      for (const [met, text] of checks) console.log(`${met ? 'MET    ' : 'NOT MET'}  ${text}`);
      if (checks.some(([met]) => !met)) process.exitCode = 1;
    } finally {
      await stopBenchServer(child);
    }
  } finally {
    await db.destroy();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exitCode = 1;
});
