import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../../server/src/http/concurrency-limit.js';

// The bulkhead order placement runs behind (issue 14's load: orders must not take the whole pool).

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
};
const settle = () => new Promise((done) => setImmediate(done));

describe('concurrencyLimit', () => {
  it('runs at most max calls at once and starts the waiting ones in order as others finish', async () => {
    const run = concurrencyLimit(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const calls = gates.map((gate, index) => run(async () => (started.push(index), await gate.promise, index)));
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(calls)).toEqual([0, 1, 2, 3]);
  });

  it('frees the place of a call that fails, and passes its error on', async () => {
    const run = concurrencyLimit(1);
    const failing = deferred();
    const first = run(() => failing.promise);
    const second = run(async () => 'second');
    failing.reject(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    expect(await second).toBe('second');
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => concurrencyLimit(0)).toThrow('positive integer');
  });
});
