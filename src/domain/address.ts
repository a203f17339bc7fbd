// A shopper's address (spec §3 shows only its id; the fields are our design): what a Lebanese
// courier needs to find the door, the rules of each field and their texts, shared by the SPA's
// address form and the server.
import { DEFAULT_COUNTRY_CODE } from './newsletter';

/** A shopper's address as the API answers it. */
export interface Address {
  id: number;
  label?: string | null;
  first_name: string;
  last_name: string;
  /** With its country code, e.g. "+961 3 123 456". */
  phone: string;
  country_code: string;
  city: string;
  /** District or neighbourhood couriers go by (Achrafieh, Hamra…). */
  area?: string | null;
  street: string;
  building?: string | null;
  floor?: string | null;
  zip?: string | null;
  /** Notes for the courier. */
  instructions?: string | null;
  is_default_shipping?: boolean;
  is_default_billing?: boolean;
  /** The account's default address (one per address book). */
  is_default?: boolean;
}

/** The fields a shopper fills in (the address form's values). */
export interface AddressFields {
  first_name: string;
  last_name: string;
  phone: string;
  country_code: string;
  city: string;
  area: string;
  street: string;
  building: string;
  floor: string;
  instructions: string;
}

/** Country an address starts in (spec §9: default country LB). */
export const DEFAULT_ADDRESS_COUNTRY = DEFAULT_COUNTRY_CODE;

/** Longest value of each field the API accepts (docs/api.md, addresses). */
export const ADDRESS_LIMITS: Readonly<Record<keyof AddressFields, number>> = {
  first_name: 100,
  last_name: 100,
  phone: 40,
  country_code: 2,
  city: 100,
  area: 100,
  street: 200,
  building: 100,
  floor: 20,
  instructions: 500,
};

/** Longest label the API keeps for an address ("Home", "Office"); the form does not ask for one. */
export const ADDRESS_LABEL_MAX_LENGTH = 60;

/** Longest postcode the API keeps; the form does not ask for one. */
export const ADDRESS_ZIP_MAX_LENGTH = 20;

/** Labels of the address form's fields. */
export const ADDRESS_FIELD_LABELS: Readonly<Record<keyof AddressFields, string>> = {
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  country_code: 'Country',
  city: 'City',
  area: 'Area',
  street: 'Street',
  building: 'Building (optional)',
  floor: 'Floor (optional)',
  instructions: 'Notes for the courier (optional)',
};

/** Messages of the address rules (our wording: the spec does not show them). */
export const ADDRESS_MESSAGES = {
  first_name: 'Please enter your first name',
  last_name: 'Please enter your last name',
  phone: 'Please enter a phone number with its country code, e.g. +961 3 123 456',
  country_code: 'Please choose a country',
  city: 'Please enter a city',
  area: 'Please enter the area',
  street: 'Please enter the street',
  tooLong: (max: number) => `This field has at most ${max} characters`,
} as const;

/** Hint under the phone field. */
export const PHONE_HINT = 'With the country code, so the courier can call you';

/** The fields that must not be empty, with the message for each. */
const REQUIRED_MESSAGES: Partial<Record<keyof AddressFields, string>> = {
  first_name: ADDRESS_MESSAGES.first_name,
  last_name: ADDRESS_MESSAGES.last_name,
  phone: ADDRESS_MESSAGES.phone,
  country_code: ADDRESS_MESSAGES.country_code,
  city: ADDRESS_MESSAGES.city,
  area: ADDRESS_MESSAGES.area,
  street: ADDRESS_MESSAGES.street,
};

// "+" and the country code, then 6 to 14 more digits, spaces, dots, dashes or brackets allowed.
const PHONE = /^\+[1-9]\d{0,2}[\s.-]?(?:[\s.()-]*\d){6,14}$/;

/** Whether a field must be filled in: the server's schema marks the same fields required. */
export function isRequiredAddressField(field: keyof AddressFields): boolean {
  return REQUIRED_MESSAGES[field] !== undefined;
}

/** The message one address field breaks, or null when it is fine. */
export function checkAddressField(field: keyof AddressFields, value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return REQUIRED_MESSAGES[field] ?? null;
  if (text.length > ADDRESS_LIMITS[field]) return ADDRESS_MESSAGES.tooLong(ADDRESS_LIMITS[field]);
  if (field === 'phone' && !PHONE.test(text)) return ADDRESS_MESSAGES.phone;
  if (field === 'country_code' && !/^[A-Za-z]{2}$/.test(text)) return ADDRESS_MESSAGES.country_code;
  return null;
}

/** Every field's message, keyed by field; empty when the address is fine (the API's check of a whole address). */
export function addressProblems(fields: Partial<Record<keyof AddressFields, string | null | undefined>>): Partial<Record<keyof AddressFields, string>> {
  const problems: Partial<Record<keyof AddressFields, string>> = {};
  for (const field of Object.keys(ADDRESS_LIMITS) as (keyof AddressFields)[]) {
    const problem = checkAddressField(field, fields[field]);
    if (problem !== null) problems[field] = problem;
  }
  return problems;
}

/** A saved address as form values (to edit it). */
export function addressToFields(address: Address): AddressFields {
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    phone: address.phone,
    country_code: address.country_code,
    city: address.city,
    area: address.area ?? '',
    street: address.street,
    building: address.building ?? '',
    floor: address.floor ?? '',
    instructions: address.instructions ?? '',
  };
}

/** One line a shopper recognises an address by: "Bustros Building, floor 4, Rue…, Achrafieh, Beirut". */
export function addressSummary(address: Pick<Address, 'street' | 'city' | 'area' | 'building' | 'floor'>): string {
  const floor = address.floor ? `floor ${address.floor}` : null;
  return [address.building, floor, address.street, address.area, address.city].filter((part) => part !== null && part !== undefined && part !== '').join(', ');
}

/** The selected address id after a refresh: kept if still in the new list, else null (spec §4). */
export function resyncSelection(addresses: readonly Pick<Address, 'id'>[], selectedId: number | null): number | null {
  return selectedId !== null && addresses.some((address) => address.id === selectedId) ? selectedId : null;
}
