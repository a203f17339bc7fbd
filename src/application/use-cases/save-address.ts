import type { Address, AddressFields } from '@/domain';
import type { AddressInput } from '../models';
import type { AccountGateway, Logger } from '../ports';
import { attempt, type Result } from '../result';
import type { AddressBookStore } from '../stores';

/** What the API keeps of the form's values: trimmed, optional fields left empty are null. */
export function addressInputOf(fields: AddressFields): AddressInput {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    first_name: fields.first_name.trim(),
    last_name: fields.last_name.trim(),
    phone: fields.phone.trim(),
    country_code: fields.country_code.toUpperCase(),
    city: fields.city.trim(),
    area: optional(fields.area),
    street: fields.street.trim(),
    building: optional(fields.building),
    floor: optional(fields.floor),
    instructions: optional(fields.instructions),
  };
}

/**
 * Saves an address from the address form: a new one, or an update of `id`. The address book
 * shows it at once; a refusal answers the server's field messages (they go on the fields), and
 * what the shopper typed stays in the form.
 */
export class SaveAddress {
  constructor(
    private readonly addressBook: AddressBookStore,
    private readonly gateway: AccountGateway,
    private readonly logger: Logger,
  ) {}

  execute(fields: AddressFields, id?: number): Promise<Result<Address>> {
    return attempt(this.logger, 'Saving the address failed.', async () => {
      const input = addressInputOf(fields);
      const saved = id === undefined ? await this.gateway.createAddress(input) : await this.gateway.updateAddress(id, input);
      const { addresses } = this.addressBook.snapshot;
      const known = addresses.some((address) => address.id === saved.id);
      this.addressBook.setAddresses(known ? addresses.map((address) => (address.id === saved.id ? saved : address)) : [...addresses, saved]);
      return saved;
    });
  }
}
