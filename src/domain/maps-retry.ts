// The maps script is loaded with up to 3 retries and a back-off of attempts × 2^attempts ms (spec §7, §8).

/** Most retries of the maps script. */
export const MAPS_MAX_RETRIES = 3;

/** States of the maps loader (spec §4). */
export const MAPS_LOADER_STATES = ['initialized', 'loading', 'success', 'failure'] as const;

/** A state of the maps loader. */
export type MapsLoaderState = (typeof MAPS_LOADER_STATES)[number];

/** Delay in ms before retry number attempts (1, 2, 3 → 2, 8, 24 ms). */
export function mapsRetryDelayMs(attempts: number): number {
  return attempts * 2 ** attempts;
}

/** Whether another retry may run after attempts retries so far. */
export function shouldRetryMaps(attempts: number): boolean {
  return attempts < MAPS_MAX_RETRIES;
}
