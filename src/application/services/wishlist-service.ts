import type { Logger, WishlistGateway } from '../ports';
import type { WishlistStore } from '../stores';

/** What a tap on the heart did for a signed-in shopper. */
export type WishlistChange = 'added' | 'removed';

/** The signed-in shopper's wishlist over its store: loaded with the session, toggled by the heart. */
export class WishlistService {
  constructor(
    private readonly store: WishlistStore,
    private readonly gateway: WishlistGateway,
    private readonly logger: Logger,
  ) {}

  /** Whether a toggle of this product is on its way. */
  isPending(productId: number): boolean {
    return this.store.snapshot.pending.includes(productId);
  }

  /**
   * Loads the wishlist (it is fetched only when signed in, spec §6). A failure leaves it empty and
   * is logged here: the session goes on without it.
   */
  async load(): Promise<void> {
    try {
      this.store.setItems(await this.gateway.list());
    } catch (error) {
      this.logger.error('Loading the wishlist failed.', error);
    }
  }

  /** Adds or removes a product; the store changes only once the server agreed (spec §4). Throws the adapter's errors. */
  async toggle(productId: number): Promise<WishlistChange> {
    const removing = this.store.has(productId);
    this.store.setPending(productId, true);
    try {
      this.store.setItems(removing ? await this.gateway.remove(productId) : await this.gateway.add(productId));
      return removing ? 'removed' : 'added';
    } finally {
      this.store.setPending(productId, false);
    }
  }

  clear(): void {
    this.store.clear();
  }
}
