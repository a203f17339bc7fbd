import type { AccountGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { AddressChoice } from '../services';
import type { AddressBookStore } from '../stores';

/**
 * Deletes one of the shopper's addresses; the address book drops it and a checkout choice of it
 * is forgotten (spec §4: selections are re-synced with the list).
 */
export class DeleteAddress {
  constructor(
    private readonly addressBook: AddressBookStore,
    private readonly gateway: AccountGateway,
    private readonly choice: AddressChoice,
    private readonly logger: Logger,
  ) {}

  execute(id: number): Promise<Result> {
    return attempt(this.logger, 'Deleting the address failed.', async () => {
      await this.gateway.deleteAddress(id);
      const addresses = this.addressBook.snapshot.addresses.filter((address) => address.id !== id);
      this.addressBook.setAddresses(addresses);
      await this.choice.resync(addresses);
    });
  }
}
