import type { GeoPoint } from '@/domain';
import { ApplicationError } from '../errors';
import { token } from '../token';

/** Why the shopper's position is not known. */
export type GeolocationFailure = 'denied' | 'unavailable';

/** The position could not be read: refused by the shopper, or not available (no device, timeout). */
export class GeolocationError extends ApplicationError {
  override readonly name = 'GeolocationError';
  constructor(readonly reason: GeolocationFailure) {
    super(reason === 'denied' ? 'Location access was refused.' : 'The location is not available.');
  }
}

/** The shopper's position, asked for only when called (the browser shows its permission prompt then). */
export interface Geolocation {
  /** Resolves the position; rejects with a GeolocationError. */
  currentPosition(): Promise<GeoPoint>;
}
export const GEOLOCATION = token<Geolocation>('Geolocation');
