import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LIMITS, ADDRESS_MESSAGES, type AddressFields, addressProblems, addressSummary, addressToFields, checkAddressField, DEFAULT_ADDRESS_COUNTRY, isRequiredAddressField, resyncSelection,
} from '@/domain/address';

describe('address selection (spec §4: on refresh, selected addresses are re-synced from the new list if still present)', () => {
  const addresses = [{ id: 3 }, { id: 8 }];

  it('spec §4: keeps a selection still in the list', () => {
    expect(resyncSelection(addresses, 8)).toBe(8);
  });

  it('spec §4: drops a selection no longer in the list', () => {
    expect(resyncSelection(addresses, 5)).toBeNull();
    expect(resyncSelection([], 3)).toBeNull();
  });

  it('no selection stays none', () => {
    expect(resyncSelection(addresses, null)).toBeNull();
  });
});

describe('address fields (what a Lebanese courier needs)', () => {
  const empty: AddressFields = { first_name: '', last_name: '', phone: '', country_code: '', city: '', area: '', street: '', building: '', floor: '', instructions: '' };
  const valid: AddressFields = { ...empty, first_name: 'Layla', last_name: 'Khoury', phone: '+961 3 123 456', country_code: DEFAULT_ADDRESS_COUNTRY, city: 'Beirut', area: 'Achrafieh', street: 'Rue Abdel Wahab' };
  /** Each field's message, as the address form shows them (it checks field by field). */
  const problems = (fields: AddressFields) =>
    Object.fromEntries((Object.keys(fields) as (keyof AddressFields)[]).flatMap((field) => {
      const problem = checkAddressField(field, fields[field]);
      return problem === null ? [] : [[field, problem]];
    }));

  it('accepts a full address and starts in Lebanon', () => {
    expect(DEFAULT_ADDRESS_COUNTRY).toBe('LB');
    expect(problems(valid)).toEqual({});
    // The API runs the same rule over the whole address at once.
    expect(addressProblems(valid)).toEqual({});
    expect(addressProblems({ ...valid, phone: 'call me' })).toEqual({ phone: ADDRESS_MESSAGES.phone });
  });

  it('says which fields are required (the API\'s schema marks the same)', () => {
    const required = (Object.keys(ADDRESS_LIMITS) as (keyof typeof ADDRESS_LIMITS)[]).filter(isRequiredAddressField);
    expect(required).toEqual(['first_name', 'last_name', 'phone', 'country_code', 'city', 'area', 'street']);
  });

  it('names every required field that is empty, with its message', () => {
    expect(problems({ ...empty, country_code: DEFAULT_ADDRESS_COUNTRY })).toEqual({
      first_name: ADDRESS_MESSAGES.first_name,
      last_name: ADDRESS_MESSAGES.last_name,
      phone: ADDRESS_MESSAGES.phone,
      city: ADDRESS_MESSAGES.city,
      area: ADDRESS_MESSAGES.area,
      street: ADDRESS_MESSAGES.street,
    });
    expect(checkAddressField('building', '')).toBeNull();
    expect(checkAddressField('street', '   ')).toBe(ADDRESS_MESSAGES.street);
  });

  it('wants the phone with its country code', () => {
    for (const phone of ['+961 3 123 456', '+96171123456', '+33 (0)6 12 34 56 78', '+1-202-555-0143']) expect(checkAddressField('phone', phone), phone).toBeNull();
    for (const phone of ['03 123 456', '+961', '961 3 123 456', '+0 123 4567', 'call me']) expect(checkAddressField('phone', phone), phone).toBe(ADDRESS_MESSAGES.phone);
  });

  it('refuses values longer than the API keeps', () => {
    expect(checkAddressField('floor', 'x'.repeat(ADDRESS_LIMITS.floor + 1))).toBe(ADDRESS_MESSAGES.tooLong(20));
    expect(checkAddressField('floor', 'x'.repeat(ADDRESS_LIMITS.floor))).toBeNull();
  });

  it('turns a saved address into form values and one recognisable line', () => {
    const saved = { id: 4, ...valid, area: null, building: 'Bustros', floor: '4', instructions: null };
    expect(addressToFields(saved)).toEqual({ ...valid, area: '', building: 'Bustros', floor: '4', instructions: '' });
    expect(addressSummary({ ...saved, area: 'Achrafieh' })).toBe('Bustros, floor 4, Rue Abdel Wahab, Achrafieh, Beirut');
  });
});
