import { Type } from 'typebox';
import { Id, Nullable, Strict, Text } from '../../http/schema-kit.js';

const Optional = (maxLength: number) => Nullable(Type.String({ maxLength }));

const addressFields = {
  label: Optional(60),
  first_name: Text(100),
  last_name: Text(100),
  phone: Text(40),
  country_code: Type.String({ minLength: 2, maxLength: 2 }),
  city: Text(100),
  area: Optional(100),
  street: Text(200),
  building: Optional(100),
  floor: Optional(20),
  zip: Optional(20),
  instructions: Optional(500),
};

/** An address; `is_default` is in every address-book answer (orders keep snapshots taken before it existed). */
export const Address = Type.Object({ id: Id, ...addressFields, is_default: Type.Optional(Type.Boolean()) });

/** A new or replaced address: `label`, `area`, `building`, `floor`, `zip`, `instructions` may be left out. */
export const AddressBody = Strict({
  ...addressFields,
  label: Type.Optional(addressFields.label),
  area: Type.Optional(addressFields.area),
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
});

export const PasswordBody = Strict({ current_password: Type.String({ maxLength: 200 }), new_password: Type.String({ maxLength: 200 }) });
