import { WISHLIST_NAVIGATOR_MESSAGE, WISHLIST_NAVIGATOR_TITLE } from '@/domain';
import type { Logger } from '../ports';
import { attempt, ok, type Result } from '../result';
import type { WishlistChange, WishlistService } from '../services';
import type { AuthStore, UiStore } from '../stores';

/** What a tap on the heart did: the change, the guest's sign-in drawer, or nothing (a call already under way). */
export type ToggleWishlistOutcome = WishlistChange | 'sign-in-needed' | 'busy';

/**
 * The wishlist heart (spec §4, §8): a guest gets the navigator drawer titled "Add to wishlist";
 * a signed-in shopper's heart changes only after the call succeeds, and stays as it was on error.
 */
export class ToggleWishlist {
  constructor(
    private readonly auth: AuthStore,
    private readonly wishlist: WishlistService,
    private readonly ui: UiStore,
    private readonly logger: Logger,
  ) {}

  async execute(productId: number): Promise<Result<ToggleWishlistOutcome>> {
    if (!this.auth.isAuthenticated) {
      this.ui.openDrawer({ kind: 'navigator', title: WISHLIST_NAVIGATOR_TITLE, message: WISHLIST_NAVIGATOR_MESSAGE });
      return ok('sign-in-needed');
    }
    if (this.wishlist.isPending(productId)) return ok('busy');
    return attempt(this.logger, 'Updating the wishlist failed.', () => this.wishlist.toggle(productId));
  }
}
