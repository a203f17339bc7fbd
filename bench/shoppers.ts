/**
 * Order benches' buyers, who place an order as the store's payment step does
 * (src/application/use-cases/place-order.ts): refused as very busy (503 with `Retry-After`), a
 * buyer waits as the domain's back-off and the server ask, and tries again under the same
 * Idempotency-Key, up to the domain's tries. A closed loop that asks again at once (autocannon)
 * turns each cheap refusal into thousands; the store's own buyers never do.
 */
import { Agent, request as httpRequest } from 'node:http';
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

/**
 * The buyers' connections: one kept-alive socket per shopper, as a browser keeps its own. Node's
 * `fetch` (WHATWG streams over undici) cost the bench about as much CPU per answer as the app
 * spent on it, on the same two cores; `http.request` costs a third of it.
 */
const agents = new Map<string, Agent>();
/** One agent per origin and number of shoppers: a run of 200 must not reuse a warm-up's 8 sockets. */
const agentFor = (origin: string, shoppers: number) => {
  const key = `${origin} ${shoppers}`;
  let agent = agents.get(key);
  if (agent === undefined) agents.set(key, (agent = new Agent({ keepAlive: true, maxSockets: shoppers, maxFreeSockets: shoppers })));
  return agent;
};

/** POSTs an order to `url` with `headers` and `body`; `started` is the run's origin for `at`. */
function tryOnce(agent: Agent, url: string, headers: Record<string, string>, body: string, started: number): Promise<TriedAnswer & { retryAfter: number | null }> {
  const sent = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}/api/orders`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const now = performance.now();
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, ms: now - sent, at: now - started, body: Buffer.concat(chunks).toString('utf8'), retryAfter: retryAfter === undefined ? null : Number(retryAfter) });
      });
    });
    request.end(body);
  });
}

/**
 * Opens the shoppers' connections before the clock starts: `shoppers` requests at once on their
 * agent, each of which leaves a kept-alive socket behind. A drop's buyers have the product page open
 * before the hour, and in production nginx holds its connections to an instance open (its upstream
 * keep-alive); 200 connections opened in the first millisecond of a run waited up to 2 s in the
 * app's accept queue (`ss -ltn` read 7-112 waiting) in about half the runs, a cost of the bench's
 * arrival and not of an order.
 */
export async function openConnections(url: string, shoppers: number): Promise<void> {
  const agent = agentFor(new URL(url).origin, shoppers);
  await Promise.all(
    Array.from({ length: shoppers }, () =>
      new Promise<void>((resolve, reject) => {
        const request = httpRequest(`${url}/healthz`, { agent });
        request.on('error', reject);
        request.on('response', (response) => response.resume().on('end', resolve).on('error', reject));
        request.end();
      }),
    ),
  );
}

/** Places one order as the payment step does: the same key for every try, a busy answer waited out. */
export async function placeAsTheStoreDoes(agent: Agent, url: string, headers: Record<string, string>, body: string, started: number): Promise<PlacedOrder> {
  const first = performance.now();
  const tries: TriedAnswer[] = [];
  for (let attempt = 1; ; attempt += 1) {
    const { retryAfter, ...answer } = await tryOnce(agent, url, headers, body, started);
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
  const agent = agentFor(new URL(url).origin, shoppers);
  const shopper = async () => {
    for (let order = nextOrder(); order !== null; order = nextOrder()) placed.push(await placeAsTheStoreDoes(agent, url, order.headers, order.body, started));
  };
  await Promise.all(Array.from({ length: shoppers }, shopper));
  return placed;
}
