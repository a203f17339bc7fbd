import { describe, expect, it } from 'vitest';
import { PreloadQueue } from '@/application';
import { ROUTE_PRELOAD_LIFETIME_MS, ROUTE_PRELOAD_MAX_PENDING } from '@/domain';

/** Fake loaders settled by the test: which keys started, a way to finish each, and a wait for a start. */
function fakeLoaders() {
  const started: string[] = [];
  const finish = new Map<string, (ok: boolean) => void>();
  const startWaiters = new Map<string, () => void>();
  const loader = (key: string) => () => {
    started.push(key);
    startWaiters.get(key)?.();
    startWaiters.delete(key);
    return new Promise<void>((resolve, reject) => finish.set(key, (ok) => (ok ? resolve() : reject(new Error(`${key} failed`)))));
  };
  /** Settles a started load. */
  const settle = (key: string, ok = true) => finish.get(key)!(ok);
  /** Resolves once `key`'s load has started (at once if it has). */
  const whenStarted = (key: string) => (started.includes(key) ? Promise.resolve() : new Promise<void>((resolve) => startWaiters.set(key, resolve)));
  return { started, loader, settle, whenStarted };
}

describe('route preloads (spec §9: up to 4 pending)', () => {
  it('runs at most 4 at once; the next starts when one settles, the latest intent first', async () => {
    const queue = new PreloadQueue(() => 0);
    const { started, loader, settle, whenStarted } = fakeLoaders();
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f']) queue.request(key, loader(key));
    expect(ROUTE_PRELOAD_MAX_PENDING).toBe(4);
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.pendingCount).toBe(4);

    settle('/b');
    await whenStarted('/f');
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/f']);
    expect(queue.pendingCount).toBe(4);
    settle('/a', false);
    await whenStarted('/e');
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/f', '/e']);
    for (const key of ['/c', '/d', '/e', '/f']) settle(key);
    await queue.whenIdle();
    expect(queue.pendingCount).toBe(0);
  });

  it('keeps only as many waiting as may run: older intents are dropped', async () => {
    const queue = new PreloadQueue(() => 0);
    const { started, loader, settle, whenStarted } = fakeLoaders();
    const keys = Array.from({ length: 10 }, (_, index) => `/p${index}`);
    for (const key of keys) queue.request(key, loader(key));
    for (const key of keys.slice(0, 4)) settle(key);
    await whenStarted('/p6');
    for (const key of ['/p9', '/p8', '/p7', '/p6']) settle(key);
    await queue.whenIdle();
    // /p4 and /p5 were dropped for the four newer ones, which ran newest first.
    expect(started).toEqual(['/p0', '/p1', '/p2', '/p3', '/p9', '/p8', '/p7', '/p6']);
  });

  it('never preloads the same route twice while its preload stands; again after its lifetime or a failure', async () => {
    let now = 0;
    const queue = new PreloadQueue(() => now);
    const { started, loader, settle } = fakeLoaders();
    queue.request('/a', loader('/a'));
    queue.request('/a', loader('/a'));
    settle('/a');
    await queue.whenIdle();
    queue.request('/a', loader('/a'));
    expect(started).toEqual(['/a']);
    now += ROUTE_PRELOAD_LIFETIME_MS;
    queue.request('/a', loader('/a'));
    expect(started).toEqual(['/a', '/a']);
    settle('/a');

    queue.request('/b', loader('/b'));
    settle('/b', false);
    await queue.whenIdle();
    queue.request('/b', loader('/b'));
    expect(started).toEqual(['/a', '/a', '/b', '/b']);
  });

  it('a loader that throws at once frees its place', async () => {
    const queue = new PreloadQueue(() => 0, 1);
    const { started, loader, settle, whenStarted } = fakeLoaders();
    queue.request('/broken', () => {
      throw new Error('no route');
    });
    queue.request('/a', loader('/a'));
    await whenStarted('/a');
    settle('/a');
    await queue.whenIdle();
    expect(started).toEqual(['/a']);
    expect(queue.pendingCount).toBe(0);
  });
});

describe('waiting for the preloads to finish', () => {
  it('resolves at once when nothing is under way', async () => {
    const queue = new PreloadQueue(() => 0);
    await queue.whenIdle();
    expect(queue.pendingCount).toBe(0);
  });

  it('resolves only once the preload that waited has started and settled too', async () => {
    const queue = new PreloadQueue(() => 0, 1);
    const { loader, settle, whenStarted } = fakeLoaders();
    queue.request('/a', loader('/a'));
    queue.request('/b', loader('/b'));
    const events: string[] = [];
    const idle = queue.whenIdle().then(() => events.push('idle'));

    settle('/a', false);
    await whenStarted('/b');
    events.push('/b started');
    settle('/b');
    await idle;
    expect(events).toEqual(['/b started', 'idle']);
    expect(queue.pendingCount).toBe(0);
  });

  it('answers every caller, and waits again once a new preload starts', async () => {
    const queue = new PreloadQueue(() => 0);
    const { loader, settle } = fakeLoaders();
    queue.request('/a', loader('/a'));
    const callers = [queue.whenIdle(), queue.whenIdle()];
    settle('/a');
    await Promise.all(callers);

    queue.request('/b', loader('/b'));
    const events: string[] = [];
    const idle = queue.whenIdle().then(() => events.push('idle'));
    await Promise.resolve();
    events.push('/b settling');
    settle('/b');
    await idle;
    expect(events).toEqual(['/b settling', 'idle']);
  });
});
