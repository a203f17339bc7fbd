import { GeolocationError, PermissionDeniedError, type Geolocation } from '@/application';
import type { GeoPoint } from '@/domain';

/** How long the browser may take to find the position before we give up, in ms. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** A cached position younger than this is good enough for sorting shops, in ms. */
export const GEOLOCATION_MAX_AGE_MS = 5 * 60_000;

/** The browser's Geolocation API: the permission prompt shows on the first call only. */
export class BrowserGeolocation implements Geolocation {
  constructor(private readonly source: Pick<globalThis.Geolocation, 'getCurrentPosition'> | undefined = globalThis.navigator?.geolocation) {}

  currentPosition(): Promise<GeoPoint> {
    const source = this.source;
    if (!source) return Promise.reject(new GeolocationError());
    return new Promise((resolve, reject) =>
      source.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        // PERMISSION_DENIED is 1; POSITION_UNAVAILABLE (2) and TIMEOUT (3) are the device's.
        (error) => reject(error.code === 1 ? new PermissionDeniedError('Location access was refused.') : new GeolocationError()),
        { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS },
      ),
    );
  }
}
