import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { poolOf } from '../db/connection.js';
import type { Database } from '../db/types.js';
import type { CatalogueContext } from '../features/catalogue/catalogue-context.js';
import { Counter, Gauge, Histogram, MetricsRegistry } from './prometheus-registry.js';

/** Latency buckets in seconds: a cached read is a millisecond, an order tens, a slow page seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** The event-loop delay percentiles reported, from a histogram reset at each scrape. */
const DELAY_PERCENTILES = [50, 90, 99];

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
 * The store's metrics in one registry: HTTP requests by route, method and status with their
 * latency, the event loop's delay, the database pool, the answer caches, the catalogue copy's
 * lag, orders, e-mails and rate-limit refusals. Counting hooks go on `app`.
 */
export function storeMetrics(app: FastifyInstance, parts: MeasuredParts): MetricsRegistry {
  const registry = new MetricsRegistry();
  const requests = registry.register(new Counter('http_requests_total', 'HTTP requests answered, by route, method and status.'));
  const latency = registry.register(new Histogram('http_request_duration_seconds', 'Time from a request\'s arrival to its answer, by route, method and status.', LATENCY_BUCKETS));
  const ordersPlaced = registry.register(new Counter('orders_placed_total', 'Orders placed (an answer 201 to POST /api/orders; a repeat of a key is not counted again).'));
  const ordersRefused = registry.register(new Counter('orders_refused_total', 'Orders refused, by status: 409 stock, 422 invalid, 503 busy, 401 no token.'));
  const rateLimited = registry.register(new Counter('rate_limit_refusals_total', 'Requests refused with 429 by a rate limit, by route.'));

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  app.addHook('onClose', async () => loopDelay.disable());
  registry.register(
    new Gauge('nodejs_eventloop_delay_seconds', 'Event-loop delay since the last scrape, by percentile (and max).', (gauge) => {
      for (const percentile of DELAY_PERCENTILES) gauge.set({ quantile: percentile / 100 }, loopDelay.percentile(percentile) / 1e9);
      gauge.set({ quantile: 'max' }, loopDelay.max / 1e9);
      loopDelay.reset();
    }),
  );

  const pool = poolOf(parts.db);
  registry.register(
    new Gauge('db_pool_connections', 'The database pool\'s connections in use and idle, and the requests waiting for one.', (gauge) => {
      gauge.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      gauge.set({ state: 'idle' }, pool.idleCount);
      gauge.set({ state: 'waiting' }, pool.waitingCount);
    }),
  );

  const { caches } = parts.catalogue;
  const cacheTallies = { listings: caches.listings.tally, searches: caches.searches.tally, details: caches.details.tally, homes: caches.homes.tally, ready_listings: caches.readyListings.tally };
  registry.register(
    new Counter('answer_cache_hits_total', 'Catalogue answers served from the answer cache, by cache.', (counter) => {
      for (const [cache, tally] of Object.entries(cacheTallies)) counter.setTotal({ cache }, tally.hits);
    }),
  );
  registry.register(
    new Counter('answer_cache_misses_total', 'Catalogue answers computed for want of a cached one, by cache (none while the cache is off).', (counter) => {
      for (const [cache, tally] of Object.entries(cacheTallies)) counter.setTotal({ cache }, tally.misses);
    }),
  );

  registry.register(
    new Gauge('catalogue_copy_lag_seconds', 'How long ago the catalogue copy in memory last caught up with the database (-1 before its first load).', (gauge) => {
      const age = parts.catalogue.reads.copyAgeMs();
      gauge.set({}, age === undefined ? -1 : age / 1000);
    }),
  );

  registry.register(
    new Gauge('mail_outbox', 'E-mails not sent, from the shared outbox table: queued (due or retrying), failing (retrying after a failed attempt), given_up.', async (gauge) => {
      const { rows } = await sql<{ queued: number; failing: number; given_up: number }>`
        SELECT count(*) FILTER (WHERE failed_at IS NULL AND next_attempt_at IS NOT NULL) AS queued,
               count(*) FILTER (WHERE failed_at IS NULL AND next_attempt_at IS NOT NULL AND attempts > 0) AS failing,
               count(*) FILTER (WHERE failed_at IS NOT NULL) AS given_up
          FROM mail_outbox WHERE sent_at IS NULL`.execute(parts.db);
      for (const [state, count] of Object.entries(rows[0] ?? {})) gauge.set({ state }, Number(count));
    }),
  );
  const delivery = parts.mailDelivery;
  if (delivery !== undefined) {
    registry.register(new Counter('mail_sent_total', 'E-mails this instance sent.', (counter) => counter.setTotal({}, delivery.tally.sent)));
    registry.register(new Counter('mail_failed_attempts_total', 'Sending attempts of this instance that failed (each is retried later).', (counter) => counter.setTotal({}, delivery.tally.failedAttempts)));
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
