import { PASSWORD_CHANGED, PROFILE_SAVED, FIRST_NAME_REQUIRED, LOGGED_OUT_MESSAGE } from '@/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer } from '../../support/msw/server';
import { TEST_API } from '../../support/test-container';
import { catalogueServer } from '../catalogue/msw';
import { failsOnce, held, HOME, OFFICE, ORDER, page, renderAccount, USER } from './account-support';

const server = catalogueServer();

describe('account layout', () => {
  it('lists the pages, marks the current one, and signs out home', async () => {
    answer(server, 'get', '/api/account/orders', page([]));
    answer(server, 'get', '/api/account/addresses', []);
    answer(server, 'post', '/api/auth/logout', null, { status: 204 });
    const { navigator, ui } = renderAccount('/my-account/overview');
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Orders', 'Addresses', 'Profile', 'Wishlist']);
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigator.navigated).toEqual(['/']));
    expect(ui.snapshot.snackbars.map((s) => s.text)).toEqual([LOGGED_OUT_MESSAGE]);
  });
});

describe('overview', () => {
  it('greets by first name and shows a skeleton, then the latest order and the default address', async () => {
    const release = held(server, '/api/account/orders', page([ORDER]));
    answer(server, 'get', '/api/account/addresses', [OFFICE, HOME]);
    renderAccount('/my-account/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Layla' })).toBeTruthy();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByText('SF-0007')).toBeTruthy();
    expect(screen.getByText('November 1, 2026')).toBeTruthy();
    expect(screen.getByText('$221.00')).toBeTruthy();
    const address = screen.getByRole('article', { name: 'Default address' });
    expect(address.textContent).toContain('Rue Abdel Wahab El Inglizi');
    expect(screen.getByRole('link', { name: 'View order SF-0007' }).getAttribute('href')).toBe('/my-account/orders/7');
    await waitFor(() => expect(document.title).toBe('My account | Maison'));
  });

  it('a failed load says so and loads again on "Try again"', async () => {
    failsOnce(server, '/api/account/orders', page([]));
    answer(server, 'get', '/api/account/addresses', []);
    renderAccount('/my-account/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not ordered yet.')).toBeTruthy();
    expect(screen.getByText('No address saved yet.')).toBeTruthy();
  });
});

