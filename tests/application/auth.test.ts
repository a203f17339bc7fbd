import { describe, expect, it } from 'vitest';
import { LOGGED_OUT_MESSAGE } from '@/domain';
import { TransportError, ValidationError } from '@/application';
import { address, coupon, SESSION, snapshot } from './support/builders';
import { createHarness } from './support/harness';

const scarf = snapshot({ id: 21, regular_price: 4500 });

describe('sign in and sign up', () => {
  it('keeps the user token and merges the guest cart so nothing a guest added is lost', async () => {
    const h = createHarness();
    h.authGateway.session = SESSION;
    h.cartGateway.catalogue.set(scarf.id, scarf);
    h.cartGateway.coupons.set('TEN', coupon({ id: 1, code: 'TEN' }));
    h.cart.setItems([{ quantity: 2, product: scarf }]);
    h.cart.addCoupon(coupon({ id: 1, code: 'TEN' }));
    h.cartStorage.save({ items: h.cart.snapshot.items, couponCodes: ['TEN'] });
    h.ui.openDrawer({ kind: 'auth' });

    expect(await h.signIn.execute('lina@example.com', 'Secret1!')).toEqual({ ok: true, value: SESSION });

    expect(h.tokens.read('user')).toBe('user-token-1');
    expect(h.auth.snapshot.user?.email).toBe('lina@example.com');
    expect(h.cartGateway.calls.map((c) => c.method)).toEqual(['add', 'applyCoupon']);
    expect(h.cart.snapshot.items.map((i) => [i.product.id, i.quantity])).toEqual([[21, 2]]);
    expect(h.cart.snapshot.coupons.map((c) => c.code)).toEqual(['TEN']);
    expect(h.cartStorage.stored).toBeNull();
    expect(h.ui.isDrawerOpen('auth')).toBe(false);
    // Issue 11: the shopper is told what went into the account's cart.
    expect(h.ui.snapshot.toasts.map((toast) => [toast.kind, toast.text])).toEqual([
      ['info', 'Your 2 pieces from before you signed in were added to your cart, with coupon TEN.'],
    ]);
  });

  it('signing in with an empty guest cart says nothing about a merge', async () => {
    const h = createHarness();
    h.authGateway.session = SESSION;
    await h.signIn.execute('lina@example.com', 'Secret1!');
    expect(h.ui.snapshot.toasts).toEqual([]);
  });

  it('a failed merge keeps the guest cart in storage for the next attempt', async () => {
    const h = createHarness();
    h.authGateway.session = SESSION;
    h.cart.setItems([{ quantity: 1, product: scarf }]);
    h.cartStorage.save({ items: h.cart.snapshot.items, couponCodes: [] });
    h.cartGateway.failNext = new TransportError('offline');
    expect(await h.signIn.execute('lina@example.com', 'Secret1!')).toMatchObject({ ok: true });
    expect(h.cartStorage.stored?.items).toHaveLength(1);
    expect(h.logger.entries.map((e) => e.message)).toContain('Merging the guest cart failed.');
    expect(h.ui.snapshot.toasts).toEqual([]);
  });
});

describe('a refused sign-in', () => {
  it("comes back as a validation failure with the server's field errors, and nothing changes", async () => {
    const h = createHarness();
    h.authGateway.failNext = new ValidationError('The given data was invalid.', { email: 'These credentials do not match our records.' });
    h.ui.openDrawer({ kind: 'auth' });
    expect(await h.signIn.execute('lina@example.com', 'wrong')).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'The given data was invalid.', fieldErrors: { email: 'These credentials do not match our records.' } },
    });
    expect(h.auth.isAuthenticated).toBe(false);
    expect(h.ui.isDrawerOpen('auth')).toBe(true);
    expect(h.cartGateway.calls).toEqual([]);
    expect(h.logger.entries).toEqual([{ level: 'warn', message: 'Signing in failed.', detail: { email: 'These credentials do not match our records.' } }]);
  });
});

describe('sign out (spec §2)', () => {
  it('clears the token, cart and coupon, shows "You have logged out!" and goes to /', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.cart.replace({ items: [{ quantity: 1, product: scarf }], coupons: [coupon({ id: 1, code: 'TEN' })] });
    await h.signOut.execute();
    expect(h.tokens.read('user')).toBeNull();
    expect(h.auth.isAuthenticated).toBe(false);
    expect(h.cart.snapshot.items).toEqual([]);
    expect(h.cart.snapshot.coupons).toEqual([]);
    expect(h.ui.snapshot.snackbars.map((s) => [s.kind, s.text])).toEqual([['success', LOGGED_OUT_MESSAGE]]);
    expect(h.navigator.navigated).toEqual(['/']);
    expect(h.authGateway.calls.map((c) => c.method)).toEqual(['logout']);
  });

  it('spec §4: resets the addresses, the saved selection and the HostedCheckout_* keys', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.accountGateway.list = [address(1)];
    h.cartGateway.fees.set(1, { insurance_enabled: true, rate_with_insurance: 700, rate_without_insurance: 400 });
    await h.refreshAddresses.execute();
    await h.changeShippingAddress.execute(1);
    h.cart.setBillingAddress(1);
    h.paymentSessions.save({ sessionId: 'S1', merchantState: 'M1' });
    expect(h.selections.stored?.value.shippingAddressId).toBe(1);
    await h.signOut.execute();
    expect(h.addressBook.snapshot.addresses).toEqual([]);
    expect(h.cart.snapshot).toMatchObject({ shippingAddressId: null, billingAddressId: null, shippingFee: null });
    expect(h.selections.stored).toBeNull();
    expect(h.paymentSessions.stored).toBeNull();
  });

  it('still signs out locally when the server cannot be reached', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.authGateway.failNext = new TransportError('offline');
    await h.signOut.execute();
    expect(h.auth.isAuthenticated).toBe(false);
    expect(h.navigator.navigated).toEqual(['/']);
  });
});

