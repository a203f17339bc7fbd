import type { StoreLocation } from '../models';
import { token } from '../token';

/** A map drawn in the page: the list selects a shop on it, and it reports the shop chosen on it. */
export interface StoreMapView {
  /** Centres the map on a shop and opens its info window. */
  select(storeId: number): void;
  /** Removes the map's listeners (the host element goes with the page). */
  destroy(): void;
}

/**
 * Where the map is drawn: opaque to the application (the UI hands its element over, the
 * renderer narrows it), so no browser type enters this layer.
 */
export type MapHost = object;

/** Draws the shops on a map with the library the maps loader answered. */
export interface StoreMapRenderer {
  render(library: unknown, host: MapHost, stores: readonly StoreLocation[], onSelect: (storeId: number) => void): StoreMapView;
}
export const STORE_MAP_RENDERER = token<StoreMapRenderer>('StoreMapRenderer');

/** The maps key of the configuration; null when the store locator has no map. */
export interface MapsSettings {
  readonly apiKey: string | null;
}
export const MAPS_SETTINGS = token<MapsSettings>('MapsSettings');
