import type { Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { CartService } from '../services';

/**
 * Applies a coupon code. The server decides (unknown, expired, minimum not met: a `validation`
 * failure whose `fieldErrors.code` is the message for the field); coupons stay de-duplicated by id
 * and code (spec §5).
 */
export class ApplyCoupon {
  constructor(
    private readonly cart: CartService,
    private readonly logger: Logger,
  ) {}

  execute(rawCode: string): Promise<Result> {
    return attempt(this.logger, 'Applying the coupon failed.', () => this.cart.applyCoupon(rawCode.trim()));
  }
}
