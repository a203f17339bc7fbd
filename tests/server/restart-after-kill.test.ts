import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { leftoverPostgres } from '../../server/src/db/leftover-postgres.js';
import { LEBANESE_ADDRESS } from './support/fixtures.js';
import { freePort } from './support/redis-server.js';
import { spawnServer } from './support/server-process.js';

// Issue 14: after `kill -9` of the server its embedded PostgreSQL keeps running and holds the
// data folder; the next start stops it cleanly and serves again, with nothing lost.

const folder = mkdtempSync(join(tmpdir(), 'storefront-restart-'));
chmodSync(folder, 0o755); // PostgreSQL runs as its own user and must reach its data folder
const dataDir = join(folder, 'data');

afterAll(() => {
  const pid = leftoverPostgres(join(dataDir, 'pg'));
  if (pid !== undefined) process.kill(pid, 'SIGINT');
  rmSync(folder, { recursive: true, force: true });
});

async function start() {
  const port = await freePort();
  const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), SEED_PRODUCTS: '12', CATALOGUE_CACHE_TTL_MS: '0' });
  await server.ready();
  const url = `http://127.0.0.1:${port}`;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(url + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return Object.assign(server, { call });
}

describe('kill -9, then start again', () => {
  it('stops the PostgreSQL the killed server left, starts, and finds the order and the stock as they were', async () => {
    const first = await start();
    let orderId: number;
    let token: string;
    let slug: string;
    let stockAfterOrder: number;
    try {
      token = (await first.call('POST', '/api/auth/guest', { email: 'restart@example.com' })).body.token;
      const auth = { authorization: `Bearer ${token}` };
      const address = await first.call('POST', '/api/account/addresses', LEBANESE_ADDRESS, auth);
      expect(address.status, JSON.stringify(address.body)).toBe(201);
      const home = await first.call('GET', '/api/home');
      slug = home.body.new_arrivals.find((product: { in_stock: boolean }) => product.in_stock).unique_slug;
      const before = (await first.call('GET', `/api/products/${slug}`)).body;
      const variant = before.variants.find((candidate: { stock: number }) => candidate.stock > 0);
      const order = await first.call(
        'POST',
        '/api/orders',
        { shipping_address_id: address.body.id, billing_address_id: address.body.id, payment_method: 'cod', insurance: false, items: [{ product_id: variant.id, quantity: 1 }] },
        { ...auth, 'idempotency-key': 'restart-after-kill-1' },
      );
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      orderId = order.body.id;
      const after = (await first.call('GET', `/api/products/${slug}`)).body;
      stockAfterOrder = after.variants.find((candidate: { id: number }) => candidate.id === variant.id).stock;
      expect(stockAfterOrder).toBe(variant.stock - 1);
    } finally {
      first.child.kill('SIGKILL');
      await first.exited;
    }
    // What the issue found: the killed server's PostgreSQL still runs on the data folder.
    expect(leftoverPostgres(join(dataDir, 'pg'))).toBeGreaterThan(0);

    const second = await start();
    try {
      expect(second.output).toContain('still holds');
      const auth = { authorization: `Bearer ${token}` };
      const order = await second.call('GET', `/api/account/orders/${orderId}`, undefined, auth);
      expect(order.status).toBe(200);
      expect(order.body.items).toHaveLength(1);
      const product = (await second.call('GET', `/api/products/${slug}`)).body;
      const variantId = order.body.items[0].product.id;
      expect(product.variants.find((candidate: { id: number }) => candidate.id === variantId).stock).toBe(stockAfterOrder);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
    expect(leftoverPostgres(join(dataDir, 'pg'))).toBeUndefined(); // SIGTERM stopped it too
  }, 300_000);
});
