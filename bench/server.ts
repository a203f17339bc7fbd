/**
 * The benchmark's server process: the real app and, as the baseline, a plain Fastify hello-world
 * in the same process. Prints one JSON line with both ports; the load generator is another process,
 * so it does not steal the server's event loop.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { buildApp } from '../server/src/app.js';
import { configFromEnv } from '../server/src/config.js';
import { createDb } from '../server/src/db/connection.js';
import { CATEGORY_PAGES } from './scenarios.js';

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  // Only the settings a bench may try; the rest are the defaults a store starts with.
  const tried = ['CATALOGUE_CACHE_TTL_MS', 'DATABASE_POOL_SIZE', 'ORDER_CONCURRENCY', 'ORDER_QUEUE_LIMIT', 'ORDER_QUEUE_WAIT_MS'] as const;
  const config = configFromEnv(Object.fromEntries(tried.map((name) => [name, process.env[name]])));
  const db = createDb(url, config.databasePoolSize, config.databaseLimits);
  const app = await buildApp({ db, databaseUrl: url, config, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });

  // The limit for a listing's payload: the very bodies the app answers, served from memory as
  // bytes, with nothing encoded per send (as the app sends a popular cached answer).
  const listings = await Promise.all(CATEGORY_PAGES.map(async (url) => (await app.inject({ method: 'GET', url })).rawPayload));
  const baseline = Fastify({ logger: false });
  baseline.get('/hello', async () => ({ hello: 'world' }));
  baseline.get<{ Params: { index: string } }>('/listing-from-memory/:index', (request, reply) => {
    void reply.type('application/json; charset=utf-8').send(listings[Number(request.params.index)]);
  });
  // The floor of any answer made per request: the same bodies, but a fresh copy each time with its
  // ETag computed over the whole of it.
  baseline.get<{ Params: { index: string } }>('/listing-made-fresh/:index', (request, reply) => {
    const bytes = Buffer.from(listings[Number(request.params.index)]!);
    void reply
      .header('etag', `"${createHash('sha1').update(bytes).digest('base64url')}"`)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Authorization')
      .type('application/json; charset=utf-8')
      .send(bytes);
  });
  await baseline.listen({ host: '127.0.0.1', port: 0 });

  const port = (server: typeof baseline.server) => {
    const address = server.address();
    return typeof address === 'object' && address !== null ? address.port : 0;
  };
  console.log(JSON.stringify({ app: port(app.server), baseline: port(baseline.server) }));

  const stop = async () => {
    await Promise.all([app.close(), baseline.close()]);
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
