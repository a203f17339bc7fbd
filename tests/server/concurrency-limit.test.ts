import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../server/src/config.js';
import { BulkheadFull, concurrencyLimit, MAX_RETRY_AFTER_SECONDS } from '../../server/src/http/concurrency-limit.js';

// The bulkhead order placement runs behind (issue 14's load: orders must not take the whole pool;
// issue 30: nor keep buyers queueing for seconds).

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
};
const settle = () => new Promise((done) => setImmediate(done));
/** What a call was refused with, or null when it ran. */
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

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
    expect(() => concurrencyLimit(1, { queueLimit: -1, maxWaitMs: 1000 })).toThrow('queue limit');
    expect(() => concurrencyLimit(1, { queueLimit: 1, maxWaitMs: 0 })).toThrow('longest wait');
  });

  it('hands a finished call\'s place to the next waiter: a call arriving meanwhile waits behind it', async () => {
    const run = concurrencyLimit(1);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    let most = 0;
    const track = (index: number) => async () => {
      started.push(index);
      most = Math.max(most, run.running);
      await gates[index]!.promise;
    };
    const first = run(track(0));
    const second = run(track(1));
    gates[0]!.resolve();
    await first;
    const third = run(track(2));
    await settle();
    expect(started).toEqual([0, 1]);
    expect([run.running, run.waiting]).toEqual([1, 1]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    await Promise.all([second, third]);
    expect(started).toEqual([0, 1, 2]);
    expect(most).toBe(1);
    expect([run.running, run.waiting]).toEqual([0, 0]);
  });
});

describe('concurrencyLimit with a bounded queue', () => {
  afterEach(() => vi.useRealTimers());

  /** A bulkhead on a clock the test moves, whose calls end when the test says. */
  function bounded(max: number, queueLimit: number, maxWaitMs: number) {
    let time = 0;
    const run = concurrencyLimit(max, { queueLimit, maxWaitMs, now: () => time });
    const started: number[] = [];
    const gates = new Map<number, ReturnType<typeof deferred>>();
    const call = (index: number) => {
      const gate = deferred();
      gates.set(index, gate);
      return run(async () => (started.push(index), await gate.promise, index));
    };
    /** Ends call `index` after it ran `ms`. */
    const finish = async (index: number, ms = 0) => {
      time += ms;
      gates.get(index)!.resolve();
      await settle();
    };
    return { run, call, finish, started };
  }

  it('refuses at once, before the work starts, a call that finds queueLimit calls waiting', async () => {
    const { run, call, finish, started } = bounded(2, 2, 60_000);
    const admitted = [call(0), call(1), call(2), call(3)];
    const refused = await refusal(call(4));
    expect(refused).toBeInstanceOf(BulkheadFull);
    expect(refused).toMatchObject({ reason: 'queue-full', retryAfterSeconds: 1 });
    expect(() => run.admit()).toThrow(BulkheadFull);
    await settle();
    expect(started).toEqual([0, 1]);
    await finish(0);
    expect(() => run.admit()).not.toThrow();
    await Promise.all([finish(1), finish(2), finish(3)]);
    expect(await Promise.all(admitted)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('with no queue at all, a call finding every place taken is refused', async () => {
    const { call, finish } = bounded(1, 0, 60_000);
    const first = call(0);
    expect(await refusal(call(1))).toMatchObject({ reason: 'queue-full' });
    await finish(0);
    expect(await first).toBe(0);
  });

  it('refuses at once a call whose expected wait, from the recent calls\' time, is longer than maxWaitMs', async () => {
    // Calls took 400 ms; two places: the 1st and 2nd waiters expect 400 ms, the 3rd and 4th 800, the 5th 1200.
    const { run, call, finish } = bounded(2, 100, 1000);
    const warmUp = call(0);
    await finish(0, 400);
    await warmUp;
    const admitted = [call(1), call(2), call(3), call(4), call(5), call(6)];
    expect(run.waiting).toBe(4);
    const refused = await refusal(call(7));
    expect(refused).toMatchObject({ reason: 'wait-too-long', retryAfterSeconds: 2 });
    for (const index of [1, 2, 3, 4, 5, 6]) await finish(index, 400);
    expect(await Promise.all(admitted)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('asks for at most MAX_RETRY_AFTER_SECONDS however long the queue would take', async () => {
    // Calls took a minute: two waiters would take two.
    const { call, finish } = bounded(1, 2, 1_000_000);
    const warmUp = call(0);
    await finish(0, 60_000);
    await warmUp;
    const admitted = [call(1), call(2), call(3)];
    expect(await refusal(call(4))).toMatchObject({ reason: 'queue-full', retryAfterSeconds: MAX_RETRY_AFTER_SECONDS });
    for (const index of [1, 2, 3]) await finish(index);
    expect(await Promise.all(admitted)).toEqual([1, 2, 3]);
  });

  it('refuses a call still waiting after maxWaitMs, which then never runs, and keeps the order of the rest', async () => {
    vi.useFakeTimers();
    const run = concurrencyLimit(1, { queueLimit: 10, maxWaitMs: 1000 });
    const gate = deferred();
    const ran: string[] = [];
    const first = run(async () => (ran.push('first'), await gate.promise));
    const late = refusal(run(async () => ran.push('late')));
    await vi.advanceTimersByTimeAsync(600);
    const later = run(async () => ran.push('later'));
    await vi.advanceTimersByTimeAsync(400);
    expect(await late).toMatchObject({ reason: 'waited-too-long', retryAfterSeconds: 1 });
    expect(run.waiting).toBe(1);
    gate.resolve();
    await first;
    await later;
    expect(ran).toEqual(['first', 'later']);
    await vi.advanceTimersByTimeAsync(2000);
    expect([run.running, run.waiting]).toEqual([0, 0]);
  });
});

describe('a call that waits its turn', () => {
  afterEach(() => vi.useRealTimers());

  it('is neither refused by a full queue nor timed out, and runs in its turn', async () => {
    vi.useFakeTimers();
    const run = concurrencyLimit(1, { queueLimit: 1, maxWaitMs: 1000 });
    const gate = deferred();
    const ran: string[] = [];
    const first = run(async () => (ran.push('first'), await gate.promise));
    const bounded = refusal(run(async () => ran.push('bounded')));
    expect(await refusal(run(async () => ran.push('refused')))).toMatchObject({ reason: 'queue-full' });
    const patient = run(async () => ran.push('patient'), { waitsItsTurn: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await bounded).toMatchObject({ reason: 'waited-too-long' });
    expect(run.waiting).toBe(1);
    gate.resolve();
    await first;
    await patient;
    expect(ran).toEqual(['first', 'patient']);
  });
});

describe('the order queue\'s settings', () => {
  it('default to 50 waiting per place of ORDER_CONCURRENCY and a 2 s wait; ORDER_QUEUE_LIMIT and ORDER_QUEUE_WAIT_MS set them', () => {
    expect(configFromEnv({})).toMatchObject({ orderConcurrency: 4, orderQueueLimit: 200, orderQueueWaitMs: 2000 });
    expect(configFromEnv({ ORDER_CONCURRENCY: '3' })).toMatchObject({ orderQueueLimit: 150 });
    expect(configFromEnv({ ORDER_QUEUE_LIMIT: '0', ORDER_QUEUE_WAIT_MS: '500' })).toMatchObject({ orderQueueLimit: 0, orderQueueWaitMs: 500 });
  });
});
