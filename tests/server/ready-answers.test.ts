// Guests' repeat requests of a cached listing are answered from the route's onRequest hook
// (cached-json.ts, ReadyAnswers): until the answer's time to live, without the route's handler.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../server/src/http/answer-cache.js';
import { ReadyAnswers, sendCachedJson } from '../../server/src/http/cached-json.js';

async function appWith(clock: { now: number }) {
  const cache = new AnswerCache<{ rows: string[] }>(30_000, 100, () => clock.now);
  const ready = new ReadyAnswers(100, () => clock.now);
  let handled = 0;
  const app = Fastify({ logger: false });
  app.get('/api/listing', { onRequest: ready.serve }, async (_request, reply) => {
    handled += 1;
    return sendCachedJson(reply, cache, 'listing', async () => ({ rows: [`computed at ${clock.now}`] }), ready);
  });
  await app.ready();
  return { app, handled: () => handled };
}

describe('ready answers', () => {
  it('answers a guest’s repeat from the hook, with the same bytes, ETag and a 304 on revalidation, until its time to live', async () => {
    const clock = { now: 1_000 };
    const { app, handled } = await appWith(clock);
    const first = await app.inject({ method: 'GET', url: '/api/listing' });
    const second = await app.inject({ method: 'GET', url: '/api/listing' });
    expect(handled()).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    const revalidated = await app.inject({ method: 'GET', url: '/api/listing', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(handled()).toBe(1);

    // Past its time, the route answers: the cache serves the old answer once while it recomputes,
    // and that stale answer is not held; the next request gets the new one, which is.
    clock.now += 30_000;
    const stale = await app.inject({ method: 'GET', url: '/api/listing' });
    expect(stale.body).toBe(first.body);
    await new Promise((settled) => setTimeout(settled, 0));
    const fresh = await app.inject({ method: 'GET', url: '/api/listing' });
    expect(fresh.json()).toEqual({ rows: ['computed at 31000'] });
    await app.inject({ method: 'GET', url: '/api/listing' });
    expect(handled()).toBe(3);
    await app.close();
  });

  it('lets a request with a token, or another URL, take the route', async () => {
    const { app, handled } = await appWith({ now: 1_000 });
    await app.inject({ method: 'GET', url: '/api/listing' });
    await app.inject({ method: 'GET', url: '/api/listing', headers: { authorization: 'Bearer token' } });
    await app.inject({ method: 'GET', url: '/api/listing?page=2' });
    expect(handled()).toBe(3);
    await app.close();
  });
});
