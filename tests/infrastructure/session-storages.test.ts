import { describe, expect, it } from 'vitest';
import { readSelection, SAVED_SELECTION_TTL_MS, saveSelection } from '@/domain';
import { LocalSelectionStorage, SELECTION_STORAGE_KEY } from '@/infrastructure/storage/local-selection-storage';
import { SessionPaymentStorage } from '@/infrastructure/storage/session-payment-storage';
import { CHECKOUT_STORAGE_KEYS, CryptoIdSource, SessionCheckoutStorage } from '@/infrastructure/storage/session-checkout-storage';
import type { Order } from '@/application';

describe('SessionPaymentStorage (spec §4: HostedCheckout_* keys)', () => {
  it('saves under HostedCheckout_sessionId and HostedCheckout_merchantState', () => {
    new SessionPaymentStorage(sessionStorage).save({ sessionId: 'ses_1', merchantState: 'ms_1' });
    expect(sessionStorage.getItem('HostedCheckout_sessionId')).toBe('ses_1');
    expect(sessionStorage.getItem('HostedCheckout_merchantState')).toBe('ms_1');
    expect(new SessionPaymentStorage().load()).toEqual({ sessionId: 'ses_1', merchantState: 'ms_1' });
  });

  it('clear removes both keys and nothing else', () => {
    sessionStorage.setItem('other', 'kept');
    const storage = new SessionPaymentStorage(sessionStorage);
    storage.save({ sessionId: 'ses_1', merchantState: 'ms_1' });
    storage.clear();
    expect(sessionStorage.getItem('HostedCheckout_sessionId')).toBeNull();
    expect(sessionStorage.getItem('HostedCheckout_merchantState')).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
    expect(storage.load()).toBeNull();
  });

  it('a half-written pair reads as nothing', () => {
    sessionStorage.setItem('HostedCheckout_sessionId', 'ses_1');
    expect(new SessionPaymentStorage(sessionStorage).load()).toBeNull();
  });
});

describe('LocalSelectionStorage (spec §3: saved addresses, 24 h by the domain rule, across tabs and restarts)', () => {
  const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

  it('keeps the selection with the time it was saved, in local storage (another tab, a restart)', () => {
    new LocalSelectionStorage().save(saveSelection({ shippingAddressId: 5, billingAddressId: 6, insured: false, billingSameAsShipping: true }, NOW));
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY)!)).toEqual({ value: { shippingAddressId: 5, billingAddressId: 6, insured: false, billingSameAsShipping: true }, savedAt: NOW });
    expect(sessionStorage.getItem(SELECTION_STORAGE_KEY)).toBeNull();
    expect(new LocalSelectionStorage(localStorage).load()).toEqual({ value: { shippingAddressId: 5, billingAddressId: 6, insured: false, billingSameAsShipping: true }, savedAt: NOW });
  });

  it('with readSelection, a selection is gone after 24 hours', () => {
    const storage = new LocalSelectionStorage(localStorage);
    storage.save(saveSelection({ shippingAddressId: 5, billingAddressId: null, insured: false, billingSameAsShipping: true }, NOW));
    expect(readSelection(storage.load(), NOW + SAVED_SELECTION_TTL_MS - 1)).toEqual({ shippingAddressId: 5, billingAddressId: null, insured: false, billingSameAsShipping: true });
    expect(readSelection(storage.load(), NOW + SAVED_SELECTION_TTL_MS)).toBeNull();
  });

  it('clears, and reads broken data as nothing', () => {
    const storage = new LocalSelectionStorage(localStorage);
    storage.save(saveSelection({ shippingAddressId: 1, billingAddressId: 1, insured: false, billingSameAsShipping: true }, NOW));
    storage.clear();
    expect(storage.load()).toBeNull();
    localStorage.setItem(SELECTION_STORAGE_KEY, '{oops');
    expect(storage.load()).toBeNull();
    localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ value: { shippingAddressId: 'x' }, savedAt: NOW }));
    expect(storage.load()).toEqual({ value: { shippingAddressId: null, billingAddressId: null, insured: false, billingSameAsShipping: true }, savedAt: NOW });
  });
});

describe('SessionCheckoutStorage (the attempt, the pickup store and the placed orders, for the tab)', () => {
  const order = (id: number) => ({ id, number: `SF-${id}` }) as unknown as Order;

  it('keeps the attempt (its Idempotency-Key) until cleared; a malformed one reads as nothing', () => {
    const storage = new SessionCheckoutStorage(sessionStorage);
    storage.saveAttempt({ idempotencyKey: 'key-1', paymentMethod: 'card', orderId: 7, signature: '[[[11,2]]]' });
    expect(new SessionCheckoutStorage().loadAttempt()).toEqual({ idempotencyKey: 'key-1', paymentMethod: 'card', orderId: 7, signature: '[[[11,2]]]' });
    storage.clearAttempt();
    expect(storage.loadAttempt()).toBeNull();
    sessionStorage.setItem(CHECKOUT_STORAGE_KEYS.attempt, '{"idempotencyKey":1');
    expect(storage.loadAttempt()).toBeNull();
    sessionStorage.setItem(CHECKOUT_STORAGE_KEYS.attempt, JSON.stringify({ idempotencyKey: 'k', paymentMethod: 'cheque' }));
    expect(storage.loadAttempt()).toBeNull();
    // Kept before attempts had a signature: it matches no attempt, so the next Pay starts a new one.
    sessionStorage.setItem(CHECKOUT_STORAGE_KEYS.attempt, JSON.stringify({ idempotencyKey: 'k', paymentMethod: 'card', orderId: 3 }));
    expect(storage.loadAttempt()).toEqual({ idempotencyKey: 'k', paymentMethod: 'card', orderId: 3, signature: '' });
  });

  it('keeps the pickup store, and forgets it with null', () => {
    const storage = new SessionCheckoutStorage(sessionStorage);
    storage.savePickupStore(3);
    expect(storage.loadPickupStore()).toBe(3);
    storage.savePickupStore(null);
    expect(storage.loadPickupStore()).toBeNull();
  });

  it('keeps the last five orders placed, newest first, for their confirmation', () => {
    const storage = new SessionCheckoutStorage(sessionStorage);
    for (const id of [1, 2, 3, 4, 5, 6]) storage.saveOrder(order(id));
    expect(storage.loadOrder(6)?.number).toBe('SF-6');
    expect(storage.loadOrder(2)?.number).toBe('SF-2');
    expect(storage.loadOrder(1)).toBeNull();
  });

  it('an Idempotency-Key is a fresh random UUID each time', () => {
    const ids = new CryptoIdSource();
    const [a, b] = [ids.next(), ids.next()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
