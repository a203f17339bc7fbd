import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeolocationError, PermissionDeniedError, type StoreLocation } from '@/application';
import { BrowserGeolocation } from '@/infrastructure/browser/browser-geolocation';
import { GoogleStoreMapRenderer, STORE_ZOOM } from '@/infrastructure/maps/google-store-map';

const store = (id: number, name: string, lat: number, lng: number): StoreLocation => ({
  id, name, lat, lng, address: `${name} street`, city: 'Beirut', country_code: 'LB', phone: '+961', hours: [], time_zone: 'Asia/Beirut',
});

// A fake of the "maps" library: records what the renderer asks of it.
function fakeMaps() {
  const calls: unknown[][] = [];
  let click: ((event: { feature: { getId(): number } }) => void) | null = null;
  const removed = vi.fn();
  class FakeMap {
    data = {
      add: (feature: unknown) => calls.push(['add', feature]),
      setStyle: (style: (feature: { getProperty(name: string): unknown }) => unknown) => calls.push(['style', style({ getProperty: () => 'Souks' })]),
      addListener: (_event: string, handler: typeof click) => ((click = handler), { remove: removed }),
    };
    constructor(host: HTMLElement, options: unknown) {
      calls.push(['map', host.id, options]);
    }
    panTo = (position: unknown) => calls.push(['panTo', position]);
    setZoom = (zoom: number) => calls.push(['zoom', zoom]);
    fitBounds = (bounds: unknown) => calls.push(['fitBounds', bounds]);
  }
  class FakeInfoWindow {
    setContent = (content: HTMLElement) => calls.push(['content', content.textContent]);
    setPosition = (position: unknown) => calls.push(['position', position]);
    open = () => calls.push(['open']);
    close = () => calls.push(['close']);
  }
  class Point {
    constructor(readonly position: unknown) {}
  }
  return { library: { Map: FakeMap, InfoWindow: FakeInfoWindow, Data: { Point } }, calls, click: (id: number) => click?.({ feature: { getId: () => id } }), removed };
}

describe('GoogleStoreMapRenderer with a fake google.maps library', () => {
  const STORES = [store(1, 'Souks', 33.9, 35.5), store(2, 'Tripoli', 34.43, 35.83)];

  it('puts a marker per shop, fits them in view, and opens an info window for the shop chosen in the list', () => {
    const maps = fakeMaps();
    const host = document.createElement('div');
    host.id = 'map';
    const view = new GoogleStoreMapRenderer().render(maps.library, host, STORES, () => undefined);
    expect(maps.calls.filter(([kind]) => kind === 'add')).toEqual([
      ['add', { geometry: { position: { lat: 33.9, lng: 35.5 } }, id: 1, properties: { name: 'Souks' } }],
      ['add', { geometry: { position: { lat: 34.43, lng: 35.83 } }, id: 2, properties: { name: 'Tripoli' } }],
    ]);
    expect(maps.calls).toContainEqual(['style', { title: 'Souks' }]);
    expect(maps.calls).toContainEqual(['fitBounds', { north: 34.43, south: 33.9, east: 35.83, west: 35.5 }]);
    maps.calls.length = 0;
    view.select(2);
    expect(maps.calls).toEqual([
      ['content', 'TripoliTripoli street, Beirut'],
      ['position', { lat: 34.43, lng: 35.83 }],
      ['open'],
      ['panTo', { lat: 34.43, lng: 35.83 }],
      ['zoom', STORE_ZOOM],
    ]);
  });

  it('reports the shop whose marker is clicked, and removes its listener when destroyed', () => {
    const maps = fakeMaps();
    const chosen: number[] = [];
    const view = new GoogleStoreMapRenderer().render(maps.library, document.createElement('div'), STORES, (id) => chosen.push(id));
    maps.click(1);
    maps.click(99); // not a shop: ignored
    expect(chosen).toEqual([1]);
    view.destroy();
    expect(maps.removed).toHaveBeenCalledTimes(1);
  });
});

describe('BrowserGeolocation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the position as lat/lng', async () => {
    const source = {
      getCurrentPosition: vi.fn((success: PositionCallback) => success({ coords: { latitude: 34.1, longitude: 35.6 } } as GeolocationPosition)),
    };
    await expect(new BrowserGeolocation(source).currentPosition()).resolves.toEqual({ lat: 34.1, lng: 35.6 });
  });

  it('a refusal is a denied permission, a timeout or no device an unavailable position', async () => {
    const failing = (code: number) => ({
      getCurrentPosition: (_success: PositionCallback, failure?: PositionErrorCallback | null) => failure?.({ code } as GeolocationPositionError),
    });
    await expect(new BrowserGeolocation(failing(1)).currentPosition()).rejects.toEqual(new PermissionDeniedError('Location access was refused.'));
    await expect(new BrowserGeolocation(failing(3)).currentPosition()).rejects.toEqual(new GeolocationError());
    await expect(new BrowserGeolocation(undefined).currentPosition()).rejects.toEqual(new GeolocationError());
  });
});
