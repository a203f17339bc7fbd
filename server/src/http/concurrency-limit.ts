/**
 * A bulkhead: at most `max` calls of a kind run at once, the others wait their turn in order.
 * Order placement holds a pooled connection through a transaction of several statements; left
 * alone, a burst of orders took every connection and product pages, quotes and sign-ins queued
 * behind them. Limited, orders wait among themselves and reads keep the rest of the pool.
 *
 * The wait is bounded (issue 30): when orders arrive faster than they can be placed, a buyer who
 * would queue for seconds is refused at once instead (`BulkheadFull`, answered 503 with
 * `Retry-After`), before any of its work starts, and retries with the same Idempotency-Key.
 */

/** How long a queue may grow before calls are refused. */
export interface QueueBounds {
  /** Most calls waiting for a place; one more is refused at once. */
  readonly queueLimit: number;
  /**
   * Longest wait, in ms: a call whose expected wait (the calls ahead of it times the recent
   * calls' mean duration, over `max` places) is longer is refused at once, and a call still
   * waiting after it (the estimate was wrong: the database slowed down) is refused then.
   */
  readonly maxWaitMs: number;
  /** Milliseconds of a monotonic clock (tests pass their own). */
  readonly now?: () => number;
}

/** Most seconds a refusal asks the client to wait. */
export const MAX_RETRY_AFTER_SECONDS = 10;

/** A call refused because the queue is full: nothing of it ran. */
export class BulkheadFull extends Error {
  constructor(
    /** When the queue is expected to have room again, in whole seconds (1 to MAX_RETRY_AFTER_SECONDS). */
    readonly retryAfterSeconds: number,
    readonly reason: 'queue-full' | 'wait-too-long' | 'waited-too-long',
  ) {
    super(`bulkhead full (${reason})`);
    this.name = 'BulkheadFull';
  }
}

// Weight of the last call's duration in the running mean: the mean follows a slowing database within a few dozen calls.
const MEAN_WEIGHT = 0.1;

/** A bulkhead's `run`, with what it would answer a call arriving now. */
export interface Bulkhead {
  /** Runs `work` in its turn; with `waitsItsTurn`, past the queue's bounds too (nothing refuses it). */
  <T>(work: () => Promise<T>, options?: { waitsItsTurn?: boolean }): Promise<T>;
  /** Throws `BulkheadFull` when a call arriving now would be refused: a cheap check at the door, before authentication and parsing. */
  admit(): void;
  /** Calls running and waiting now. */
  readonly running: number;
  readonly waiting: number;
}

interface Waiter {
  readonly start: () => void;
  readonly refuse: (error: BulkheadFull) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** A bulkhead of `max` places; without `bounds` its queue is unbounded. */
export function concurrencyLimit(max: number, bounds?: QueueBounds): Bulkhead {
  if (!Number.isInteger(max) || max < 1) throw new Error(`a concurrency limit needs a positive integer, not ${max}`);
  if (bounds !== undefined && (!Number.isInteger(bounds.queueLimit) || bounds.queueLimit < 0)) throw new Error(`a queue limit needs a whole number, not ${bounds.queueLimit}`);
  if (bounds !== undefined && !(bounds.maxWaitMs > 0)) throw new Error(`a longest wait needs a positive number of ms, not ${bounds.maxWaitMs}`);
  const now = bounds?.now ?? (() => performance.now());
  let running = 0;
  /** Running mean duration of a call, ms; 0 until one has finished. */
  let meanMs = 0;
  const waiting: Waiter[] = [];

  /** How long a call at `position` in the queue (1 = next) is expected to wait, ms. */
  const expectedWaitMs = (position: number) => Math.ceil(position / max) * meanMs;
  const retryAfter = (position: number) => Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(expectedWaitMs(position) / 1000)));

  /** Why a call arriving now would be refused, or null when it may run or wait. */
  const refusal = (): BulkheadFull | null => {
    if (bounds === undefined || running < max) return null;
    const position = waiting.length + 1;
    if (waiting.length >= bounds.queueLimit) return new BulkheadFull(retryAfter(position), 'queue-full');
    if (expectedWaitMs(position) > bounds.maxWaitMs) return new BulkheadFull(retryAfter(position), 'wait-too-long');
    return null;
  };

  // A finishing call hands its place to the next waiter (still counted as running), so a call
  // arriving meanwhile cannot take it first and the count never passes `max`.
  const release = (durationMs: number) => {
    meanMs = meanMs === 0 ? durationMs : meanMs + MEAN_WEIGHT * (durationMs - meanMs);
    const next = waiting.shift();
    if (next !== undefined) next.start();
    else running -= 1;
  };

  const wait = (bounded: boolean) =>
    new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        refuse: reject,
        timer: undefined,
      };
      if (bounds !== undefined && bounded) {
        waiter.timer = setTimeout(() => {
          const index = waiting.indexOf(waiter);
          if (index === -1) return;
          waiting.splice(index, 1);
          waiter.refuse(new BulkheadFull(retryAfter(waiting.length + 1), 'waited-too-long'));
        }, bounds.maxWaitMs);
        waiter.timer.unref?.();
      }
      waiting.push(waiter);
    });

  const run = async function run<T>(work: () => Promise<T>, options?: { waitsItsTurn?: boolean }): Promise<T> {
    const bounded = options?.waitsItsTurn !== true;
    if (running < max) running += 1;
    else {
      const refused = bounded ? refusal() : null;
      if (refused !== null) throw refused;
      await wait(bounded);
    }
    const started = now();
    try {
      return await work();
    } finally {
      release(now() - started);
    }
  } as Bulkhead;
  return Object.defineProperties(run, {
    admit: {
      value: () => {
        const refused = refusal();
        if (refused !== null) throw refused;
      },
    },
    running: { get: () => running },
    waiting: { get: () => waiting.length },
  });
}
