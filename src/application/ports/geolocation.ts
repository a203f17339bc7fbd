import type { GeoPoint } from '@/domain';
import { ApplicationError } from '../errors';
import { token } from '../token';

/** The position is not available (no device, timeout): an `unavailable` failure. */
export class GeolocationError extends ApplicationError {
  override readonly name = 'GeolocationError';
  constructor() {
    super('The location is not available.');
  }
}

/** The shopper's position, asked for only when called (the browser shows its permission prompt then). */
export interface Geolocation {
  /**
   * Resolves the position; rejects with a PermissionDeniedError when the shopper (or the browser)
   * refuses, with a GeolocationError when the position cannot be found.
   */
  currentPosition(): Promise<GeoPoint>;
}
export const GEOLOCATION = token<Geolocation>('Geolocation');
