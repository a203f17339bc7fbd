import { WISHLIST_NAVIGATOR_MESSAGE, WISHLIST_NAVIGATOR_TITLE } from '@/domain';
import type { Logger, WishlistGateway } from '../ports';
import type { AuthStore, UiStore, WishlistStore } from '../stores';

/** What a tap on the heart did. */
export type ToggleWishlistResult = 'added' | 'removed' | 'sign-in-needed' | 'failed' | 'busy';

/**
 * The wishlist heart (spec §4, §8): a guest gets the navigator drawer titled "Add to wishlist";
 * a signed-in shopper's heart changes only after the call succeeds, and stays as it was on error.
 */
export class ToggleWishlist {
  constructor(
    private readonly auth: AuthStore,
    private readonly wishlist: WishlistStore,
    private readonly ui: UiStore,
    private readonly gateway: WishlistGateway,
    private readonly logger: Logger,
  ) {}

  async execute(productId: number): Promise<ToggleWishlistResult> {
    if (!this.auth.isAuthenticated) {
      this.ui.openDrawer({ kind: 'navigator', title: WISHLIST_NAVIGATOR_TITLE, message: WISHLIST_NAVIGATOR_MESSAGE });
      return 'sign-in-needed';
    }
    if (this.wishlist.snapshot.pending.includes(productId)) return 'busy';
    const removing = this.wishlist.has(productId);
    this.wishlist.setPending(productId, true);
    try {
      this.wishlist.setItems(removing ? await this.gateway.remove(productId) : await this.gateway.add(productId));
      return removing ? 'removed' : 'added';
    } catch (error) {
      this.logger.error('Updating the wishlist failed.', error);
      return 'failed';
    } finally {
      this.wishlist.setPending(productId, false);
    }
  }
}
