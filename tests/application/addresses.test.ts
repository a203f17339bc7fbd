import { describe, expect, it } from 'vitest';
import { address } from './support/builders';
import { createHarness } from './support/harness';

const fields = {
  first_name: ' Layla ', last_name: 'Khoury', phone: '+961 3 123 456', country_code: 'lb', city: 'Beirut', area: 'Achrafieh', street: 'Rue Abdel Wahab', building: '', floor: ' ', instructions: '',
};

describe('SaveAddress', () => {
  it('saves a new address, trimmed and with empty optional fields as null, and adds it to the address book', async () => {
    const h = createHarness();
    h.addressBook.setAddresses([address(1)]);
    const saved = await h.saveAddress.execute(fields);
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.value).toMatchObject({ first_name: 'Layla', country_code: 'LB', area: 'Achrafieh', floor: null, building: null, instructions: null });
    expect(h.addressBook.snapshot.addresses.map((a) => a.id)).toEqual([1, saved.value.id]);
  });

  it('updates an address in place', async () => {
    const h = createHarness();
    h.accountGateway.list = [address(1), address(2)];
    h.addressBook.setAddresses([address(1), address(2)]);
    const saved = await h.saveAddress.execute({ ...fields, city: 'Jounieh' }, 2);
    expect(saved.ok && saved.value.city).toBe('Jounieh');
    expect(h.addressBook.snapshot.addresses.map((a) => [a.id, a.city])).toEqual([[1, 'Beirut'], [2, 'Jounieh']]);
  });

  it('answers the server\'s field errors as a validation failure, logged once, and changes nothing', async () => {
    const h = createHarness();
    h.addressBook.setAddresses([address(1)]);
    const refusal = { phone: 'Please enter a phone number with its country code, e.g. +961 3 123 456' };
    h.accountGateway.refusal = refusal;
    const saved = await h.saveAddress.execute(fields);
    expect(saved).toEqual({ ok: false, failure: { kind: 'validation', message: 'Validation failed', fieldErrors: refusal } });
    expect(h.addressBook.snapshot.addresses).toEqual([address(1)]);
    expect(h.logger.entries).toHaveLength(1);
  });
});

describe('DeleteAddress', () => {
  it('drops the address and forgets a checkout choice of it (spec §4)', async () => {
    const h = createHarness();
    h.cartGateway.fees.set(2, { insurance_enabled: false, rate_with_insurance: 500, rate_without_insurance: 500 });
    h.accountGateway.list = [address(1), address(2)];
    h.addressBook.setAddresses([address(1), address(2)]);
    await h.changeShippingAddress.execute(2);
    h.cart.setBillingAddress(2);
    expect((await h.deleteAddress.execute(2)).ok).toBe(true);
    expect(h.addressBook.snapshot.addresses.map((a) => a.id)).toEqual([1]);
    expect(h.cart.snapshot.shippingAddressId).toBeNull();
    expect(h.cart.snapshot.billingAddressId).toBeNull();
  });
});
