import { FindNearestStores, GEOLOCATION, LoadStoreMap, LOGGER, MAPS_LOADER, MAPS_SETTINGS, STORE_MAP_RENDERER } from '@/application';
import { BrowserGeolocation } from '@/infrastructure/browser/browser-geolocation';
import { GoogleMapsLoader } from '@/infrastructure/maps/google-maps-loader';
import { GoogleStoreMapRenderer } from '@/infrastructure/maps/google-store-map';
import { ContainerModule } from 'inversify';
import { APP_CONFIG } from '../tokens';

/** The store locator: its map (Google Maps, loaded with the map itself) and "Use my location". Loaded with the locator page. */
export const storeLocatorModule = new ContainerModule(({ bind }) => {
  bind(MAPS_LOADER).toDynamicValue((c) => new GoogleMapsLoader(c.get(LOGGER)));
  bind(GEOLOCATION).toDynamicValue(() => new BrowserGeolocation());
  bind(FindNearestStores).toDynamicValue((c) => new FindNearestStores(c.get(GEOLOCATION), c.get(LOGGER)));
  bind(MAPS_SETTINGS).toDynamicValue((c) => ({ apiKey: c.get(APP_CONFIG).googleMapsApiKey }));
  bind(STORE_MAP_RENDERER).toDynamicValue(() => new GoogleStoreMapRenderer());
  bind(LoadStoreMap).toDynamicValue((c) => new LoadStoreMap(c.get(MAPS_LOADER), c.get(STORE_MAP_RENDERER), c.get(MAPS_SETTINGS), c.get(LOGGER)));
});
