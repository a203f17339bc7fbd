import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../server/src/http/answer-cache.js';

// The catalogue's answer cache: shared computations, stale-while-revalidate within twice the
// TTL, stale-if-error during an outage, failures never remembered.

const TTL = 1000;
const outage = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A cache on a clock the test moves, and a computation that counts its calls. */
function setup() {
  let now = 0;
  const cache = new AnswerCache<string>(TTL, 10, () => now);
  const calls: string[] = [];
  let answer: () => Promise<string> = async () => `answer ${calls.length}`;
  const compute = () => {
    calls.push('call');
    return answer();
  };
  return {
    cache,
    calls,
    compute,
    advance: (ms: number) => (now += ms),
    answerWith: (next: () => Promise<string>) => (answer = next),
  };
}

describe('AnswerCache', () => {
  it('shares one computation between concurrent misses and reuses it within the TTL', async () => {
    const { cache, calls, compute, advance } = setup();
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    advance(TTL - 1);
    expect([a, b, await cache.get('k', compute)]).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(calls).toHaveLength(1);
  });

  it('serves an expired answer at once while one refresh runs, then the refreshed one', async () => {
    const { cache, calls, compute, advance, answerWith } = setup();
    await cache.get('k', compute);
    advance(TTL + 1);
    let release!: (value: string) => void;
    answerWith(() => new Promise((resolve) => (release = resolve)));
    expect(await cache.get('k', compute)).toBe('answer 1');
    expect(await cache.get('k', compute)).toBe('answer 1');
    expect(calls).toHaveLength(2); // one refresh for both requests
    release('fresh');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', compute)).toBe('fresh');
    expect(calls).toHaveLength(2);
  });

  it('makes shoppers wait for a fresh answer once an entry is older than twice the TTL', async () => {
    const { cache, calls, compute, advance } = setup();
    await cache.get('k', compute);
    advance(2 * TTL);
    expect(await cache.get('k', compute)).toBe('answer 2');
    expect(calls).toHaveLength(2);
  });

  it('keeps the old answer through an outage, and drops it when the refresh finds it gone', async () => {
    const { cache, compute, advance, answerWith } = setup();
    await cache.get('k', compute);
    advance(3 * TTL);
    answerWith(() => Promise.reject(outage()));
    expect(await cache.get('k', compute)).toBe('answer 1'); // stale-if-error
    advance(TTL + 1);
    answerWith(() => Promise.reject(new Error('product not found')));
    expect(await cache.get('k', compute)).toBe('answer 1'); // served while the refresh runs
    await new Promise((resolve) => setImmediate(resolve));
    await expect(cache.get('k', compute)).rejects.toThrow('product not found');
  });

  it('does not remember a failure', async () => {
    const { cache, calls, compute, answerWith } = setup();
    answerWith(() => Promise.reject(new Error('boom')));
    await expect(cache.get('k', compute)).rejects.toThrow('boom');
    answerWith(async () => 'recovered');
    expect(await cache.get('k', compute)).toBe('recovered');
    expect(calls).toHaveLength(2);
  });

  it('serialises an entry once and forgets the oldest entry past its size', async () => {
    const { cache, calls, compute } = setup();
    let serialised = 0;
    const serialize = (value: string) => ((serialised += 1), JSON.stringify(value));
    expect((await cache.preparedEntry('k', compute, serialize)).prepared).toBe('"answer 1"');
    expect((await cache.preparedEntry('k', compute, serialize)).prepared).toBe('"answer 1"');
    expect(serialised).toBe(1);
    for (let i = 0; i < 10; i += 1) await cache.get(`other ${i}`, compute);
    await cache.get('k', compute);
    expect(calls).toHaveLength(12); // 'k' was the oldest of 11 entries in a cache of 10
  });
});
