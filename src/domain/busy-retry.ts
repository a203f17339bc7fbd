// When the shop is very busy (the API answers 503 with Retry-After: too many orders waiting),
// placing an order tries again by itself a few times, then leaves it to the shopper (issue 30).

/** Tries of one Pay: the shopper's, then this many minus one by themselves. */
export const BUSY_MAX_ATTEMPTS = 4;
/** The first automatic try's back-off; each next one doubles it. */
export const BUSY_RETRY_BASE_MS = 1000;
/** The longest wait before an automatic try, whatever the server asks. */
export const BUSY_RETRY_MAX_MS = 15_000;
/** Up to this share of the wait is added, spread over the refused buyers so they do not return together. */
export const BUSY_RETRY_SPREAD = 0.25;

/** Whether a try refused as busy (1 = the shopper's own) is followed by another by itself. */
export function retriesAfterBusy(attempt: number): boolean {
  return attempt < BUSY_MAX_ATTEMPTS;
}

/**
 * Milliseconds before automatic try number `retry` (1, 2, 3): the server's `Retry-After` or the
 * doubling back-off (1, 2, 4 s), whichever is longer, plus `spread` (0 to 1, the caller's random
 * draw) × BUSY_RETRY_SPREAD of it; at most BUSY_RETRY_MAX_MS.
 */
export function busyRetryDelayMs(retry: number, retryAfterSeconds: number | null, spread: number): number {
  const backOff = BUSY_RETRY_BASE_MS * 2 ** Math.max(0, retry - 1);
  const asked = retryAfterSeconds !== null && Number.isFinite(retryAfterSeconds) ? Math.max(0, retryAfterSeconds) * 1000 : 0;
  const wait = Math.max(backOff, asked);
  const spreadShare = Math.min(1, Math.max(0, spread)) * BUSY_RETRY_SPREAD;
  return Math.min(BUSY_RETRY_MAX_MS, Math.round(wait * (1 + spreadShare)));
}

/**
 * The whole seconds a countdown shows for `remainingMs`, to the nearest (a 1.2 s wait reads
 * "1 s", not "2 s"); never below 1 while waiting.
 */
export function countdownSeconds(remainingMs: number): number {
  return Math.max(1, Math.round(remainingMs / 1000));
}
