// After start-up the overlay host fetches the overlays' code one at a time, each when the browser
// is next idle: fetched together, their code ran in long tasks on a slow phone.
import { FEATURES } from '@/ui/composition';
import { OverlayHost } from '@/ui/shell/drawers/OverlayHost';
import { overlaysFor, prefetchOverlaysWhenIdle } from '@/ui/shell/drawers/overlays';
import { act, cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenStrictly } from '../../support/msw/server';
import { createTestContainer } from '../../support/test-container';
import { renderWithServices } from '../catalogue/render';

const server = setupServer();
listenStrictly(server);

/** The idle callbacks asked for and not yet run. */
let pending: Map<number, () => void>;
let asked = 0;

beforeEach(() => {
  pending = new Map();
  asked = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    asked += 1;
    pending.set(asked, callback);
    return asked;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => pending.delete(handle));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Runs the one idle callback waiting and lets the prefetch it starts settle. */
async function runIdleCallback() {
  expect(pending.size).toBe(1);
  const [handle, callback] = [...pending][0]!;
  pending.delete(handle);
  await act(async () => {
    callback();
    await vi.waitFor(() => expect(pending.size).toBeGreaterThan(0), { timeout: 5_000 });
  });
}

describe('overlay prefetch', () => {
  it('fetches one overlay per idle callback, the next only once the last has loaded, and nothing after the last', async () => {
    const overlays = overlaysFor(createTestContainer().container.get(FEATURES));
    const prefetch = prefetchOverlaysWhenIdle(overlays);
    for (let overlay = 1; overlay < 7; overlay += 1) {
      await runIdleCallback();
      expect(asked).toBe(overlay + 1);
    }
    const [, last] = [...pending][0]!;
    pending.clear();
    last();
    await prefetch.done;
    expect(pending.size).toBe(0);
    expect(asked).toBe(7);
  });

  it('the host starts the prefetch when it mounts and stops it when it is gone', async () => {
    const { unmount } = renderWithServices(<OverlayHost />);
    expect(pending.size).toBe(1);
    await runIdleCallback();
    expect(asked).toBe(2);
    unmount();
    expect(pending.size).toBe(0);
  });
});
