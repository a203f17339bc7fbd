// Distances for the store locator's "Use my location": great-circle distance (haversine) and the
// list of shops sorted nearest first.

/** A point on Earth in decimal degrees. */
export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

/** Mean Earth radius in kilometres (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in kilometres. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The places with their distance from `origin`, nearest first; equal distances keep their order. */
export function sortByDistance<T extends GeoPoint>(places: readonly T[], origin: GeoPoint): { readonly place: T; readonly distanceKm: number }[] {
  return places
    .map((place, index) => ({ place, distanceKm: distanceKm(origin, place), index }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index)
    .map(({ place, distanceKm: km }) => ({ place, distanceKm: km }));
}

/** "850 m" under a kilometre, "4.2 km" under 100 km, "123 km" beyond (en-US). */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(0, Math.round(km * 1000))} m`;
  if (km < 100) return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(km)} km`;
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(km)} km`;
}
