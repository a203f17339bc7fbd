import { sortByDistance, type GeoPoint } from '@/domain';
import { GeolocationError, type Geolocation, type GeolocationFailure } from '../ports';
import type { StoreLocation } from '../models';

/** The shops nearest first with their distance, or why the shopper's position is unknown. */
export type NearestStores =
  | { readonly status: 'sorted'; readonly origin: GeoPoint; readonly stores: readonly { readonly place: StoreLocation; readonly distanceKm: number }[] }
  | { readonly status: 'unknown-position'; readonly reason: GeolocationFailure };

/** "Use my location": asks the browser for the position (only now) and sorts the shops by distance. */
export class FindNearestStores {
  constructor(private readonly geolocation: Geolocation) {}

  async execute(stores: readonly StoreLocation[]): Promise<NearestStores> {
    try {
      const origin = await this.geolocation.currentPosition();
      return { status: 'sorted', origin, stores: sortByDistance(stores, origin) };
    } catch (error) {
      return { status: 'unknown-position', reason: error instanceof GeolocationError ? error.reason : 'unavailable' };
    }
  }
}
