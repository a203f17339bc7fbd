/**
 * `npm run bench:load [-- --duration 60 --connections 200 --reuse [--data-dir DIR]]`
 *
 * The load bench of issue 14 (not a test): the real app in its own process on the 100,000-product
 * catalogue (seeded like `bench:api`, reused with --reuse), loaded by 200 connections for 60 s
 * over a mix of browsing (home, category pages, product pages), search, guest quotes and guest
 * order placement, each call on its own share of the connections. Prints per call: requests,
 * errors, req/s and p50/p95/p99, and checks the targets: 0 errors, p99 ≤ 100 ms for reads.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'kysely';
import { createDb } from '../server/src/db/connection.js';
import { makeGuests, startBenchServer, stopBenchServer } from './app-process.js';
import { DATABASE_OPTIONS, prepareDatabaseFromOptions } from './database.js';
import { CATEGORY_PAGES, SEARCH_TERMS } from './scenarios.js';
import { percentile } from './stats.js';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const say = (line: string) => console.log(`[bench] ${line}`);
const JSON_HEADERS = { 'content-type': 'application/json' };

interface Call {
  name: string;
  read: boolean;
  /** Share of the connections. */
  share: number;
  requests: Request[];
}

interface CallResult {
  name: string;
  read: boolean;
  connections: number;
  requests: number;
  errors: number;
  statuses: Record<string, number>;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Asks for every product page once, 8 at a time. */
async function warmProductPages(url: string, slugs: readonly string[]): Promise<void> {
  const pending = [...slugs];
  const worker = async () => {
    for (let slug = pending.pop(); slug !== undefined; slug = pending.pop()) await (await fetch(`${url}/api/products/${slug}`)).arrayBuffer();
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

function runCall(url: string, call: Call, connections: number, duration: number): Promise<CallResult> {
  return new Promise((resolveResult, reject) => {
    const times: number[] = [];
    const statuses: Record<string, number> = {};
    const instance = autocannon({ url, connections, duration, requests: call.requests }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolveResult({
        name: call.name,
        read: call.read,
        connections,
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
        statuses,
        rps: result.requests.total / result.duration,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        p99: percentile(times, 0.99),
      });
    });
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      ...DATABASE_OPTIONS,
      duration: { type: 'string', default: '60' },
      connections: { type: 'string', default: '200' },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);

  const database = await prepareDatabaseFromOptions(root, values, say);
  const db = createDb(database.url, 2);
  const { child, port } = await startBenchServer(root, database.url);
  const url = `http://127.0.0.1:${port}`;
  try {
    // What the shoppers look at and buy: product pages of the catalogue, variants well in stock.
    const { rows: slugs } = await sql<{ unique_slug: string }>`SELECT unique_slug FROM products ORDER BY md5(id::text) LIMIT 400`.execute(db);
    const { rows: variants } = await sql<{ id: number }>`SELECT id FROM variants WHERE stock >= 20 ORDER BY md5(id::text) LIMIT 600`.execute(db);
    const guests = await makeGuests(url, 200);
    let sequence = 0;
    const pick = <T>(list: readonly T[]) => list[(sequence += 1) % list.length]!;
    const items = () => [{ product_id: pick(variants).id, quantity: 1 }, { product_id: pick(variants).id, quantity: 2 }];

    const calls: Call[] = [
      { name: 'home GET /api/home', read: true, share: 0.1, requests: [{ method: 'GET', path: '/api/home' }] },
      { name: 'category GET /api/categories/…/products', read: true, share: 0.3, requests: CATEGORY_PAGES.map((path) => ({ method: 'GET', path })) },
      { name: 'product GET /api/products/{slug}', read: true, share: 0.2, requests: slugs.map((row) => ({ method: 'GET', path: `/api/products/${row.unique_slug}` })) },
      {
        name: 'search POST /api/products',
        read: true,
        share: 0.2,
        requests: SEARCH_TERMS.map((search) => ({ method: 'POST', path: '/api/products?page=1&perpage=12', headers: JSON_HEADERS, body: JSON.stringify({ search }) })),
      },
      {
        name: 'guest quote POST /api/products/cart/quote',
        read: true,
        share: 0.15,
        requests: [{ method: 'POST', path: '/api/products/cart/quote', headers: JSON_HEADERS, setupRequest: (request) => ({ ...request, body: JSON.stringify({ items: items(), coupons: ['WELCOME10'] }) }) }],
      },
      {
        name: 'place order POST /api/orders (guest, cod)',
        read: false,
        share: 0.05,
        requests: [{
          method: 'POST',
          path: '/api/orders',
          setupRequest: (request) => {
            const guest = pick(guests);
            return {
              ...request,
              headers: { ...JSON_HEADERS, authorization: `Bearer ${guest.token}`, 'idempotency-key': `bench-${process.pid}-${(sequence += 1)}` },
              body: JSON.stringify({ shipping_address_id: guest.addressId, billing_address_id: guest.addressId, payment_method: 'cod', insurance: false, items: items() }),
            };
          },
        }],
      },
    ];
    // Warm the caches and the JIT as a running store would be: every product page shown once (the
    // 2 s of each call below reach a third of them; the rest were each a first view, read from the
    // database, inside the timed run: most of the product pages' tail).
    await warmProductPages(url, slugs.map((row) => row.unique_slug));
    for (const call of calls) await runCall(url, call, 4, 2);

    const loadBefore = loadavg()[0]!;
    say(`${connections} connections for ${duration} s (load average before: ${loadBefore.toFixed(2)})…`);
    const results = await Promise.all(calls.map((call) => runCall(url, call, Math.max(1, Math.round(call.share * connections)), duration)));

    const pad = (text: string, width: number, right = true) => (right ? text.padStart(width) : text.padEnd(width));
    console.log(`\n${pad('call', 46, false)} ${pad('conns', 5)} ${pad('requests', 9)} ${pad('errors', 7)} ${pad('req/s', 7)} ${pad('p50 ms', 7)} ${pad('p95 ms', 7)} ${pad('p99 ms', 7)}  statuses`);
    for (const r of results) {
      const statuses = Object.entries(r.statuses).map(([status, count]) => `${status}×${count}`).join(' ');
      console.log(`${pad(r.name, 46, false)} ${pad(String(r.connections), 5)} ${pad(String(r.requests), 9)} ${pad(String(r.errors), 7)} ${pad(r.rps.toFixed(0), 7)} ${pad(r.p50.toFixed(1), 7)} ${pad(r.p95.toFixed(1), 7)} ${pad(r.p99.toFixed(1), 7)}  ${statuses}`);
    }
    const total = results.reduce((sum, r) => sum + r.requests, 0);
    const errors = results.reduce((sum, r) => sum + r.errors, 0);
    console.log(`\ntotal: ${total} requests, ${(total / duration).toFixed(0)} req/s, ${errors} errors; load average after: ${loadavg()[0]!.toFixed(2)}`);
    const reads = results.filter((r) => r.read);
    console.log(`${errors === 0 ? 'MET    ' : 'NOT MET'}  0 errors: ${errors}`);
    for (const r of reads) console.log(`${r.p99 <= 100 ? 'MET    ' : 'NOT MET'}  ${r.name} p99 ≤ 100 ms: ${r.p99.toFixed(1)} ms`);
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
