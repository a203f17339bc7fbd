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

// The real path: @googlemaps/js-api-loader bootstraps the script into the page; happy-dom loads
// none, so each appended script either fails (its onerror) or "loads" by installing a fake
// google.maps namespace and calling the loader's callback, as Google's script does.
describe('GoogleMapsLoader over @googlemaps/js-api-loader with a fake google.maps namespace', () => {
  type MapsWindow = Window & { google?: { maps?: Record<string, unknown> } };
  const mapsLibrary = { Map: class {}, InfoWindow: class {}, Data: { Point: class {} } };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules(); // a fresh adapter module
    delete (window as MapsWindow).google;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (window as MapsWindow).google;
  });

  // The adapter imports the library on demand: import it first so that import is instant.
  async function freshLoader() {
    await import('@googlemaps/js-api-loader');
    return (await import('@/infrastructure/maps/google-maps-loader')).GoogleMapsLoader;
  }

  function scriptsFailing(failures: number): HTMLScriptElement[] {
    const scripts: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0] as HTMLScriptElement;
      scripts.push(script);
      queueMicrotask(() => {
        if (scripts.length <= failures) {
          script.onerror?.(new Event('error'));
          return;
        }
        const maps = (window as MapsWindow).google!.maps!;
        const callback = maps.__ib__ as () => void;
        maps.importLibrary = async (name: string) => (name === 'maps' ? mapsLibrary : {});
        callback();
      });
    });
    return scripts;
  }

  it('loads the script with the key, retries twice with 2 and 8 ms of back-off, then succeeds', async () => {
    const FreshLoader = await freshLoader();
    const scripts = scriptsFailing(2);
    const logger = spyLogger();
    const loader = new FreshLoader(logger);
    const seen = states(loader);
    const loaded = loader.load({ apiKey: 'maps-key' });
    await vi.advanceTimersByTimeAsync(1);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toContain('key=maps-key');
    expect(scripts[0]!.src).toContain('libraries=maps');
    expect(seen).toEqual(['initialized', 'loading']);
    await vi.advanceTimersByTimeAsync(2 + 8);
    await expect(loaded).resolves.toBe(mapsLibrary);
    expect(scripts).toHaveLength(3);
    expect(seen).toEqual(['initialized', 'loading', 'success']);
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      'Google Maps failed to load; retrying in 2 ms (attempt 1 of 3).',
      'Google Maps failed to load; retrying in 8 ms (attempt 2 of 3).',
    ]);
  });

  it('gives up after 3 retries: state failure and the library’s error', async () => {
    const FreshLoader = await freshLoader();
    // js-api-loader is set up once per page (its module outlives vi.resetModules): here the page
    // already has a google.maps namespace whose importLibrary keeps failing.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // its "setOptions() only once" notice
    const importLibrary = vi.fn(() => Promise.reject(new Error('The Google Maps JavaScript API could not load.')));
    (window as MapsWindow).google = { maps: { importLibrary } };
    const loader = new FreshLoader(spyLogger());
    const seen = states(loader);
    const outcome = loader.load({ apiKey: 'maps-key' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2 + 8 + 23);
    expect(importLibrary).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual(new Error('The Google Maps JavaScript API could not load.'));
    expect(importLibrary).toHaveBeenCalledTimes(4);
    expect(importLibrary).toHaveBeenCalledWith('maps');
    expect(seen).toEqual(['initialized', 'loading', 'failure']);
    expect(() => loader.load({ apiKey: 'another-key' })).toThrow(/other options/);
  });
});
