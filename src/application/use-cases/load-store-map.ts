import type { MapsLoaderState } from '@/domain';
import type { Observable } from 'rxjs';
import { ApplicationError, TransportError } from '../errors';
import type { StoreLocation } from '../models';
import type { Logger, MapHost, MapsLoader, MapsSettings, StoreMapRenderer, StoreMapView } from '../ports';
import { attempt, type Result } from '../result';

/**
 * The store locator's map: with a maps key, loads the script through the maps loader (its retries
 * and back-off, spec §4, §8) and draws the shops; when loading fails (an `unavailable` failure,
 * logged) the locator keeps its list (never a blank box).
 */
export class LoadStoreMap {
  /** The loader's states: initialized, loading, success, failure (spec §4). */
  readonly state$: Observable<MapsLoaderState>;

  constructor(
    private readonly loader: MapsLoader,
    private readonly renderer: StoreMapRenderer,
    private readonly settings: MapsSettings,
    private readonly logger: Logger,
  ) {
    this.state$ = loader.state$;
  }

  /** Whether a map can be shown at all (a key is configured). */
  get available(): boolean {
    return this.settings.apiKey !== null;
  }

  /**
   * Draws the map in `host`. Without a key there is no map to ask for: the caller checks
   * `available` first, so calling it then is a bug and throws.
   */
  execute(host: MapHost, stores: readonly StoreLocation[], onSelect: (storeId: number) => void): Promise<Result<StoreMapView>> {
    const apiKey = this.settings.apiKey;
    if (apiKey === null) throw new Error('The store map has no maps key: check `available` first.');
    return attempt(this.logger, 'The store map could not be shown.', async () => {
      try {
        const library = await this.loader.load({ apiKey });
        return this.renderer.render(library, host, stores, onSelect);
      } catch (error) {
        // The third-party script fails in its own terms (after the loader's retries): the map is unavailable.
        if (error instanceof ApplicationError) throw error;
        throw Object.assign(new TransportError('The maps script could not be loaded or drawn.'), { cause: error });
      }
    });
  }
}
