import { type Product, recordView } from '@/domain';
import { distinctUntilChanged, skip, type Subscription } from 'rxjs';
import type { Clock, Logger, RecentlyViewedGateway, RecentlyViewedStorage } from '../ports';
import { attempt } from '../result';
import type { AuthStore } from '../stores';
import { Store } from '../stores/store';

/** The recently viewed row's state. */
export interface RecentlyViewedState {
  /** Newest first; null until loaded. */
  readonly products: readonly Product[] | null;
}

/**
 * The products a shopper opened: a guest's list on the device, a signed-in shopper's in the
 * account. When a shopper is signed in, the device's list is merged into the account's (the
 * domain's rule, applied by the server) and left empty, at sign-in or at the first load after it.
 */
export class RecentlyViewedService extends Store<RecentlyViewedState> {
  private readonly signIns: Subscription;

  constructor(
    private readonly gateway: RecentlyViewedGateway,
    private readonly storage: RecentlyViewedStorage,
    private readonly auth: AuthStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    super({ products: null });
    // Signing in or out changes whose list it is.
    this.signIns = auth.isAuthenticated$.pipe(distinctUntilChanged(), skip(1)).subscribe(() => void this.load());
  }

  /** Loads the list (merging the device's into the account's when signed in). */
  async load(signal?: AbortSignal): Promise<void> {
    const loaded = await attempt(this.logger, 'Loading recently viewed products failed.', async () => {
      if (!this.auth.isAuthenticated) {
        const views = this.storage.load();
        return views.length === 0 ? [] : this.gateway.cardsOf(views.map((view) => view.productId), signal);
      }
      const device = this.storage.load();
      if (device.length === 0) return this.gateway.account(signal);
      const merged = await this.gateway.merge(device);
      this.storage.clear();
      return merged;
    });
    if (loaded.ok) this.update({ products: loaded.value });
  }

  /** Records that the shopper opened a product, then answers the list. */
  async viewed(productId: number): Promise<void> {
    const at = new Date(this.clock.now());
    if (!this.auth.isAuthenticated) {
      this.storage.save(recordView(this.storage.load(), productId, at));
      await this.load();
      return;
    }
    const device = this.storage.load();
    const merged = await attempt(this.logger, 'Recording a viewed product failed.', () => this.gateway.merge(recordView(device, productId, at)));
    if (!merged.ok) return;
    this.storage.clear();
    this.update({ products: merged.value });
  }

  /** Empties the list, on the device and in the account. */
  async clear(): Promise<void> {
    this.storage.clear();
    if (this.auth.isAuthenticated) {
      const cleared = await attempt(this.logger, 'Clearing recently viewed products failed.', () => this.gateway.clear());
      if (!cleared.ok) return;
    }
    this.update({ products: [] });
  }

  dispose(): void {
    this.signIns.unsubscribe();
  }
}
