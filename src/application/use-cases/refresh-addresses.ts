import type { AccountGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { AddressChoice } from '../services';
import type { AddressBookStore } from '../stores';

/**
 * Reloads the address list and re-syncs the selected shipping and billing addresses from it when
 * they are still present (spec §4); a saved selection older than 24 hours is ignored.
 */
export class RefreshAddresses {
  constructor(
    private readonly addressBook: AddressBookStore,
    private readonly gateway: AccountGateway,
    private readonly choice: AddressChoice,
    private readonly logger: Logger,
  ) {}

  execute(): Promise<Result> {
    return attempt(this.logger, 'Loading the addresses failed.', async () => {
      const addresses = await this.gateway.addresses();
      this.addressBook.setAddresses(addresses);
      await this.choice.resync(addresses);
    });
  }
}
