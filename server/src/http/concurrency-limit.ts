/**
 * A bulkhead: at most `max` calls of a kind run at once, the others wait their turn in order.
 * Order placement holds a pooled connection through a transaction of several statements; left
 * alone, a burst of orders took every connection and product pages, quotes and sign-ins queued
 * behind them. Limited, orders wait among themselves and reads keep the rest of the pool.
 */
export function concurrencyLimit(max: number) {
  if (!Number.isInteger(max) || max < 1) throw new Error(`a concurrency limit needs a positive integer, not ${max}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next !== undefined) next();
  };
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      release();
    }
  };
}
