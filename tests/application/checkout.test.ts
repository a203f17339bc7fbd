import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressChoice, cartPricing, CheckoutStore } from '@/application';
import { SAVED_SELECTION_TTL_MS } from '@/domain';
import { address } from './support/builders';
import { createHarness } from './support/harness';

const insured = { insurance_enabled: true, rate_with_insurance: 1500, rate_without_insurance: 700 };

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('shipping address and insurance (spec §4, §9)', () => {
  it('changing the shipping address fetches the fee, resets insurance to off and stores the address', async () => {
    const h = createHarness();
    h.cartGateway.fees.set(1, insured);
    h.cartGateway.fees.set(2, { ...insured, rate_without_insurance: 900 });
    await h.changeShippingAddress.execute(1);
    h.cart.toggleInsurance();
    expect(cartPricing(h.cart.snapshot).shipping).toBe(1500);
    await h.changeShippingAddress.execute(2);
    expect(h.cart.snapshot.insuranceChosen).toBe(false);
    expect(cartPricing(h.cart.snapshot).shipping).toBe(900);
    expect(h.selections.stored?.value.shippingAddressId).toBe(2);
  });

  it('the insurance toggle flips on and off; the fee uses rate_with_insurance only when enabled and chosen', async () => {
    const h = createHarness();
    h.cartGateway.fees.set(1, { ...insured, insurance_enabled: false });
    await h.changeShippingAddress.execute(1);
    h.cart.toggleInsurance();
    expect(h.cart.snapshot.insuranceChosen).toBe(true);
    expect(cartPricing(h.cart.snapshot).shipping).toBe(700);
    h.cart.toggleInsurance();
    expect(h.cart.snapshot.insuranceChosen).toBe(false);
  });
});

describe('addresses (spec §4)', () => {
  it('on refresh, selected shipping and billing are re-synced from the new list if still present', async () => {
    const h = createHarness();
    h.cartGateway.fees.set(1, insured);
    h.accountGateway.list = [address(1), address(2)];
    await h.changeShippingAddress.execute(1);
    h.cart.setBillingAddress(2);
    h.accountGateway.list = [address(1), address(3)];
    await h.refreshAddresses.execute();
    expect(h.addressBook.snapshot.addresses.map((a) => a.id)).toEqual([1, 3]);
    expect(h.cart.snapshot.shippingAddressId).toBe(1);
    expect(h.cart.snapshot.billingAddressId).toBeNull();
  });

  it('a saved selection is used within 24 hours and ignored after', async () => {
    const h = createHarness();
    h.cartGateway.fees.set(2, insured);
    h.accountGateway.list = [address(2)];
    h.selections.stored = { value: { shippingAddressId: 2, billingAddressId: 2, insured: false, billingSameAsShipping: true }, savedAt: Date.now() - SAVED_SELECTION_TTL_MS + 1000 };
    await h.refreshAddresses.execute();
    expect(h.cart.snapshot.shippingAddressId).toBe(2);

    const later = createHarness();
    later.accountGateway.list = [address(2)];
    later.selections.stored = { value: { shippingAddressId: 2, billingAddressId: 2, insured: false, billingSameAsShipping: true }, savedAt: Date.now() - SAVED_SELECTION_TTL_MS - 1 };
    await later.refreshAddresses.execute();
    expect(later.cart.snapshot.shippingAddressId).toBeNull();
  });

  it('a reload keeps insurance and billing elsewhere with the address, so the order pays what was chosen', async () => {
    const h = createHarness();
    h.cartGateway.fees.set(1, insured);
    h.accountGateway.list = [address(1), address(2)];
    await h.refreshAddresses.execute();
    await h.changeShippingAddress.execute(1);
    const choice = h.container.get(AddressChoice);
    choice.toggleInsurance();
    choice.setBillingSameAsShipping(false);
    choice.chooseBilling(2);

    const reloaded = createHarness();
    reloaded.cartGateway.fees.set(1, insured);
    reloaded.accountGateway.list = [address(1), address(2)];
    reloaded.selections.stored = h.selections.stored;
    await reloaded.refreshAddresses.execute();
    expect(reloaded.cart.snapshot).toMatchObject({ shippingAddressId: 1, billingAddressId: 2, insuranceChosen: true });
    expect(reloaded.container.get(CheckoutStore).snapshot.billingSameAsShipping).toBe(false);
  });

  it('reset clears the list, billing and shipping selection, and the HostedCheckout keys', async () => {
    const h = createHarness();
    h.cartGateway.fees.set(1, insured);
    h.accountGateway.list = [address(1)];
    await h.refreshAddresses.execute();
    await h.changeShippingAddress.execute(1);
    h.cart.setBillingAddress(1);
    h.paymentSessions.save({ sessionId: 'S1', merchantState: 'M1' });
    h.resetAddresses.execute();
    expect(h.addressBook.snapshot.addresses).toEqual([]);
    expect(h.cart.snapshot).toMatchObject({ shippingAddressId: null, billingAddressId: null, shippingFee: null });
    expect(h.paymentSessions.stored).toBeNull();
    expect(h.selections.stored).toBeNull();
  });
});
