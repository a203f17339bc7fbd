import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.js';

/**
 * `GET /healthz`: the process answers (restart it when it does not). `GET /readyz`: it should
 * take traffic; 503 names what is wrong while starting, draining or degraded. Probes come every
 * few seconds: their request lines are logged at warn level only.
 */
export async function healthRoutes(app: FastifyInstance, options: { readiness: Readiness }) {
  const quiet = { logLevel: 'warn' as const, schema: { hide: true } };
  app.get('/healthz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', quiet, async (_request, reply) => {
    const answer = await options.readiness.check();
    reply.header('cache-control', 'no-store');
    return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
  });
}
