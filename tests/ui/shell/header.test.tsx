import { CartStore, ShellStore, UiStore } from '@/application';
import { LOGGED_OUT_MESSAGE, type CartItem } from '@/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContainer, TEST_API } from '../../support/test-container';
import { renderShell, SETTINGS, stubViewport, setupShellServer } from './shell-support';

const { server, startup } = setupShellServer();
afterEach(() => vi.restoreAllMocks());

function line(id: number, quantity: number): CartItem {
  return {
    quantity,
    product: {
      id, name: `Item ${id}`, type: 'simple', stock: 9, image: null, regular_price: 1000, sale_price: null,
      currency: 'USD', currency_symbol: '$', brand: null, delivery_by: null, attributes: [],
    },
  };
}

describe('header cart icon (spec §2: drawer above 768 px, else /checkout/cart)', () => {
  it('opens the cart drawer on a viewport wider than 768 px', async () => {
    startup();
    stubViewport(769);
    const { container, router } = await renderShell('/');
    await userEvent.click(screen.getByRole('link', { name: /^Cart/ }));
    expect(container.get(UiStore).isDrawerOpen('cart')).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes to /checkout/cart on a viewport of 768 px or less', async () => {
    startup();
    stubViewport(768);
    const { container, router } = await renderShell('/');
    await userEvent.click(screen.getByRole('link', { name: /^Cart/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/cart'));
    expect(container.get(UiStore).isDrawerOpen('cart')).toBe(false);
  });

  it('shows the item count as a badge, and a dot only when the cart is not empty', async () => {
    startup();
    const { container } = await renderShell('/');
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    expect(screen.queryByTestId('cart-dot')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();

    act(() => container.get(CartStore).setItems([line(1, 2), line(2, 1)]));
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(screen.getByTestId('cart-dot')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
  });
});

describe('header account icon (spec §2)', () => {
  it('a guest gets the sign-in drawer', async () => {
    startup();
    const { container } = await renderShell('/');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(container.get(UiStore).isDrawerOpen('auth')).toBe(true);
    expect(screen.queryByRole('link', { name: 'My account' })).toBeNull();
  });

  it('a signed-in shopper goes to /my-account/overview', async () => {
    startup();
    const { router } = await renderShell('/', { signedIn: true });
    const account = screen.getByRole('link', { name: 'My account' });
    expect(account.getAttribute('href')).toBe('/my-account/overview');
    fireEvent.click(account);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/overview'));
  });

  it('on desktop, hover shows My account and Sign out; Sign out signs out with "You have logged out!"', async () => {
    startup();
    server.use(http.post(`${TEST_API}/api/auth/logout`, () => new HttpResponse(null, { status: 204 })));
    const { container } = createTestContainer();
    await renderShell('/', { container, signedIn: true });
    const user = userEvent.setup();
    expect(screen.queryByTestId('account-dropdown')).toBeNull();
    await user.hover(screen.getByRole('link', { name: 'My account' }));
    const dropdown = await screen.findByTestId('account-dropdown');
    expect(within(dropdown).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/my-account/overview');
    await user.click(within(dropdown).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(LOGGED_OUT_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('on desktop, keyboard focus shows the dropdown too, and Tab reaches Sign out', async () => {
    startup();
    await renderShell('/', { signedIn: true });
    const account = screen.getByRole('link', { name: 'My account' });
    act(() => account.focus());
    const dropdown = await screen.findByTestId('account-dropdown');
    expect(account.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dropdown).getByRole('button', { name: 'Sign out' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('account-dropdown')).toBeNull();
    expect(document.activeElement).toBe(account);
  });

  it('on a small screen there is no dropdown', async () => {
    startup();
    stubViewport(390);
    await renderShell('/', { signedIn: true });
    const account = screen.getByRole('link', { name: 'My account' });
    await userEvent.hover(account);
    act(() => account.focus());
    expect(screen.queryByTestId('account-dropdown')).toBeNull();
  });
});

describe('header icons and layout', () => {
  it('search opens the search drawer; the store locator goes to /locate-us; desktop has no burger', async () => {
    startup();
    const { container } = await renderShell('/');
    expect(screen.getByRole('link', { name: 'Store locator' }).getAttribute('href')).toBe('/locate-us');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(container.get(UiStore).isDrawerOpen('search')).toBe(true);
  });

  it('a small screen has the burger instead of the main navigation, and keeps the store locator (spec §2)', async () => {
    startup();
    stubViewport(390);
    await renderShell('/');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('banner').querySelector('a[href="/locate-us"]')?.getAttribute('aria-label')).toBe('Store locator');
    expect(screen.getByRole('link', { name: 'Maison, home' }).getAttribute('href')).toBe('/');
  });

  it('on /products/{slug} on a small screen the header is transparent until scrolled past its height', async () => {
    startup();
    stubViewport(390);
    await renderShell('/products/linen-shirt-1');
    const header = screen.getByRole('banner');
    expect(header.getAttribute('data-transparent')).toBe('true');
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(400);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(header.getAttribute('data-transparent')).toBeNull();
    scrollY.mockReturnValue(0);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(header.getAttribute('data-transparent')).toBe('true');
  });

  it('is never transparent on other pages or on desktop', async () => {
    startup();
    await renderShell('/products/linen-shirt-1');
    expect(screen.getByRole('banner').getAttribute('data-transparent')).toBeNull();
  });
});

describe('store notice (spec §2, §4)', () => {
  it('shows the text with its link and is dismissed for the session', async () => {
    startup();
    const { container } = await renderShell('/');
    const notice = screen.getByRole('complementary', { name: 'Store notice' });
    const link = within(notice).getByRole('link', { name: SETTINGS.store_notice.text });
    expect(link.getAttribute('href')).toBe(SETTINGS.store_notice.link);
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss the store notice' }));
    expect(screen.queryByRole('complementary', { name: 'Store notice' })).toBeNull();
    expect(container.get(ShellStore).snapshot.noticeDismissed).toBe(true);
    // Remembered for the session, in a session cookie the server render reads too.
    expect(document.cookie).toContain('storefront_flag_store-notice-dismissed=1');
  });

  it('is absent when the settings have none', async () => {
    startup();
    server.use(http.get(`${TEST_API}/api/settings`, () => HttpResponse.json({ ...SETTINGS, store_notice: null })));
    await renderShell('/');
    expect(screen.queryByRole('complementary', { name: 'Store notice' })).toBeNull();
  });
});

describe('loading logo, snackbars and toasts', () => {
  it('the loading logo shows on / only and leaves once the start-up loads settle', async () => {
    startup();
    const { container } = createTestContainer();
    const shell = container.get(ShellStore);
    const { unmount } = await renderShell('/', { container });
    // LoadStartupData hid it already (200 ms after settling): it is leaving.
    expect(shell.snapshot.logoVisible).toBe(false);
    expect(screen.getByTestId('logo-loader').getAttribute('data-state')).toBe('leaving');
    unmount();
    await renderShell('/categories/women');
    expect(screen.queryByTestId('logo-loader')).toBeNull();
  });

  it('snackbars and toasts from the UiStore are shown and dismissible', async () => {
    startup();
    const { container } = await renderShell('/');
    const ui = container.get(UiStore);
    act(() => void ui.showSnackbar('error', 'Payment failed'));
    act(() => void ui.showToast('info', 'New collection online'));
    expect(screen.getByRole('alert').textContent).toContain('Payment failed');
    expect(screen.getByText('New collection online')).toBeTruthy();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Payment failed')).toBeNull();
  });
});
