import type { MapsLoaderState } from '@/domain';
import type { Observable } from 'rxjs';
import type { StoreLocation } from '../models';
import type { Logger, MapsLoader, MapsSettings, StoreMapRenderer, StoreMapView } from '../ports';

/** A drawn map, or why the locator shows its list alone. */
export type StoreMapOutcome = { readonly status: 'ready'; readonly view: StoreMapView } | { readonly status: 'unavailable'; readonly reason: 'no-key' | 'failed' };

/**
 * The store locator's map: with a maps key, loads the script through the maps loader (its retries
 * and back-off, spec §4, §8) and draws the shops; without one, or when loading fails, the
 * locator keeps its list (never a blank box).
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

  async execute(host: HTMLElement, stores: readonly StoreLocation[], onSelect: (storeId: number) => void): Promise<StoreMapOutcome> {
    const apiKey = this.settings.apiKey;
    if (apiKey === null) return { status: 'unavailable', reason: 'no-key' };
    try {
      const library = await this.loader.load({ apiKey });
      return { status: 'ready', view: this.renderer.render(library, host, stores, onSelect) };
    } catch (error) {
      this.logger.error('The store map could not be shown.', error);
      return { status: 'unavailable', reason: 'failed' };
    }
  }
}
