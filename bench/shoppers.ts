/**
 * Order benches' buyers, who place an order as the store's payment step does
 * (src/application/use-cases/place-order.ts): refused as very busy (503 with `Retry-After`), a
 * buyer waits as the domain's back-off and the server ask, and tries again under the same
 * Idempotency-Key, up to the domain's tries. A closed loop that asks again at once (autocannon)
 * turns each cheap refusal into thousands; the store's own buyers never do.
 */
import { busyRetryDelayMs, retriesAfterBusy } from '../src/domain/busy-retry.js';

/** One try's answer: its status, how long it took, when it came (ms from `started`), its body. */
export interface TriedAnswer {
  status: number;
  ms: number;
  at: number;
  body: string;
}

/** One order's tries, the last its outcome (201, a refusal, or 503 when the buyer gave up). */
export interface PlacedOrder {
  tries: TriedAnswer[];
  /** From the first try to the outcome, waits included. */
  ms: number;
}

const SERVICE_UNAVAILABLE = 503;

/** POSTs an order to `url` with `headers` and `body`; `started` is the run's origin for `at`. */
async function tryOnce(url: string, headers: Record<string, string>, body: string, started: number): Promise<TriedAnswer & { retryAfter: number | null }> {
  const sent = performance.now();
  const response = await fetch(`${url}/api/orders`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const text = await response.text();
  const now = performance.now();
  const retryAfter = response.headers.get('retry-after');
  return { status: response.status, ms: now - sent, at: now - started, body: text, retryAfter: retryAfter === null ? null : Number(retryAfter) };
}

/** Places one order as the payment step does: the same key for every try, a busy answer waited out. */
export async function placeAsTheStoreDoes(url: string, headers: Record<string, string>, body: string, started: number): Promise<PlacedOrder> {
  const first = performance.now();
  const tries: TriedAnswer[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const { retryAfter, ...answer } = await tryOnce(url, headers, body, started);
    tries.push(answer);
    if (answer.status !== SERVICE_UNAVAILABLE || !retriesAfterBusy(attempt)) break;
    await new Promise((wait) => setTimeout(wait, busyRetryDelayMs(attempt, retryAfter, Math.random())));
  }
  return { tries, ms: performance.now() - first };
}

/**
 * `shoppers` buyers at once, each placing `nextOrder()`'s orders one after the other until it
 * answers null; every order placed as the store does. Answers every order, in the order finished.
 */
export async function runShoppers(
  shoppers: number,
  nextOrder: () => { headers: Record<string, string>; body: string } | null,
  url: string,
  started = performance.now(),
): Promise<PlacedOrder[]> {
  const placed: PlacedOrder[] = [];
  const shopper = async () => {
    for (let order = nextOrder(); order !== null; order = nextOrder()) placed.push(await placeAsTheStoreDoes(url, order.headers, order.body, started));
  };
  await Promise.all(Array.from({ length: shoppers }, shopper));
  return placed;
}
