import type { MapsLoaderState } from '@/domain';
import type { Observable } from 'rxjs';
import { token } from '../token';

/** Loads the maps library; the library object is opaque to the application. */
export interface MapsLoader {
  readonly state$: Observable<MapsLoaderState>;
  load(options: { readonly apiKey: string; readonly version?: string }): Promise<unknown>;
}
export const MAPS_LOADER = token<MapsLoader>('MapsLoader');
