import { DEFAULT_ADDRESS_CHOSEN, withDefault } from '@/domain';
import type { AccountGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { AddressBookStore, UiStore } from '../stores';

/** Makes an address the account's default: the list shows it at once, a snackbar confirms it. */
export class ChooseDefaultAddress {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly addressBook: AddressBookStore,
    private readonly ui: UiStore,
    private readonly logger: Logger,
  ) {}

  async execute(id: number): Promise<Result> {
    const chosen = await attempt(this.logger, 'Choosing the default address failed.', () => this.gateway.makeDefaultAddress(id));
    if (!chosen.ok) return chosen;
    this.addressBook.setAddresses(withDefault(this.addressBook.snapshot.addresses, id));
    this.ui.showSnackbar('success', DEFAULT_ADDRESS_CHOSEN);
    return { ok: true, value: undefined };
  }
}
