import { Type } from 'typebox';
import { Id, Nullable, Strict, Text } from '../../http/schema-kit.js';
import { ADDRESS_LABEL_MAX_LENGTH, ADDRESS_LIMITS, ADDRESS_ZIP_MAX_LENGTH, type AddressFields, isRequiredAddressField } from '../../../../src/domain/address.js';

const Optional = (maxLength: number) => Nullable(Type.String({ maxLength }));

// The limits and which fields are required are the address form's (src/domain/address.ts): a
// field the form accepts, the API accepts, and one rule says so for both.
const formField = (field: keyof AddressFields) => (isRequiredAddressField(field) ? Text(ADDRESS_LIMITS[field]) : Optional(ADDRESS_LIMITS[field]));

const addressFields = {
  label: Optional(ADDRESS_LABEL_MAX_LENGTH),
  first_name: formField('first_name'),
  last_name: formField('last_name'),
  phone: formField('phone'),
  country_code: Type.String({ minLength: ADDRESS_LIMITS.country_code, maxLength: ADDRESS_LIMITS.country_code }),
  city: formField('city'),
  area: formField('area'),
  street: formField('street'),
  building: formField('building'),
  floor: formField('floor'),
  zip: Optional(ADDRESS_ZIP_MAX_LENGTH),
  instructions: formField('instructions'),
};

/**
 * An address as answered; `is_default` is in every address-book answer (orders keep snapshots
 * taken before it existed), and `area` may be null on addresses saved before it was asked for.
 */
export const Address = Type.Object({ id: Id, ...addressFields, area: Optional(ADDRESS_LIMITS.area), is_default: Type.Optional(Type.Boolean()) });

/** A new or replaced address: `label`, `building`, `floor`, `zip`, `instructions` may be left out. */
export const AddressBody = Strict({
  ...addressFields,
  label: Type.Optional(addressFields.label),
  building: Type.Optional(addressFields.building),
  floor: Type.Optional(addressFields.floor),
  zip: Type.Optional(addressFields.zip),
  instructions: Type.Optional(addressFields.instructions),
});

export const IdParams = Strict({ id: Id });

export const ProfileBody = Strict({
  first_name: Text(100),
  last_name: Text(100),
  phone: Optional(40),
  birth_date: Nullable(Type.String({ format: 'date' })),
  gender: Nullable(Type.Enum(['m', 'f'])),
  /** Absent: unchanged. */
  price_drop_digest: Type.Optional(Type.Boolean()),
});

export const PasswordBody = Strict({ current_password: Type.String({ maxLength: 200 }), new_password: Type.String({ maxLength: 200 }) });
