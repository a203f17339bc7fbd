import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapsLoaderState } from '@/domain';
import { GoogleMapsLoader, type MapsLibraryApi } from '@/infrastructure/maps/google-maps-loader';
import { spyLogger } from '../support/msw/client';

const maps = { Map: class {} };

// importLibrary fails `failures` times, then answers the maps library.
function fakeApi(failures: number) {
  let calls = 0;
  const api = {
    setOptions: vi.fn<MapsLibraryApi['setOptions']>(),
    importLibrary: vi.fn(async () => {
      calls += 1;
      if (calls <= failures) throw new Error(`The Google Maps JavaScript API could not load. (${calls})`);
      return maps;
    }),
  };
  return api;
}

function states(loader: GoogleMapsLoader): MapsLoaderState[] {
  const seen: MapsLoaderState[] = [];
  loader.state$.subscribe((state) => seen.push(state));
  return seen;
}

describe('GoogleMapsLoader (spec §4, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes initialized → loading → success and sets the options once with key and version', async () => {
    const api = fakeApi(0);
    const loader = new GoogleMapsLoader(spyLogger(), api);
    const seen = states(loader);
    await expect(loader.load({ apiKey: 'maps-key', version: 'quarterly' })).resolves.toBe(maps);
    expect(seen).toEqual(['initialized', 'loading', 'success']);
    expect(api.setOptions).toHaveBeenCalledTimes(1);
    expect(api.setOptions).toHaveBeenCalledWith({ key: 'maps-key', v: 'quarterly' });
    expect(api.importLibrary).toHaveBeenCalledWith('maps');
  });

  it('retries with back-off attempts × 2^attempts ms (2, 8, 24) and logs each retry', async () => {
    const api = fakeApi(3);
    const logger = spyLogger();
    const loader = new GoogleMapsLoader(logger, api);
    const seen = states(loader);
    const loaded = loader.load({ apiKey: 'k' });

    await vi.advanceTimersByTimeAsync(0);
    expect(api.importLibrary).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.importLibrary).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // 2 ms after the first failure
    expect(api.importLibrary).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(7);
    expect(api.importLibrary).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1); // 8 ms after the second
    expect(api.importLibrary).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(23);
    expect(api.importLibrary).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1); // 24 ms after the third
    expect(api.importLibrary).toHaveBeenCalledTimes(4);

    await expect(loaded).resolves.toBe(maps);
    expect(seen).toEqual(['initialized', 'loading', 'success']);
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      'Google Maps failed to load; retrying in 2 ms (attempt 1 of 3).',
      'Google Maps failed to load; retrying in 8 ms (attempt 2 of 3).',
      'Google Maps failed to load; retrying in 24 ms (attempt 3 of 3).',
    ]);
  });

  it('fails after 3 retries (4 tries in all) with state failure', async () => {
    const api = fakeApi(10);
    const loader = new GoogleMapsLoader(spyLogger(), api);
    const seen = states(loader);
    const loaded = loader.load({ apiKey: 'k' });
    const outcome = loaded.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2 + 8 + 24);
    expect(await outcome).toEqual(new Error('The Google Maps JavaScript API could not load. (4)'));
    expect(api.importLibrary).toHaveBeenCalledTimes(4);
    expect(seen).toEqual(['initialized', 'loading', 'failure']);
  });

  it('the same options return the same promise; other options throw', async () => {
    const api = fakeApi(0);
    const loader = new GoogleMapsLoader(spyLogger(), api);
    const first = loader.load({ apiKey: 'k' });
    expect(loader.load({ apiKey: 'k', version: 'weekly' })).toBe(first);
    expect(() => loader.load({ apiKey: 'other' })).toThrow(Error);
    expect(() => loader.load({ apiKey: 'k', version: 'beta' })).toThrow(/other options/);
    await first;
    expect(api.importLibrary).toHaveBeenCalledTimes(1);
  });
});
