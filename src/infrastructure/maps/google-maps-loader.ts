import type * as MapsLibrary from '@googlemaps/js-api-loader';
import { BehaviorSubject, type Observable } from 'rxjs';
import { MAPS_MAX_RETRIES, mapsRetryDelayMs } from '@/domain';
import type { Logger, MapsLoader } from '@/application';
import type { MapsLoaderState } from '@/domain';

/** The two functions of @googlemaps/js-api-loader v2 this loader calls (injectable: happy-dom loads no scripts). */
export interface MapsLibraryApi {
  setOptions(options: { key: string; v: string }): void;
  importLibrary(name: 'maps'): Promise<unknown>;
}

/** Version of the Maps JavaScript API when the caller names none. */
export const DEFAULT_MAPS_VERSION = 'weekly';

/** The retry message of spec §8. */
export const mapsRetryMessage = (delayMs: number, attempt: number): string =>
  `Google Maps failed to load; retrying in ${delayMs} ms (attempt ${attempt} of ${MAPS_MAX_RETRIES}).`;

/** Message of the error thrown when the loader is asked for other options than its first call's. */
export const MAPS_OPTIONS_CHANGED = 'Google Maps is already loading with other options; it can be loaded only once per page.';

// @googlemaps/js-api-loader loads with the first map (the stores page), not at start-up.
let library: Promise<typeof MapsLibrary> | null = null;
const loadLibrary = () =>
  (library ??= import('@googlemaps/js-api-loader').catch((error: unknown) => {
    library = null;
    throw error;
  }));
let pendingOptions: { key: string; v: string } | null = null;

const realApi: MapsLibraryApi = {
  setOptions: (options) => {
    pendingOptions = options;
  },
  importLibrary: async (name) => {
    const api = await loadLibrary();
    if (pendingOptions) {
      api.setOptions(pendingOptions);
      pendingOptions = null;
    }
    return api.importLibrary(name);
  },
};

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Google Maps over @googlemaps/js-api-loader v2, with 3 retries and the domain's back-off (spec §4, §8). */
export class GoogleMapsLoader implements MapsLoader {
  private readonly state = new BehaviorSubject<MapsLoaderState>('initialized');
  /** initialized → loading → success | failure. */
  readonly state$: Observable<MapsLoaderState> = this.state.asObservable();
  private loading: { readonly key: string; readonly promise: Promise<unknown> } | null = null;

  constructor(
    private readonly logger: Logger,
    private readonly api: MapsLibraryApi = realApi,
    private readonly delay: (ms: number) => Promise<void> = wait,
  ) {}

  load(options: { readonly apiKey: string; readonly version?: string }): Promise<unknown> {
    const settings = { key: options.apiKey, v: options.version ?? DEFAULT_MAPS_VERSION };
    const key = JSON.stringify(settings);
    if (this.loading) {
      // The Maps script can be bootstrapped once per page: other options would be silently ignored.
      if (this.loading.key !== key) throw new Error(MAPS_OPTIONS_CHANGED);
      return this.loading.promise;
    }
    this.state.next('loading');
    this.api.setOptions(settings);
    const promise = this.importWithRetries().then(
      (library) => {
        this.state.next('success');
        return library;
      },
      (error: unknown) => {
        this.state.next('failure');
        throw error;
      },
    );
    this.loading = { key, promise };
    return promise;
  }

  private async importWithRetries(): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.api.importLibrary('maps');
      } catch (error) {
        if (attempt > MAPS_MAX_RETRIES) throw error;
        const delayMs = mapsRetryDelayMs(attempt);
        this.logger.warn(mapsRetryMessage(delayMs, attempt), error);
        await this.delay(delayMs);
      }
    }
  }
}
