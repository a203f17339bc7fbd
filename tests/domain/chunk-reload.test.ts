import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, canReloadForChunk, recordChunkReload } from '@/domain/chunk-reload';

const now = Date.UTC(2025, 3, 2, 10);

describe('chunk reload guard (spec §4: chunk-load failures reload the page, at most once per 10 seconds per path)', () => {
  it('spec §9: the guard is 10 seconds', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
  });

  it('spec §4: a path never reloaded may reload', () => {
    expect(canReloadForChunk({}, '/faq', now)).toBe(true);
  });

  it('spec §4: the same path may not reload again within 10 seconds', () => {
    const record = recordChunkReload({}, '/faq', now);
    expect(canReloadForChunk(record, '/faq', now + 9_999)).toBe(false);
    expect(canReloadForChunk(record, '/faq', now + 10_000)).toBe(true);
  });

  it('spec §4: the guard is per path', () => {
    const record = recordChunkReload({}, '/faq', now);
    expect(canReloadForChunk(record, '/contact-us', now + 1)).toBe(true);
  });

  it('records without mutating and drops entries past the guard', () => {
    const before = { '/old': now - 10_000, '/recent': now - 5_000 };
    const after = recordChunkReload(before, '/faq', now);
    expect(after).toEqual({ '/recent': now - 5_000, '/faq': now });
    expect(before).toEqual({ '/old': now - 10_000, '/recent': now - 5_000 });
  });
});
