import { describe, expect, it } from 'vitest';
import { MAPS_MAX_RETRIES, mapsRetryDelayMs } from '@/domain/maps-retry';

describe('maps loader retries (spec §7: up to 3 retries; §8: backoff of attempts times 2 to the power of attempts, in ms)', () => {
  it('spec §8: the back-off is attempts × 2^attempts ms', () => {
    expect([1, 2, 3, 4].map(mapsRetryDelayMs)).toEqual([2, 8, 24, 64]);
    expect(mapsRetryDelayMs(0)).toBe(0);
  });

  it('spec §7, §9: retries at most 3 times', () => {
    expect(MAPS_MAX_RETRIES).toBe(3);
  });
});
