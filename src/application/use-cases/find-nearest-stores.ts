import { sortByDistance, type GeoPoint } from '@/domain';
import type { Geolocation, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { StoreLocation } from '../models';

/** The shops nearest first with their distance from the shopper's position. */
export interface NearestStores {
  readonly origin: GeoPoint;
  readonly stores: readonly { readonly place: StoreLocation; readonly distanceKm: number }[];
}

/**
 * "Use my location": asks the browser for the position (only now) and sorts the shops by distance.
 * The position may be `denied` (refused by the shopper or the browser) or `unavailable`.
 */
export class FindNearestStores {
  constructor(
    private readonly geolocation: Geolocation,
    private readonly logger: Logger,
  ) {}

  async execute(stores: readonly StoreLocation[]): Promise<Result<NearestStores>> {
    return attempt(this.logger, "The shopper's location could not be read.", async () => {
      const origin = await this.geolocation.currentPosition();
      return { origin, stores: sortByDistance(stores, origin) };
    });
  }
}
