import {
  AccountGuard,
  BuyAgain,
  ChangePassword,
  ChooseDefaultAddress,
  LoadOrders,
  NotFoundError,
  type ProductDetail,
  TransportError,
  UpdateProfile,
} from '@/application';
import {
  BUY_AGAIN_ALL_ADDED,
  BUY_AGAIN_NONE_ADDED,
  buyAgainSomeMissing,
  DEFAULT_ADDRESS_CHOSEN,
  LOGGED_OUT_MESSAGE,
  PASSWORD_CHANGED,
  PASSWORD_TOO_SHORT,
  PROFILE_SAVED,
  welcomeMessage,
} from '@/domain';
import { describe, expect, it } from 'vitest';
import { address, SESSION, snapshot } from './support/builders';
import { createHarness, type Harness } from './support/harness';

const signedIn = (): Harness => {
  const h = createHarness({ userToken: SESSION.token });
  h.auth.signIn(SESSION);
  return h;
};

describe('the auth guard (account routes)', () => {
  it('a guest coming from a page stays on it under the auth drawer, then lands on the page asked for after signing in', async () => {
    const h = createHarness();
    const guard = h.container.get(AccountGuard);
    h.navigator.currentPath = '/products/dress';
    expect(guard.check('/my-account/orders')).toMatchObject({ kind: 'stay', at: '/products/dress' });
    expect(h.ui.isDrawerOpen('auth')).toBe(true);

    h.authGateway.session = SESSION;
    await h.signIn.execute('lina@example.com', 'Secret1!');
    expect(h.navigator.navigated).toEqual(['/my-account/orders']);
  });

  it('signing up lands there too, with a welcome', async () => {
    const h = createHarness();
    h.container.get(AccountGuard).signInFor('/my-account/wishlist');
    h.authGateway.session = SESSION;
    await h.signIn.register({ first_name: 'Lina', last_name: 'Haddad', email: 'lina@example.com', password: 'Secret1!', accept_terms: true });
    expect(h.navigator.navigated).toEqual(['/my-account/wishlist']);
    expect(h.ui.snapshot.snackbars.map((s) => [s.kind, s.text])).toEqual([['success', welcomeMessage('Lina')]]);
  });

  it('closing the drawer leaves a guest where they came from', () => {
    const h = createHarness();
    h.navigator.currentPath = '/faq';
    h.container.get(AccountGuard).check('/my-account/overview');
    h.ui.closeDrawer('auth');
    expect(h.navigator.navigated).toEqual([]);
  });

  it('closing it on a typed URL goes home; the reset drawer it hands over to counts as the same visit', () => {
    const h = createHarness();
    h.navigator.currentPath = '/my-account/orders';
    expect(h.container.get(AccountGuard).check('/my-account/orders')).toMatchObject({ kind: 'sign-in-here' });
    h.ui.openDrawer({ kind: 'reset' });
    h.ui.closeDrawer('auth');
    expect(h.navigator.navigated).toEqual([]);
    h.ui.closeDrawer('reset');
    expect(h.navigator.navigated).toEqual(['/']);
  });

  it('a signed-in shopper enters, and the drawer opened for another reason later decides nothing', () => {
    const h = signedIn();
    expect(h.container.get(AccountGuard).check('/my-account/orders')).toEqual({ kind: 'enter' });
    h.ui.openDrawer({ kind: 'auth' });
    h.ui.closeDrawer('auth');
    expect(h.navigator.navigated).toEqual([]);
  });

  it('a 401 on an account page goes home with "You have logged out!", without a reload', () => {
    const h = signedIn();
    h.navigator.currentPath = '/my-account/my-profile';
    h.container.get(AccountGuard).check('/my-account/my-profile');
    h.expireSession.execute();
    expect(h.auth.isAuthenticated).toBe(false);
    expect(h.navigator.navigated).toEqual(['/']);
    expect(h.navigator.reloads).toEqual([]);
    expect(h.ui.snapshot.snackbars.map((s) => s.text)).toEqual([LOGGED_OUT_MESSAGE]);
  });

  it('a token found stale at start-up on a typed account URL asks to sign in there, rather than sending home', () => {
    const h = signedIn();
    h.navigator.currentPath = '/my-account/orders';
    h.expireSession.execute();
    expect(h.navigator.navigated).toEqual([]);
    expect(h.container.get(AccountGuard).check('/my-account/orders')).toMatchObject({ kind: 'sign-in-here' });
    expect(h.ui.isDrawerOpen('auth')).toBe(true);
    expect(h.ui.snapshot.snackbars).toEqual([]);
  });

  it('a 401 elsewhere only signs out', () => {
    const h = signedIn();
    h.navigator.currentPath = '/products/dress';
    h.expireSession.execute();
    expect(h.navigator.navigated).toEqual([]);
    expect(h.ui.snapshot.snackbars).toEqual([]);
  });
});

