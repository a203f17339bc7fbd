import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSY_MAX_ATTEMPTS, BUSY_RETRY_MAX_MS, busyRetryDelayMs, countdownSeconds, retriesAfterBusy } from '@/domain/busy-retry';

describe('placing an order when the shop is very busy (issue 30)', () => {
  it('tries 4 times in all: the shopper\'s, then 3 by itself', () => {
    expect(BUSY_MAX_ATTEMPTS).toBe(4);
    expect([1, 2, 3, 4].map(retriesAfterBusy)).toEqual([true, true, true, false]);
  });

  it('without Retry-After and without spread, waits 1, 2 then 4 s', () => {
    expect([1, 2, 3].map((retry) => busyRetryDelayMs(retry, null, 0))).toEqual([1000, 2000, 4000]);
  });

  it('waits at least what the server asked, and at least the back-off', () => {
    expect(busyRetryDelayMs(1, 3, 0)).toBe(3000);
    expect(busyRetryDelayMs(3, 1, 0)).toBe(4000);
    expect(busyRetryDelayMs(1, 0, 0)).toBe(1000);
  });

  it('adds up to a quarter more with the spread, never past 15 s', () => {
    expect(busyRetryDelayMs(1, 2, 1)).toBe(2500);
    expect(busyRetryDelayMs(2, null, 0.5)).toBe(2250);
    expect(busyRetryDelayMs(1, 3600, 0)).toBe(BUSY_RETRY_MAX_MS);
  });

  it('property: the wait lies between the longer of back-off and Retry-After and a quarter more, capped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.option(fc.integer({ min: 0, max: 120 })), fc.double({ min: 0, max: 1, noNaN: true }), (retry, retryAfter, spread) => {
        const floor = Math.max(1000 * 2 ** (retry - 1), (retryAfter ?? 0) * 1000);
        const wait = busyRetryDelayMs(retry, retryAfter, spread);
        expect(wait).toBeGreaterThanOrEqual(Math.min(floor, BUSY_RETRY_MAX_MS));
        expect(wait).toBeLessThanOrEqual(Math.min(Math.round(floor * 1.25), BUSY_RETRY_MAX_MS));
      }),
    );
  });

  it('counts down in whole seconds, to the nearest, never below 1 while waiting', () => {
    expect([2600, 2100, 2000, 1500, 1499, 1000, 1, 0].map(countdownSeconds)).toEqual([3, 2, 2, 2, 1, 1, 1, 1]);
  });
});
