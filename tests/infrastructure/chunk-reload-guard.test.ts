import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '@/domain';
import { CHUNK_RELOADS_STORAGE_KEY, installChunkReloadGuard } from '@/infrastructure/build/chunk-reload-guard';

function setup(path = '/products/linen-shirt') {
  const target = new EventTarget();
  let now = 1_000_000;
  const reload = vi.fn();
  const uninstall = installChunkReloadGuard({ target, storage: sessionStorage, now: () => now, reload, path: () => path });
  const fail = (): Event => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { reload, uninstall, fail, advance: (ms: number) => (now += ms), at: () => now };
}

describe('installChunkReloadGuard (spec §4: reload at most once per 10 s per path)', () => {
  it('reloads on vite:preloadError and stops Vite from throwing', () => {
    const guard = setup();
    const event = guard.fail();
    expect(guard.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOADS_STORAGE_KEY)!)).toEqual({ '/products/linen-shirt': guard.at() });
  });

  it('does not reload the same path again within 10 s, which survives the reload through session storage', () => {
    const first = setup();
    first.fail();
    first.uninstall();
    // After the reload: a new page, a new guard, the same session storage.
    const second = setup();
    second.advance(CHUNK_RELOAD_GUARD_MS - 1);
    const event = second.fail();
    expect(second.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    second.advance(1);
    second.fail();
    expect(second.reload).toHaveBeenCalledTimes(1);
  });

  it('guards each path on its own', () => {
    setup('/a').fail();
    const other = setup('/b');
    other.fail();
    expect(other.reload).toHaveBeenCalledTimes(1);
  });

  it('uninstall removes the listener', () => {
    const guard = setup();
    guard.uninstall();
    guard.fail();
    expect(guard.reload).not.toHaveBeenCalled();
  });

  it('a broken record in storage counts as no reload yet', () => {
    sessionStorage.setItem(CHUNK_RELOADS_STORAGE_KEY, 'not json');
    const guard = setup();
    guard.fail();
    expect(guard.reload).toHaveBeenCalledTimes(1);
  });
});
