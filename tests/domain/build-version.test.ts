import { describe, expect, it } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, hasNewBuild } from '@/domain/build-version';

describe('build version check (spec §4: checked hourly; on a changed id the app reloads at next navigation)', () => {
  it('spec §9: the check runs every hour', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('spec §4: a changed id is a new build', () => {
    expect(hasNewBuild('abc123', 'def456')).toBe(true);
    expect(hasNewBuild('abc123', 'abc123')).toBe(false);
  });

  it('an unknown id is never a new build', () => {
    expect(hasNewBuild(null, 'def456')).toBe(false);
    expect(hasNewBuild('abc123', null)).toBe(false);
    expect(hasNewBuild('abc123', '')).toBe(false);
  });
});