describe('profile and password', () => {
  it('a saved profile replaces the user on screen, with a snackbar', async () => {
    const h = signedIn();
    const saved = await h.container.get(UpdateProfile).execute({ first_name: 'Layla', last_name: 'Haddad', phone: null, birth_date: '1992-04-18', gender: 'f' });
    expect(saved.ok).toBe(true);
    expect(h.auth.snapshot.user?.first_name).toBe('Layla');
    expect(h.ui.snapshot.snackbars.map((s) => s.text)).toEqual([PROFILE_SAVED]);
  });

  it('a refused profile answers the server\'s field messages and changes nothing', async () => {
    const h = signedIn();
    h.accountGateway.refusal = { birth_date: 'Must be a date (YYYY-MM-DD).' };
    const saved = await h.container.get(UpdateProfile).execute({ first_name: 'Layla', last_name: 'Haddad', phone: null, birth_date: 'x', gender: null });
    expect(saved).toMatchObject({ ok: false, failure: { kind: 'validation', fieldErrors: { birth_date: 'Must be a date (YYYY-MM-DD).' } } });
    expect(h.auth.snapshot.user?.first_name).toBe('Lina');
    expect(h.ui.snapshot.snackbars).toEqual([]);
  });

  it('the new password follows the domain\'s rules before anything is sent', async () => {
    const h = signedIn();
    const changed = await h.container.get(ChangePassword).execute('Current#1', 'Short#1');
    expect(changed).toMatchObject({ ok: false, failure: { kind: 'validation', fieldErrors: { new_password: PASSWORD_TOO_SHORT } } });
    expect(h.accountGateway.passwordChanges).toEqual([]);
  });

  it('a wrong current password comes back on its field; the right one changes it and keeps the session', async () => {
    const h = signedIn();
    const change = h.container.get(ChangePassword);
    expect(await change.execute('Wrong#123', 'Changed#Pass1')).toMatchObject({ ok: false, failure: { fieldErrors: { current_password: 'Your current password is incorrect.' } } });
    expect(await change.execute('Current#1', 'Changed#Pass1')).toEqual({ ok: true, value: undefined });
    expect(h.accountGateway.passwordChanges).toEqual(['Changed#Pass1']);
    expect(h.auth.isAuthenticated).toBe(true);
    expect(h.ui.snapshot.snackbars.map((s) => s.text)).toEqual([PASSWORD_CHANGED]);
  });
});

