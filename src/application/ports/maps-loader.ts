import type { Observable } from 'rxjs';
import { token } from '../token';

/** Where the maps script stands (spec §4). */
export type MapsLoaderState = 'initialized' | 'loading' | 'success' | 'failure';

/** Loads the maps library; the library object is opaque to the application. */
export interface MapsLoader {
  readonly state$: Observable<MapsLoaderState>;
  load(options: { readonly apiKey: string; readonly version?: string }): Promise<unknown>;
}
export const MAPS_LOADER = token<MapsLoader>('MapsLoader');
