import type { Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { CartService } from '../services';

/** Removes an applied coupon (on the server for a signed-in shopper). */
export class RemoveCoupon {
  constructor(
    private readonly cart: CartService,
    private readonly logger: Logger,
  ) {}

  execute(code: string): Promise<Result> {
    return attempt(this.logger, 'Removing the coupon failed.', () => this.cart.removeCoupon(code));
  }
}
