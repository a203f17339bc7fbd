/** At most this many route preloads (a page's code and data, loaded on a shopper's intent) are pending at once (spec §9). */
export const ROUTE_PRELOAD_MAX_PENDING = 4;

/**
 * How long a route's preload stands: its answers wait this long for the navigation they were
 * loaded for, and the same route is not preloaded again meanwhile.
 */
export const ROUTE_PRELOAD_LIFETIME_MS = 30_000;
