// The maps script is loaded with up to 3 retries and a back-off of attempts × 2^attempts ms (spec §7, §8).

/** Most retries of the maps script. */
export const MAPS_MAX_RETRIES = 3;

/** A state of the maps loader (spec §4). */
export type MapsLoaderState = 'initialized' | 'loading' | 'success' | 'failure';

/** Delay in ms before retry number attempts (1, 2, 3 → 2, 8, 24 ms). */
export function mapsRetryDelayMs(attempts: number): number {
  return attempts * 2 ** attempts;
}
