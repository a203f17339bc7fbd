/**
 * `npm run bench:orders [-- --duration 20 --connections 50,200 --reuse [--data-dir DIR]]`
 *
 * Issue 30's order bench (not a test): guest cash-on-delivery orders of 1-3 lines over the
 * 100,000-product catalogue, placed through the real app (its own process) by as many buyers at
 * once as the concurrency for `duration` seconds, each as the store's payment step places an order
 * (bench/shoppers.ts: a busy 503 waited out, then tried again under the same key); and, in the same run, the floor: a plain script doing the same SQL
 * writes over `pg` (the order row, the guarded stock decrements, the lines, the confirmation's
 * outbox row) at the same concurrency through a pool of the app's size — what PostgreSQL itself
 * allows here. Prints orders/s, p50/p95/p99 and errors of each, and the app's share of the floor;
 * checks the targets at the highest concurrency: ≥ 50 % of the floor, p99 ≤ 150 ms, 0 errors.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { configFromEnv } from '../server/src/config.js';
import { createDb } from '../server/src/db/connection.js';
import { type BenchGuest, makeGuests, startBenchServer, stopBenchServer } from './app-process.js';
import { DATABASE_OPTIONS, prepareDatabaseFromOptions } from './database.js';
import { measureCpu } from './cpu-use.js';
import { openConnections, runShoppers } from './shoppers.js';
import { percentile } from './stats.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const say = (line: string) => console.log(`[bench] ${line}`);
/** Variants the bench buys, stocked so that no order runs out. */
const VARIANTS = 2000;

