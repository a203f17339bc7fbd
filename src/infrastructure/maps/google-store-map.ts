import type { MapHost, StoreLocation, StoreMapRenderer, StoreMapView } from '@/application';

// The few parts of the Maps JavaScript API's "maps" library the store map uses. Markers are the
// map's data layer points: they need no other library (and no map id, as advanced markers do).
interface LatLngLiteral {
  lat: number;
  lng: number;
}
interface MapsEventListener {
  remove(): void;
}
interface DataFeature {
  getId(): number | string | undefined;
  getProperty(name: string): unknown;
}
interface DataLayer {
  add(feature: { geometry: unknown; id: number; properties: Record<string, unknown> }): DataFeature;
  setStyle(style: (feature: DataFeature) => { title?: string }): void;
  addListener(event: 'click', handler: (event: { feature: DataFeature }) => void): MapsEventListener;
}
interface GoogleMap {
  readonly data: DataLayer;
  panTo(position: LatLngLiteral): void;
  setZoom(zoom: number): void;
  fitBounds(bounds: { north: number; south: number; east: number; west: number }, padding?: number): void;
}
interface InfoWindow {
  setContent(content: Node): void;
  setPosition(position: LatLngLiteral): void;
  open(options: { map: GoogleMap; shouldFocus?: boolean }): void;
  close(): void;
}
/** The "maps" library as `importLibrary('maps')` answers it (the parts used here). */
export interface GoogleMapsLibrary {
  Map: new (host: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  InfoWindow: new (options?: Record<string, unknown>) => InfoWindow;
  Data: { Point: new (position: LatLngLiteral) => unknown };
}

/** Zoom when a single shop is shown or chosen. */
export const STORE_ZOOM = 15;

/** An info window's content: name, address and city, as text (never HTML from the API). */
function infoContent(store: StoreLocation, document: Document): Node {
  const root = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = store.name;
  const address = document.createElement('p');
  address.textContent = `${store.address}, ${store.city}`;
  address.style.margin = '0.25rem 0 0';
  root.append(name, address);
  return root;
}

/** Draws the shops on a Google Map: a marker each, an info window for the chosen one. */
export class GoogleStoreMapRenderer implements StoreMapRenderer {
  render(library: unknown, host: MapHost, stores: readonly StoreLocation[], onSelect: (storeId: number) => void): StoreMapView {
    if (!(host instanceof HTMLElement)) throw new TypeError('The store map needs an element to draw in.');
    const maps = library as GoogleMapsLibrary;
    const map = new maps.Map(host, { center: stores[0] ? { lat: stores[0].lat, lng: stores[0].lng } : { lat: 0, lng: 0 }, zoom: STORE_ZOOM, clickableIcons: false });
    const info = new maps.InfoWindow();
    for (const store of stores) map.data.add({ geometry: new maps.Data.Point({ lat: store.lat, lng: store.lng }), id: store.id, properties: { name: store.name } });
    map.data.setStyle((feature) => ({ title: String(feature.getProperty('name') ?? '') }));
    if (stores.length > 1) {
      const lats = stores.map((store) => store.lat);
      const lngs = stores.map((store) => store.lng);
      map.fitBounds({ north: Math.max(...lats), south: Math.min(...lats), east: Math.max(...lngs), west: Math.min(...lngs) }, 48);
    }

    const show = (storeId: number): StoreLocation | undefined => {
      const store = stores.find((candidate) => candidate.id === storeId);
      if (!store) return undefined;
      info.setContent(infoContent(store, host.ownerDocument));
      info.setPosition({ lat: store.lat, lng: store.lng });
      info.open({ map, shouldFocus: false });
      return store;
    };
    const click = map.data.addListener('click', (event) => {
      const id = Number(event.feature.getId());
      if (show(id)) onSelect(id);
    });

    return {
      select: (storeId) => {
        const store = show(storeId);
        if (!store) return;
        map.panTo({ lat: store.lat, lng: store.lng });
        map.setZoom(STORE_ZOOM);
      },
      destroy: () => {
        click.remove();
        info.close();
      },
    };
  }
}
