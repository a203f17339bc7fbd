import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Where @fastify/rate-limit keeps its counters: in this process's memory (one instance, the
 * embedded default), or, with `REDIS_URL`, in Redis through the plugin's own Redis store, so
 * that every API instance behind a load balancer counts against the same limit.
 */
export function rateLimitStoreOptions(app: FastifyInstance, redisUrl: string | undefined) {
  if (redisUrl === undefined) return {};
  // Short timeouts and one retry: a slow Redis must not hold requests for the client's default 10 s.
  const redis = new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', (error: Error) => app.log.warn(`[redis] ${error.message}`));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Fail open while Redis is unreachable: the store keeps selling, the limits pause (logged above).
  return { redis, nameSpace: 'storefront-rate-limit:', skipOnError: true };
}
