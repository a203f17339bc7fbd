import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { healthRoutes } from './health-routes.js';
import { Readiness, type ReadinessParts } from './readiness.js';
import { type MeasuredParts, storeMetrics } from './store-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `/readyz`'s state; `drain()` it on SIGTERM before closing. */
    readiness: Readiness;
    /** The store's metrics (`serveMetrics` puts them on `METRICS_PORT`). */
    metrics: Registry;
  }
}

/**
 * What an operator watches, on every app: `/healthz` and `/readyz`, the metrics registry, and,
 * while draining, `Connection: close` on every answer so the proxy stops reusing connections here.
 */
export async function useOperations(app: FastifyInstance, parts: ReadinessParts & MeasuredParts): Promise<void> {
  const readiness = new Readiness(parts);
  app.decorate('readiness', readiness);
  app.decorate('metrics', storeMetrics(app, parts));
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.isDraining) reply.header('connection', 'close');
  });
  await app.register(healthRoutes, { readiness });
}