describe('address book rules', () => {
  it('choosing the default leaves one default in the list shown', async () => {
    const h = signedIn();
    h.accountGateway.list = [{ ...address(1), is_default: true }, address(2)];
    await h.refreshAddresses.execute();
    expect(await h.container.get(ChooseDefaultAddress).execute(2)).toEqual({ ok: true, value: undefined });
    expect(h.addressBook.snapshot.addresses.map((a) => [a.id, a.is_default])).toEqual([[1, false], [2, true]]);
    expect(h.ui.snapshot.snackbars.map((s) => s.text)).toEqual([DEFAULT_ADDRESS_CHOSEN]);
  });

  it('a failed choice keeps the list as it was', async () => {
    const h = signedIn();
    h.accountGateway.list = [{ ...address(1), is_default: true }, address(2)];
    await h.refreshAddresses.execute();
    h.accountGateway.failNext = new TransportError('offline');
    expect(await h.container.get(ChooseDefaultAddress).execute(2)).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
    expect(h.addressBook.snapshot.addresses.map((a) => a.is_default)).toEqual([true, undefined]);
  });

  it('deleting the address chosen for checkout forgets the choice; a refresh re-syncs what is still there (spec §4)', async () => {
    const h = signedIn();
    h.accountGateway.list = [address(1), address(2)];
    await h.refreshAddresses.execute();
    h.cart.setShippingAddress(2, { insurance_enabled: false, rate_with_insurance: 0, rate_without_insurance: 0 });
    h.cart.setBillingAddress(1);
    await h.deleteAddress.execute(2);
    expect(h.cart.snapshot.shippingAddressId).toBeNull();
    await h.refreshAddresses.execute();
    expect(h.cart.snapshot.billingAddressId).toBe(1);
  });
});

describe('orders', () => {
  it('a page of orders, or the failure to load it', async () => {
    const h = signedIn();
    const orders = h.container.get(LoadOrders);
    expect(await orders.execute(1)).toMatchObject({ ok: true, value: { page: 1, perpage: 10, rows: [{ id: 2 }] } });
    h.accountGateway.failNext = new TransportError('offline');
    expect(await orders.execute(1)).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
  });

  describe('"Buy again"', () => {
    const scarf = snapshot({ id: 11, name: 'Scarf', unique_slug: 'scarf' });
    const dress = snapshot({ id: 22, name: 'Dress', unique_slug: 'dress' });
    const gone = snapshot({ id: 33, name: 'Belt', unique_slug: 'belt' });
    /** A catalogue where the scarf has 1 left, the dress none, and the belt is gone. */
    const catalog = {
      product: async (slug: string): Promise<ProductDetail> => {
        if (slug === 'belt') throw new NotFoundError('Not found');
        const stock = slug === 'scarf' ? 1 : 0;
        return { id: slug === 'scarf' ? 11 : 22, stock, in_stock: stock > 0, variants: [] } as unknown as ProductDetail;
      },
    };
    const buyAgain = (h: Harness) => new BuyAgain(catalog as never, h.cartService, h.ui, h.logger);

    it('adds the lines still in stock (at most what is left) and names the others', async () => {
      const h = signedIn();
      h.cartGateway.catalogue.set(scarf.id, scarf);
      const result = await buyAgain(h).execute([{ quantity: 2, product: scarf }, { quantity: 1, product: dress }, { quantity: 1, product: gone }]);
      expect(result).toEqual({ ok: true, value: { added: ['Scarf'], missing: ['Dress', 'Belt'] } });
      expect(h.cart.snapshot.items.map((i) => [i.product.id, i.quantity])).toEqual([[11, 1]]);
      expect(h.ui.snapshot.snackbars.map((s) => [s.kind, s.text])).toEqual([['success', buyAgainSomeMissing(['Dress', 'Belt'])]]);
      expect(h.ui.isDrawerOpen('cart')).toBe(true);
    });

    it('says so when everything, or nothing, went to the cart', async () => {
      const h = signedIn();
      h.cartGateway.catalogue.set(scarf.id, scarf);
      await buyAgain(h).execute([{ quantity: 1, product: scarf }]);
      await buyAgain(h).execute([{ quantity: 1, product: dress }]);
      expect(h.ui.snapshot.snackbars.map((s) => [s.kind, s.text])).toEqual([['success', BUY_AGAIN_ALL_ADDED], ['warning', BUY_AGAIN_NONE_ADDED]]);
    });
  });
});
