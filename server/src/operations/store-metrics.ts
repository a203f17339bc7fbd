import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../db/connection.js';
import type { Database } from '../db/types.js';
import type { CatalogueContext } from '../features/catalogue/catalogue-context.js';

/** Latency buckets in seconds: a cached read is a millisecond, an order tens, a slow page seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface MeasuredParts {
  db: Kysely<Database>;
  catalogue: CatalogueContext;
  /** The mail delivery worker's tallies, when this instance delivers mail. */
  mailDelivery?: { tally: { sent: number; failedAttempts: number } };
}

/**
 * The route a request matched, as registered (`/api/products/:slug`), or `unmatched` for what
 * the not-found handler answers (server-rendered pages, unknown paths): never the raw URL,
 * whose variety has no bound.
 */
const routeOf = (url: string | undefined) => url ?? 'unmatched';

/**
 * A counter whose total is kept by the module that counts (a tally), copied in at each scrape.
 * prom-client counters only go up by `inc`, so the copy is a reset and one increment.
 */
function tallyCounter(registry: Registry, name: string, help: string, labelNames: string[], totals: () => Array<[Record<string, string>, number]>) {
  return new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const [labels, total] of totals()) this.inc(labels, total);
    },
  });
}

/**
 * The store's metrics in a registry of its own (two apps in one process do not share one):
 * Node's process and event-loop figures (prom-client's defaults, `nodejs_eventloop_lag_*`),
 * HTTP requests by route, method and status with their latency, the database pool, the answer
 * caches, the catalogue copy's lag, orders, e-mails and rate-limit refusals. Counting hooks go
 * on `app`.
 */
export function storeMetrics(app: FastifyInstance, parts: MeasuredParts): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route, method and status.', labelNames: ['method', 'route', 'status'], registers });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: "Time from a request's arrival to its answer, by route, method and status.",
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const ordersPlaced = new Counter({ name: 'orders_placed_total', help: 'Orders placed (an answer 201 to POST /api/orders; a repeat of a key is not counted again).', registers });
  const ordersRefused = new Counter({ name: 'orders_refused_total', help: 'Orders refused, by status: 409 stock, 422 invalid, 503 busy, 401 no token.', labelNames: ['status'], registers });
  const rateLimited = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused with 429 by a rate limit, by route.', labelNames: ['route'], registers });

  const pool = poolOf(parts.db);
  new Gauge({
    name: 'db_pool_connections',
    help: "The database pool's connections in use and idle, and the requests waiting for one.",
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  const { caches } = parts.catalogue;
  const cacheTallies = Object.entries({ listings: caches.listings.tally, searches: caches.searches.tally, details: caches.details.tally, homes: caches.homes.tally, ready_listings: caches.readyListings.tally });
  tallyCounter(registry, 'answer_cache_hits_total', 'Catalogue answers served from the answer cache, by cache.', ['cache'], () => cacheTallies.map(([cache, tally]) => [{ cache }, tally.hits]));
  tallyCounter(registry, 'answer_cache_misses_total', 'Catalogue answers computed for want of a cached one, by cache (none while the cache is off).', ['cache'], () =>
    cacheTallies.map(([cache, tally]) => [{ cache }, tally.misses]),
  );

  new Gauge({
    name: 'catalogue_copy_lag_seconds',
    help: 'How long ago the catalogue copy in memory last caught up with the database (-1 before its first load).',
    registers,
    collect() {
      const age = parts.catalogue.reads.copyAgeMs();
      this.set(age === undefined ? -1 : age / 1000);
    },
  });

  const { db } = parts;
  new Gauge({
    name: 'mail_outbox',
    help: 'E-mails not sent, from the shared outbox table: queued (due or retrying), failing (retrying after a failed attempt), given_up.',
    labelNames: ['state'],
    registers,
    async collect() {
      // A failed query leaves the gauge out of this scrape rather than failing the whole scrape.
      this.reset();
      const rows = await sql<{ queued: number; failing: number; given_up: number }>`
        SELECT count(*) FILTER (WHERE failed_at IS NULL AND next_attempt_at IS NOT NULL) AS queued,
               count(*) FILTER (WHERE failed_at IS NULL AND next_attempt_at IS NOT NULL AND attempts > 0) AS failing,
               count(*) FILTER (WHERE failed_at IS NOT NULL) AS given_up
          FROM mail_outbox WHERE sent_at IS NULL`
        .execute(db)
        .then((result) => result.rows, () => []);
      for (const [state, count] of Object.entries(rows[0] ?? {})) this.set({ state }, Number(count));
    },
  });
  const delivery = parts.mailDelivery;
  if (delivery !== undefined) {
    tallyCounter(registry, 'mail_sent_total', 'E-mails this instance sent.', [], () => [[{}, delivery.tally.sent]]);
    tallyCounter(registry, 'mail_failed_attempts_total', 'Sending attempts of this instance that failed (each is retried later).', [], () => [[{}, delivery.tally.failedAttempts]]);
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request.routeOptions.url);
    const labels = { method: request.method, route, status: reply.statusCode };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimited.inc({ route });
    if (request.method === 'POST' && route === '/api/orders') {
      if (reply.statusCode === 201) ordersPlaced.inc();
      else if (reply.statusCode >= 400) ordersRefused.inc({ status: reply.statusCode });
    }
  });
  return registry;
}