describe('orders', () => {
  it('shows a skeleton, then the orders: number, date, status, items, total', async () => {
    const release = held(server, '/api/account/orders', page([ORDER]));
    renderAccount('/my-account/orders');
    expect(await screen.findByText('Loading your orders')).toBeTruthy();
    release();
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getByRole('link', { name: 'SF-0007' }).getAttribute('href')).toBe('/my-account/orders/7');
    expect(within(list).getByText('Paid')).toBeTruthy();
    expect(within(list).getByText('3 items')).toBeTruthy();
    expect(within(list).getByText('$221.00')).toBeTruthy();
  });

  it('an empty list leads to the shop', async () => {
    answer(server, 'get', '/api/account/orders', page([]));
    renderAccount('/my-account/orders');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('a failed load retries', async () => {
    failsOnce(server, '/api/account/orders', page([ORDER]));
    renderAccount('/my-account/orders');
    expect(await screen.findByText('Your orders could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'SF-0007' })).toBeTruthy();
  });

  it('pages through with ?page=', async () => {
    const seen = answer(server, 'get', '/api/account/orders', { ...page([ORDER], 3, 2) });
    renderAccount('/my-account/orders?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(seen[0]!.url.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/my-account/orders?page=1');
  });
});

describe('order detail', () => {
  it('lines with images and product links, prices, coupon, shipping, insurance, total, addresses, payment and dates', async () => {
    answer(server, 'get', '/api/account/orders/7', ORDER);
    renderAccount('/my-account/orders/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SF-0007' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crepe Midi Skirt' }).getAttribute('href')).toBe('/products/crepe-midi-skirt');
    expect(screen.getByText('Size: S')).toBeTruthy();
    expect(screen.getByText('Quantity: 2 × $80.00')).toBeTruthy();
    expect(screen.getByText('$160.00')).toBeTruthy();
    expect(screen.getByText('Coupon WELCOME10')).toBeTruthy();
    expect(screen.getByText('−$24.00')).toBeTruthy();
    expect(screen.getByText('Shipping insurance')).toBeTruthy();
    expect(screen.getByText('$221.00')).toBeTruthy();
    expect(screen.getByText('Card (hosted checkout)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shipping address' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Delivery and billing' }).textContent).toContain('Hamra Street');
    await waitFor(() => expect(document.title).toBe('Order SF-0007 | Maison'));
  });

  it('a pickup order shows the store instead of a shipping address', async () => {
    answer(server, 'get', '/api/account/orders/7', { ...ORDER, shipping_address: null, pickup_store: { id: 1, name: 'Maison ABC Achrafieh', address: 'ABC Mall', city: 'Beirut', country_code: 'LB', phone: '+961 1 000 000' } });
    renderAccount('/my-account/orders/7');
    expect(await screen.findByRole('heading', { name: 'Pickup store' })).toBeTruthy();
    expect(screen.getByText('Maison ABC Achrafieh')).toBeTruthy();
  });

  it('another account\'s or an unknown order is the 404 page, and so is an id that is not a number', async () => {
    server.use(http.get(`${TEST_API}/api/account/orders/99`, () => HttpResponse.json({ message: 'No such order.', data: { errors: {} } }, { status: 404 })));
    renderAccount('/my-account/orders/99');
    expect(await screen.findByText('Page not found: /my-account/orders/99')).toBeTruthy();
  });

  it('an id that is not a whole number is the 404 page without a call', async () => {
    renderAccount('/my-account/orders/abc');
    expect(await screen.findByText('Page not found: /my-account/orders/abc')).toBeTruthy();
  });
});

describe('addresses', () => {
  it('shows a skeleton, then the addresses with the default marked', async () => {
    const release = held(server, '/api/account/addresses', [HOME, OFFICE]);
    renderAccount('/my-account/my-addresses');
    expect(await screen.findByText('Loading your addresses')).toBeTruthy();
    release();
    const home = await screen.findByRole('listitem', { name: 'Home' });
    expect(within(home).getByText('Default')).toBeTruthy();
    expect(within(home).queryByRole('button', { name: /Make default/ })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Office' })).getByRole('button', { name: 'Make default: Office' })).toBeTruthy();
  });

  it('an empty book offers to add one, in the shared address form', async () => {
    answer(server, 'get', '/api/account/addresses', []);
    answer(server, 'get', '/api/optionsets/countries', [{ code: 'LB', shippable: true }]);
    renderAccount('/my-account/my-addresses');
    expect(await screen.findByRole('heading', { name: 'No address saved yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    expect(within(dialog).getByRole('form', { name: 'Address' })).toBeTruthy();
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Layla');
  });

  it('a failed load retries', async () => {
    failsOnce(server, '/api/account/addresses', [HOME]);
    renderAccount('/my-account/my-addresses');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Home' })).toBeTruthy();
  });

  it('deletes after the confirmation only, then shows the list the server has', async () => {
    answer(server, 'get', '/api/account/addresses', [HOME, OFFICE]);
    const deleted = answer(server, 'delete', '/api/account/addresses/2', null, { status: 204 });
    renderAccount('/my-account/my-addresses');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Office' }));
    answer(server, 'get', '/api/account/addresses', [HOME]);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this address?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Office' })).toBeNull());
    expect(deleted).toHaveLength(1);
  });

  it('makes an address the default', async () => {
    answer(server, 'get', '/api/account/addresses', [HOME, OFFICE]);
    const chosen = answer(server, 'put', '/api/account/addresses/2/default', { ...OFFICE, is_default: true });
    renderAccount('/my-account/my-addresses');
    await userEvent.click(await screen.findByRole('button', { name: 'Make default: Office' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Office' })).getByText('Default')).toBeTruthy());
    expect(chosen).toHaveLength(1);
    expect(within(screen.getByRole('listitem', { name: 'Home' })).queryByText('Default')).toBeNull();
  });
});

describe('profile', () => {
  it('fills the fields from the account; validates on focus-out; saves with a snackbar', async () => {
    const saved = answer(server, 'put', '/api/account/profile', { ...USER, first_name: 'Leila' });
    const { ui } = renderAccount('/my-account/my-profile');
    const first = (await screen.findByLabelText('First name')) as HTMLInputElement;
    expect(first.value).toBe('Layla');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).max).toBe('2999-12-31');
    await userEvent.clear(first);
    expect(screen.queryByText(FIRST_NAME_REQUIRED)).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText(FIRST_NAME_REQUIRED)).toBeTruthy();
    await userEvent.type(first, 'Leila');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(ui.snapshot.snackbars.map((s) => s.text)).toEqual([PROFILE_SAVED]));
    expect(saved[0]!.json).toEqual({ first_name: 'Leila', last_name: 'Khoury', phone: '+961 3 123 456', birth_date: '1992-04-18', gender: 'f', price_drop_digest: false });
  });

  it('saves the opt-in to the price-drop e-mail with the profile', async () => {
    const saved = answer(server, 'put', '/api/account/profile', { ...USER, price_drop_digest: true });
    renderAccount('/my-account/my-profile');
    const optIn = (await screen.findByRole('checkbox', { name: 'E-mail me, at most once a day, when pieces on my wishlist drop in price' })) as HTMLInputElement;
    expect(optIn.checked).toBe(false);
    await userEvent.click(optIn);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.json).toMatchObject({ price_drop_digest: true });
  });

  it('puts the server\'s field errors on the fields', async () => {
    answer(server, 'put', '/api/account/profile', { message: 'Invalid', data: { errors: { phone: 'This phone number is not valid.' } } }, { status: 422 });
    renderAccount('/my-account/my-profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This phone number is not valid.')).toBeTruthy();
  });

  it('changes the password: live rule hints, a wrong current password on its field, then success', async () => {
    server.use(
      http.put(`${TEST_API}/api/account/password`, async ({ request }) => {
        const body = (await request.json()) as { current_password: string };
        return body.current_password === 'Demo1234!' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ message: 'Invalid', data: { errors: { current_password: 'Your current password is incorrect.' } } }, { status: 422 });
      }),
    );
    const { ui } = renderAccount('/my-account/my-profile');
    const current = await screen.findByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    await userEvent.type(current, 'Wrong#123');
    await userEvent.type(next, 'Changed#Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is incorrect.')).toBeTruthy();
    await userEvent.clear(current);
    await userEvent.type(current, 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(ui.snapshot.snackbars.map((s) => s.text)).toEqual([PASSWORD_CHANGED]));
  });
});

describe('a guest', () => {
  it('following a link to an account page from another page stays there under the drawer; signing in leads on', async () => {
    const { createTestContainer, renderRoute, SESSION_RESTORED } = await import('../../support/test-container');
    const { AuthStore, UiStore } = await import('@/application');
    const { container, navigator } = createTestContainer(SESSION_RESTORED);
    const { router } = renderRoute('/contact-us', { container });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/my-account/orders'));
    await waitFor(() => expect(container.get(UiStore).isDrawerOpen('auth')).toBe(true));
    expect(router.state.location.pathname).toBe('/contact-us');
    act(() => {
      container.get(AuthStore).signIn({ token: 'user-token', user: USER });
      container.get(UiStore).closeDrawer('auth');
    });
    expect(navigator.navigated).toEqual(['/my-account/orders']);
  });

  it('gets the auth drawer over a page that asks to sign in, and nothing is fetched', async () => {
    const { createTestContainer, renderRoute, SESSION_RESTORED } = await import('../../support/test-container');
    const { container } = createTestContainer(SESSION_RESTORED);
    const orders = answer(server, 'get', '/api/account/orders', page([]));
    renderRoute('/my-account/orders', { container });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to see your account' })).toBeTruthy();
    const { UiStore } = await import('@/application');
    expect(container.get(UiStore).isDrawerOpen('auth')).toBe(true);
    expect(orders).toHaveLength(0);
  });
});
