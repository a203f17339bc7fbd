import type { Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { AddressChoice } from '../services';

/**
 * Chooses the shipping address (spec §4): fetches its shipping fee, turns insurance off and
 * stores the address. A refused address (not shippable) fails and leaves the previous choice.
 */
export class ChangeShippingAddress {
  constructor(
    private readonly choice: AddressChoice,
    private readonly logger: Logger,
  ) {}

  execute(addressId: number): Promise<Result> {
    return attempt(this.logger, 'Choosing the shipping address failed.', () => this.choice.chooseShipping(addressId));
  }
}