describe('a 401 from any call (spec §4, §8)', () => {
  it('clears the user token and the account data; the guest token stays', () => {
    const h = createHarness({ userToken: SESSION.token });
    h.auth.setGuestToken('guest-1');
    h.cart.setItems([{ quantity: 1, product: scarf }]);
    h.expireSession.execute();
    expect(h.tokens.read('user')).toBeNull();
    expect(h.tokens.read('guest')).toBe('guest-1');
    expect(h.auth.snapshot.userToken).toBeNull();
    expect(h.cart.snapshot.items).toEqual([]);
  });
});

describe('restore at start-up', () => {
  it("a guest's stored cart comes back, re-priced with its coupons checked again", async () => {
    const h = createHarness();
    h.cartGateway.catalogue.set(scarf.id, { ...scarf, regular_price: 4000 });
    h.cartGateway.coupons.set('TEN', coupon({ id: 1, code: 'TEN' }));
    h.cartStorage.stored = { items: [{ quantity: 1, product: scarf }], couponCodes: ['TEN', 'GONE'] };
    await h.restoreSession.execute();
    expect(h.cart.snapshot.items[0]?.product.regular_price).toBe(4000);
    expect(h.cart.snapshot.coupons.map((c) => c.code)).toEqual(['TEN']);
  });

  it('signed in: the user, wishlist and server cart are loaded (spec §6)', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.authGateway.session = SESSION;
    h.cartGateway.catalogue.set(scarf.id, scarf);
    h.cartGateway.server = { items: [{ quantity: 1, product: scarf }], coupons: [] };
    const restoring = h.restoreSession.execute();
    // Until the server answers, the cart is unknown rather than empty.
    expect(h.cart.snapshot.loading).toBe(true);
    await restoring;
    expect(h.cart.snapshot.loading).toBe(false);
    expect(h.auth.snapshot.user?.id).toBe(1);
    expect(h.cart.snapshot.items).toHaveLength(1);
    expect(h.cartGateway.calls.map((c) => c.method)).toEqual(['get']);
  });

  it('signed in: a failed restore (not a 401) ends the loading, so the cart never waits forever', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.authGateway.session = SESSION;
    h.authGateway.failNext = new TransportError('offline');
    expect(await h.restoreSession.execute()).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
    expect(h.cart.snapshot.loading).toBe(false);
    expect(h.auth.snapshot.userToken).toBe(SESSION.token);
    expect(h.logger.entries.map((e) => e.message)).toEqual(['Restoring the session failed.']);
  });
});

describe('merging a guest cart past a per-order limit', () => {
  it("adds only what the limit leaves room for beside the account's own lines, and the guest cart is not kept for another try", async () => {
    const jacketS = snapshot({ id: 31, parent_id: 30, max_per_order: 2, stock: 9 });
    const jacketM = snapshot({ id: 32, parent_id: 30, max_per_order: 2, stock: 9 });
    const h = createHarness();
    h.authGateway.session = SESSION;
    h.cartGateway.catalogue.set(jacketS.id, jacketS).set(jacketM.id, jacketM).set(scarf.id, scarf);
    h.cartGateway.server = { items: [{ quantity: 1, product: jacketM }], coupons: [] };
    h.cart.setItems([{ quantity: 2, product: jacketS }, { quantity: 1, product: scarf }]);
    h.cartStorage.save({ items: h.cart.snapshot.items, couponCodes: [] });

    expect(await h.signIn.execute('lina@example.com', 'Secret1!')).toMatchObject({ ok: true });

    expect(h.cartGateway.calls.map((c) => [c.method, ...c.args])).toEqual([
      ['add', [{ product_id: 31, quantity: 2 }, { product_id: 21, quantity: 1 }]],
      ['get'],
      ['add', [{ product_id: 31, quantity: 1 }, { product_id: 21, quantity: 1 }]],
    ]);
    expect(h.cart.snapshot.items.map((i) => [i.product.id, i.quantity])).toEqual([[32, 1], [31, 1], [21, 1]]);
    expect(h.cartStorage.stored).toBeNull();
    expect(h.ui.snapshot.toasts.map((toast) => toast.text)).toEqual(['Your 2 pieces from before you signed in were added to your cart.']);
  });
});
