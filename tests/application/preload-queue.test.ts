import { describe, expect, it } from 'vitest';
import { PreloadQueue } from '@/application';
import { ROUTE_PRELOAD_LIFETIME_MS, ROUTE_PRELOAD_MAX_PENDING } from '@/domain';

/** Fake loaders settled by the test: which keys started, and a way to finish each. */
function fakeLoaders() {
  const started: string[] = [];
  const finish = new Map<string, (ok: boolean) => void>();
  const loader = (key: string) => () => {
    started.push(key);
    return new Promise<void>((resolve, reject) => finish.set(key, (ok) => (ok ? resolve() : reject(new Error(`${key} failed`)))));
  };
  /** Settles a started load and lets the queue move on. */
  const settle = async (key: string, ok = true) => {
    finish.get(key)!(ok);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { started, loader, settle };
}

describe('route preloads (spec §9: up to 4 pending)', () => {
  it('runs at most 4 at once; the next starts when one settles, the latest intent first', async () => {
    const queue = new PreloadQueue(() => 0);
    const { started, loader, settle } = fakeLoaders();
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f']) queue.request(key, loader(key));
    expect(ROUTE_PRELOAD_MAX_PENDING).toBe(4);
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.pendingCount).toBe(4);

    await settle('/b');
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/f']);
    expect(queue.pendingCount).toBe(4);
    await settle('/a', false);
    expect(started).toEqual(['/a', '/b', '/c', '/d', '/f', '/e']);
    for (const key of ['/c', '/d', '/e', '/f']) await settle(key);
    expect(queue.pendingCount).toBe(0);
  });

  it('keeps only as many waiting as may run: older intents are dropped', async () => {
    const queue = new PreloadQueue(() => 0);
    const { started, loader, settle } = fakeLoaders();
    const keys = Array.from({ length: 10 }, (_, index) => `/p${index}`);
    for (const key of keys) queue.request(key, loader(key));
    for (const key of keys.slice(0, 4)) await settle(key);
    // /p4 and /p5 were dropped for the four newer ones, which ran newest first.
    expect(started).toEqual(['/p0', '/p1', '/p2', '/p3', '/p9', '/p8', '/p7', '/p6']);
  });

  it('never preloads the same route twice while its preload stands; again after its lifetime or a failure', async () => {
    let now = 0;
    const queue = new PreloadQueue(() => now);
    const { started, loader, settle } = fakeLoaders();
    queue.request('/a', loader('/a'));
    queue.request('/a', loader('/a'));
    await settle('/a');
    queue.request('/a', loader('/a'));
    expect(started).toEqual(['/a']);
    now += ROUTE_PRELOAD_LIFETIME_MS;
    queue.request('/a', loader('/a'));
    expect(started).toEqual(['/a', '/a']);

    queue.request('/b', loader('/b'));
    await settle('/b', false);
    queue.request('/b', loader('/b'));
    expect(started).toEqual(['/a', '/a', '/b', '/b']);
  });

  it('a loader that throws at once frees its place', async () => {
    const queue = new PreloadQueue(() => 0, 1);
    const { started, loader } = fakeLoaders();
    queue.request('/broken', () => {
      throw new Error('no route');
    });
    queue.request('/a', loader('/a'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['/a']);
  });
});
