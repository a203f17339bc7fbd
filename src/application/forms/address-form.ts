import { type AddressFields, checkAddressField, DEFAULT_ADDRESS_COUNTRY } from '@/domain';
import { DomainRule } from './domain-rule';

const rule = (field: keyof AddressFields) => (value: string) => checkAddressField(field, value);

/** The address form's fields (checkout and address book); the rules and messages are the domain's. */
export class AddressFormModel implements AddressFields {
  @DomainRule('addressFirstName', rule('first_name'))
  first_name = '';

  @DomainRule('addressLastName', rule('last_name'))
  last_name = '';

  @DomainRule('addressPhone', rule('phone'))
  phone = '';

  @DomainRule('addressCountry', rule('country_code'))
  country_code = DEFAULT_ADDRESS_COUNTRY;

  @DomainRule('addressCity', rule('city'))
  city = '';

  @DomainRule('addressArea', rule('area'))
  area = '';

  @DomainRule('addressStreet', rule('street'))
  street = '';

  @DomainRule('addressBuilding', rule('building'))
  building = '';

  @DomainRule('addressFloor', rule('floor'))
  floor = '';

  @DomainRule('addressInstructions', rule('instructions'))
  instructions = '';
}