interface Figures {
  orders: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** An order's whole time at p99, busy answers' waits included (the app's orders only). */
  orderP99?: number;
  statuses: string;
}

function figures(times: number[], errors: number, seconds: number, statuses: Record<string, number>): Figures {
  times.sort((a, b) => a - b);
  return {
    orders: times.length - errors,
    errors,
    perSecond: (times.length - errors) / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    statuses: Object.entries(statuses).map(([status, count]) => `${status}×${count}`).join(' '),
  };
}

/** 1-3 distinct variants of the stocked ones, 1-2 units each. */
function linesFrom(variants: readonly number[], next: () => number) {
  const count = 1 + (next() % 3);
  const picked = new Set<number>();
  while (picked.size < count) picked.add(variants[next() % variants.length]!);
  return [...picked].map((id) => ({ product_id: id, quantity: 1 + (next() % 2) }));
}

/**
 * Orders through the app's API by `connections` buyers at once for `seconds`, each placing its
 * orders one after the other as the store does (bench/shoppers.ts: a busy answer waited out and
 * tried again under the same key). p50-p99 are of every answer, busy ones included; `orderP99`
 * is an order's whole time, waits included; an error is an order not placed in the end.
 */
async function throughTheApp(url: string, guests: readonly BenchGuest[], variants: readonly number[], connections: number, seconds: number): Promise<Figures> {
  let sequence = 0;
  const next = () => (sequence = (sequence * 1103515245 + 12345) % 2147483648);
  let key = 0;
  await openConnections(url, connections);
  const started = performance.now();
  const until = started + seconds * 1000;
  const placed = await runShoppers(
    connections,
    () => {
      if (performance.now() >= until) return null;
      const guest = guests[(key += 1) % guests.length]!;
      return {
        headers: { authorization: `Bearer ${guest.token}`, 'idempotency-key': `orders-${process.pid}-${connections}-${key}` },
        body: JSON.stringify({ shipping_address_id: guest.addressId, billing_address_id: guest.addressId, payment_method: 'cod', insurance: false, items: linesFrom(variants, next) }),
      };
    },
    url,
    started,
  );
  const answers = placed.flatMap((order) => order.tries);
  const statuses: Record<string, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const failed = placed.filter((order) => order.tries.at(-1)!.status !== 201).length;
  const elapsed = (Math.max(...answers.map((answer) => answer.at)) || seconds * 1000) / 1000;
  const orderTimes = placed.map((order) => order.ms).sort((a, b) => a - b);
  return {
    ...figures(answers.map((answer) => answer.ms), 0, elapsed, statuses),
    orders: placed.length - failed,
    errors: failed,
    perSecond: (placed.length - failed) / elapsed,
    orderP99: percentile(orderTimes, 0.99),
  };
}

interface FloorRow {
  guestId: number;
  address: string;
}

/** The same writes as placing an order, straight over pg, by `connections` workers sharing a pool of `poolSize`. */
async function theFloor(url: string, rows: readonly FloorRow[], variants: readonly { id: number; product_id: number; price: number }[], connections: number, poolSize: number, seconds: number, appPid: number | undefined): Promise<Figures & { cpuUsed: string | null }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let sequence = 7;
  const next = () => (sequence = (sequence * 1103515245 + 12345) % 2147483648);
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  let errors = 0;
  let counter = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const row = rows[(counter += 1) % rows.length]!;
      const lines = linesFrom(variants.map((variant) => variant.id), next).sort((a, b) => a.product_id - b.product_id);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const total = lines.reduce((sum, line) => sum + line.quantity * variants.find((variant) => variant.id === line.product_id)!.price, 0);
        const order = await client.query<{ id: number }>(
          `INSERT INTO orders (number, guest_id, idempotency_key, request_fingerprint, status, payment_method, shipping_address, billing_address, insurance, subtotal, discount, shipping, total, created_at, updated_at)
           VALUES ($1, $2, $3, $4, 'placed', 'cod', $5, $5, false, $6, 0, 500, $7, now(), now()) RETURNING id`,
          [`FL-${randomBytes(5).toString('hex')}`, row.guestId, `floor-${process.pid}-${counter}`, 'fingerprint', row.address, total, total + 500],
        );
        const orderId = order.rows[0]!.id;
        for (const line of lines) {
          const taken = await client.query('UPDATE variants SET stock = stock - $1 WHERE id = $2 AND stock >= $1 RETURNING stock', [line.quantity, line.product_id]);
          if (taken.rowCount !== 1) throw new Error('out of stock');
        }
        const values: unknown[] = [];
        const tuples = lines.map((line, position) => {
          const variant = variants.find((candidate) => candidate.id === line.product_id)!;
          values.push(orderId, variant.product_id, variant.id, line.quantity, variant.price, JSON.stringify({ id: variant.id }), position);
          const base = position * 7;
          return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6}, $${base + 7})`;
        });
        await client.query(`INSERT INTO order_items (order_id, product_id, variant_id, quantity, unit_price, snapshot, position) VALUES ${tuples.join(', ')}`, values);
        await client.query(`INSERT INTO mail_outbox (recipient, subject, body, html, message_id, created_at) VALUES ('floor@example.com', 'Your order', 'text', '<p>html</p>', $1, now())`, [`<${randomBytes(12).toString('hex')}@floor>`]);
        await client.query('COMMIT');
        times.push(performance.now() - started);
      } catch {
        await client.query('ROLLBACK').catch(() => undefined);
        errors += 1;
        times.push(performance.now() - started);
      } finally {
        client.release();
      }
    }
  };
  const cpu = measureCpu(appPid);
  await Promise.all(Array.from({ length: connections }, worker));
  // Before the pool ends: its backends' CPU goes with them.
  const cpuUsed = cpu.stop();
  await pool.end();
  return { ...figures(times, errors, seconds, { done: times.length - errors, failed: errors }), cpuUsed };
}

async function main() {
  const { values } = parseArgs({
    options: {
      ...DATABASE_OPTIONS,
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '50,200' },
    },
  });
  const seconds = Number(values.duration);
  const levels = values.connections.split(',').map(Number);
  const config = configFromEnv({});

  const database = await prepareDatabaseFromOptions(root, values, say);
  const db = createDb(database.url, 2);
  const { child, port } = await startBenchServer(root, database.url);
  const url = `http://127.0.0.1:${port}`;
  try {
    const { rows: stocked } = await sql<{ id: number; product_id: number; price: number }>`
      SELECT v.id, v.product_id, COALESCE(v.sale_price, v.regular_price) AS price FROM variants v ORDER BY md5(v.id::text) LIMIT ${VARIANTS}`.execute(db);
    await sql`UPDATE variants SET stock = 10000000 WHERE id = ANY(${stocked.map((variant) => variant.id)}::int[])`.execute(db);
    const variantIds = stocked.map((variant) => variant.id);
    const guests = await makeGuests(url, 400, `orders-${process.pid}`);
    const { rows: floorRows } = await sql<{ guest_id: number; address: string }>`
      SELECT a.guest_id, row_to_json(a)::text AS address FROM addresses a WHERE a.guest_id IS NOT NULL ORDER BY a.id DESC LIMIT 400`.execute(db);
    const floor = floorRows.map((row) => ({ guestId: row.guest_id, address: row.address }));

    // Warm the app (JIT, caches, pool) as a running store would be.
    await throughTheApp(url, guests, variantIds, 8, 3);

    const pad = (text: string, width: number, right = true) => (right ? text.padStart(width) : text.padEnd(width));
    const line = (name: string, connections: number, f: Figures, ratio: string) =>
      `${pad(name, 10, false)} ${pad(String(connections), 5)} ${pad(String(f.orders), 8)} ${pad(String(f.errors), 7)} ${pad(f.perSecond.toFixed(0), 9)} ${pad(f.p50.toFixed(1), 7)} ${pad(f.p95.toFixed(1), 7)} ${pad(f.p99.toFixed(1), 7)} ${pad(f.orderP99 === undefined ? '' : f.orderP99.toFixed(0), 10)} ${pad(ratio, 9)}  ${f.statuses}`;
    const rows: string[] = [];
    const cpuLines: string[] = [];
    let last: { app: Figures; floor: Figures; connections: number } | undefined;
    for (const connections of levels) {
      say(`${connections} connections, ${seconds} s each (load average ${loadavg()[0]!.toFixed(2)})…`);
      const appCpu = measureCpu(child.pid);
      const app = await throughTheApp(url, guests, variantIds, connections, seconds);
      const appCpuUsed = appCpu.stop();
      const pgFloor = await theFloor(database.url, floor, stocked, connections, config.databasePoolSize, seconds, child.pid);
      const floorCpuUsed = pgFloor.cpuUsed;
      rows.push(line('app', connections, app, `${((app.perSecond / pgFloor.perSecond) * 100).toFixed(0)} %`), line('pg floor', connections, pgFloor, ''));
      // Where each order's time goes on cores the app, PostgreSQL and the bench share.
      if (appCpuUsed !== null && floorCpuUsed !== null) cpuLines.push(`${connections} connections, CPU of the app's run: ${appCpuUsed}; of the floor's: ${floorCpuUsed}`);
      last = { app, floor: pgFloor, connections };
    }
    console.log(`\n${pad('', 10, false)} ${pad('conns', 5)} ${pad('orders', 8)} ${pad('errors', 7)} ${pad('orders/s', 9)} ${pad('p50 ms', 7)} ${pad('p95 ms', 7)} ${pad('p99 ms', 7)} ${pad('order p99', 10)} ${pad('of floor', 9)}  statuses`);
    console.log('(the app\'s p50-p99: every answer, busy ones included; order p99: an order\'s whole time, its busy waits included)');
    console.log(rows.join('\n'));
    if (cpuLines.length > 0) console.log(`\n${cpuLines.join('\n')}`);
    if (last !== undefined) {
      const share = last.app.perSecond / last.floor.perSecond;
      const checks: [boolean, string][] = [
        [share >= 0.5, `at ${last.connections} connections, ≥ 50 % of the floor's orders/s: ${(share * 100).toFixed(0)} % (${last.app.perSecond.toFixed(0)} of ${last.floor.perSecond.toFixed(0)})`],
        [last.app.p99 <= 150, `p99 ≤ 150 ms: ${last.app.p99.toFixed(1)} ms (an order's whole time, busy waits included: ${last.app.orderP99?.toFixed(0)} ms)`],
        [last.app.errors === 0, `0 errors: ${last.app.errors}`],
      ];
      console.log('');
      for (const [met, text] of checks) console.log(`${met ? 'MET    ' : 'NOT MET'}  ${text}`);
      if (checks.some(([met]) => !met)) process.exitCode = 1;
    }
  } finally {
    await stopBenchServer(child);
    await db.destroy();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] failed:', error);
  process.exitCode = 1;
});
