import {
  CLOCK,
  CONTENT_GATEWAY,
  DismissStoreNotice,
  FindNearestStores,
  GEOLOCATION,
  LoadStoreMap,
  MAPS_SETTINGS,
  SendContactMessage,
  STORE_MAP_RENDERER,
  LoadStartupData,
  LOGGER,
  MAPS_LOADER,
  NEWSLETTER_GATEWAY,
  SESSION_FLAGS,
  SETTINGS_GATEWAY,
  ShellStore,
  STORE_NOTICE_DISMISSED_FLAG,
  SubscribeNewsletter,
  UiStore,
} from '@/application';
import { BrowserGeolocation } from '@/infrastructure/browser/browser-geolocation';
import { GoogleMapsLoader } from '@/infrastructure/maps/google-maps-loader';
import { GoogleStoreMapRenderer } from '@/infrastructure/maps/google-store-map';
import { ContainerModule } from 'inversify';
import { APP_CONFIG } from '../tokens';
import { httpGateway } from './http-gateway';

/**
 * Content: menu, footer, settings and store notice (the shell), content pages and the contact
 * form, the store locator (its map and "Use my location"), the newsletter.
 */
export const contentModule = new ContainerModule(({ bind }) => {
  bind(CONTENT_GATEWAY).toDynamicValue(httpGateway((g, http) => new g.AxiosContentGateway(http)));
  bind(SETTINGS_GATEWAY).toDynamicValue(httpGateway((g, http) => new g.AxiosSettingsGateway(http)));
  bind(NEWSLETTER_GATEWAY).toDynamicValue(httpGateway((g, http) => new g.AxiosNewsletterGateway(http)));
  bind(MAPS_LOADER).toDynamicValue((c) => new GoogleMapsLoader(c.get(LOGGER)));
  bind(ShellStore).toDynamicValue((c) => new ShellStore(c.get(SESSION_FLAGS).isSet(STORE_NOTICE_DISMISSED_FLAG)));
  bind(LoadStartupData).toDynamicValue((c) => new LoadStartupData(c.get(ShellStore), c.get(CONTENT_GATEWAY), c.get(SETTINGS_GATEWAY), c.get(CLOCK)));
  bind(DismissStoreNotice).toDynamicValue((c) => new DismissStoreNotice(c.get(ShellStore), c.get(SESSION_FLAGS)));
  bind(SendContactMessage).toDynamicValue((c) => new SendContactMessage(c.get(CONTENT_GATEWAY), c.get(UiStore), c.get(LOGGER)));
  bind(GEOLOCATION).toDynamicValue(() => new BrowserGeolocation());
  bind(FindNearestStores).toDynamicValue((c) => new FindNearestStores(c.get(GEOLOCATION), c.get(LOGGER)));
  bind(MAPS_SETTINGS).toDynamicValue((c) => ({ apiKey: c.get(APP_CONFIG).googleMapsApiKey }));
  bind(STORE_MAP_RENDERER).toDynamicValue(() => new GoogleStoreMapRenderer());
  bind(LoadStoreMap).toDynamicValue((c) => new LoadStoreMap(c.get(MAPS_LOADER), c.get(STORE_MAP_RENDERER), c.get(MAPS_SETTINGS), c.get(LOGGER)));
  bind(SubscribeNewsletter).toDynamicValue((c) => new SubscribeNewsletter(c.get(NEWSLETTER_GATEWAY), c.get(UiStore), c.get(CLOCK), c.get(LOGGER)));
});
