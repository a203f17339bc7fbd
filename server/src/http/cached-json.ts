import type { FastifyReply } from 'fastify';
import type { AnswerCache } from './answer-cache.js';

/**
 * Sends a shared answer from the cache as JSON text serialised once per cache entry with the
 * route's own response schema (`reply.serialize`), so it is exactly what returning the value
 * would have sent. For answers nobody in particular asked for (no per-user marks to lay over).
 */
export async function sendCachedJson<V>(reply: FastifyReply, cache: AnswerCache<V>, key: string, compute: () => Promise<V>): Promise<FastifyReply> {
  const text = await cache.text(key, compute, (value) => {
    const serialized = reply.serialize(value);
    // Response schemas serialise to text; anything else is a route set up for something else.
    if (typeof serialized !== 'string') throw new Error(`${reply.request.url}: a cached answer must serialise to text`);
    return serialized;
  });
  return reply.type('application/json; charset=utf-8').send(text);
}
