import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics } from '../../server/src/operations/metrics-server.js';
import { createAddress, type Catalogue, insertCatalogue } from './support/fixtures.js';
import { client } from './support/http.js';
import { FAILING_SIGN_IN, THREE_SIGN_INS_PER_MINUTE } from './support/sign-in-limits.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 31: Prometheus metrics at /metrics on a port of their own, scraped as Prometheus does.

let server: TestApp;
let catalogue: Catalogue;
let metrics: Awaited<ReturnType<typeof serveMetrics>>;
const mailed: string[] = [];

beforeAll(async () => {
  server = await startTestApp({
    config: { catalogueCacheTtlMs: 30_000, rateLimits: THREE_SIGN_INS_PER_MINUTE },
    mailTransport: { send: async (mail) => void mailed.push(mail.to) },
    mailDelivery: { pollMs: 20 },
  });
  catalogue = await insertCatalogue(server.db);
  metrics = await serveMetrics(server.app.metrics, 0, '127.0.0.1');
});
afterAll(async () => {
  await metrics?.close();
  await server?.close();
});

/** A series' name with its labels in name order: the format leaves their order free. */
function seriesKey(series: string): string {
  const brace = series.indexOf('{');
  if (brace === -1) return series;
  const labels = [...series.slice(brace).matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([label]) => label).sort();
  return labels.length === 0 ? series.slice(0, brace) : `${series.slice(0, brace)}{${labels.join(',')}}`;
}

async function scrape(): Promise<{ type: string | null; text: string; value: (series: string) => number | undefined }> {
  const answer = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(answer.status).toBe(200);
  const text = await answer.text();
  const values = new Map(text.split('\n').filter((line) => line !== '' && !line.startsWith('#')).map((line) => {
    const space = line.lastIndexOf(' ');
    return [seriesKey(line.slice(0, space)), Number(line.slice(space + 1))] as const;
  }));
  return { type: answer.headers.get('content-type'), text, value: (series) => values.get(seriesKey(series)) };
}

async function placeOrder(token: string, addressId: number, variantId: number, key: string) {
  return client(server.app).post(
    '/api/orders',
    { shipping_address_id: addressId, billing_address_id: addressId, payment_method: 'cod', insurance: false, items: [{ product_id: variantId, quantity: 1 }] },
    token,
    { 'idempotency-key': key },
  );
}

describe('GET /metrics on METRICS_PORT', () => {
  it('counts requests, the answer cache, orders, rate-limit refusals and mail; reports the loop, the pool and the catalogue copy', async () => {
    const api = client(server.app);
    for (let i = 0; i < 3; i += 1) expect((await api.get('/api/categories/women-dresses/products')).status).toBe(200);
    const token = (await api.post('/api/auth/guest', { email: 'metrics@example.com' })).body.token as string;
    const address = await createAddress(api, token);
    const [inStock, soldOut] = [catalogue.linenDress.variantIds[0]!, catalogue.linenDress.variantIds[1]!];
    expect((await placeOrder(token, address, inStock, 'metrics-1')).status).toBe(201);
    expect((await placeOrder(token, address, inStock, 'metrics-1')).status).toBe(200); // the same order again: not counted twice
    expect((await placeOrder(token, address, soldOut, 'metrics-2')).status).toBe(409);
    for (let i = 0; i < 4; i += 1) await api.post('/api/auth/login', FAILING_SIGN_IN);
    await expect.poll(() => mailed.length).toBe(1);
    expect((await api.get('/api/no-such-call/12345')).status).toBe(404);

    const { type, text, value } = await scrape();
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(value('http_requests_total{method="GET",route="/api/categories/:slug/products",status="200"}')).toBe(3);
    expect(value('http_request_duration_seconds_count{method="GET",route="/api/categories/:slug/products",status="200"}')).toBe(3);
    expect(value('http_request_duration_seconds_bucket{method="GET",route="/api/categories/:slug/products",status="200",le="+Inf"}')).toBe(3);
    expect(value('http_requests_total{method="POST",route="/api/orders",status="201"}')).toBe(1);
    expect(value('http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1); // never the raw path
    expect(text).not.toContain('12345');
    expect(value('orders_placed_total')).toBe(1);
    expect(value('orders_refused_total{status="409"}')).toBe(1);
    expect(value('rate_limit_refusals_total{route="/api/auth/login"}')).toBe(1);
    // The first listing computed its answer; the next two found it (one in the answer cache, one ready as it is).
    expect((value('answer_cache_misses_total{cache="listings"}') ?? 0) + (value('answer_cache_misses_total{cache="ready_listings"}') ?? 0)).toBeGreaterThanOrEqual(1);
    expect((value('answer_cache_hits_total{cache="listings"}') ?? 0) + (value('answer_cache_hits_total{cache="ready_listings"}') ?? 0)).toBe(2);
    expect(value('mail_sent_total')).toBe(1);
    expect(value('mail_outbox{state="queued"}')).toBe(0);
    expect(value('db_pool_connections{state="waiting"}')).toBe(0);
    expect(value('db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    const lag = value('catalogue_copy_lag_seconds');
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(60);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('answers 404 elsewhere on its port', async () => {
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
  });
});
