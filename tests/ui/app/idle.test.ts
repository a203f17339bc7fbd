// A step of work after hydration waits for the browser's next idle moment, or for 2 s at most on a
// page that is never idle; where there is no requestIdleCallback, a short while on the clock.
import { nextIdleMoment } from '@/ui/app/idle';
import { asyncScheduler, type SchedulerLike } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextIdleMoment', () => {
  it('resolves when the browser calls back at an idle moment, asked to within 2 s', async () => {
    const requests: { run: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => requests.push({ run, timeout: options?.timeout }));
    const resolved = vi.fn();
    void nextIdleMoment(asyncScheduler).then(resolved);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.timeout).toBe(2_000);
    requests[0]?.run();
    await vi.waitFor(() => expect(resolved).toHaveBeenCalledOnce());
  });

  it('without requestIdleCallback, resolves a little later on the clock', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const scheduled: { run: () => void; delay?: number }[] = [];
    const clock = { now: () => 0, schedule: (run: () => void, delay?: number) => void scheduled.push({ run, delay }) } as unknown as SchedulerLike;
    const resolved = vi.fn();
    void nextIdleMoment(clock).then(resolved);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    expect(scheduled.map(({ delay }) => delay)).toEqual([50]);
    scheduled[0]?.run();
    await vi.waitFor(() => expect(resolved).toHaveBeenCalledOnce());
  });
});
