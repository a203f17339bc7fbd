import { CartStore, UiStore } from '@/application';
import { LOGGED_OUT_MESSAGE, MENU_CLOSE_DELAY_MS } from '@/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { containerWithClock } from '../../support/controlled-clock';
import { createTestContainer, TEST_API } from '../../support/test-container';
import { renderShell, stubViewport, setupShellServer } from './shell-support';

const { server, startup } = setupShellServer();
beforeEach(() => stubViewport(390));
afterEach(() => vi.restoreAllMocks());

const menu = () => screen.getByRole('dialog', { name: /^(Menu|Women|Men|All women|Jeans|Shirts)$/ });

async function openMenu(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByRole('dialog', { busy: false, name: 'Menu' });
}

describe('burger menu levels (spec §2, §4)', () => {
  it('goes entries → columns → links with back buttons', async () => {
    startup();
    await renderShell('/');
    const user = userEvent.setup();
    const top = await openMenu(user);
    expect(within(top).getByRole('link', { name: 'Journal' }).getAttribute('href')).toBe('/our-story');

    await user.click(within(top).getByRole('button', { name: 'Women' }));
    const level2 = await screen.findByRole('dialog', { busy: false, name: 'Women' });
    expect(within(level2).getByRole('link', { name: 'Shop all Women' }).getAttribute('href')).toBe('/categories/women');
    expect(within(level2).getByRole('button', { name: /^All women/ })).toBeTruthy();
    expect(within(level2).getByRole('link', { name: /The Summer Edit/ }).getAttribute('href')).toBe('/tags/summer-edit');

    await user.click(within(level2).getByRole('button', { name: /^Jeans/ }));
    const level3 = await screen.findByRole('dialog', { busy: false, name: 'Jeans' });
    expect(within(level3).getByRole('link', { name: 'Jeans' }).getAttribute('href')).toBe('/categories/women-jeans');
    expect(within(level3).getByRole('link', { name: 'Summer Edit' }).getAttribute('href')).toBe('/tags/summer-edit');
    expect(within(level3).getByRole('link', { name: 'Jeans' }).querySelector('strong')).toBeNull();

    await user.click(within(level3).getByRole('button', { name: 'Back to Women' }));
    await user.click(within(menu()).getByRole('button', { name: /^All women/ }));
    const bold = await screen.findByRole('dialog', { busy: false, name: 'All women' });
    expect(within(bold).getByRole('link', { name: 'All women' }).querySelector('strong')).not.toBeNull();
    expect(within(bold).getByRole('link', { name: 'Dresses' }).querySelector('strong')).toBeNull();

    await user.click(within(bold).getByRole('button', { name: 'Back to Women' }));
    await user.click(within(menu()).getByRole('button', { name: 'Back to Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });

  it('closing closes every level: it opens again at the top', async () => {
    startup();
    const { container } = await renderShell('/');
    const user = userEvent.setup();
    const top = await openMenu(user);
    await user.click(within(top).getByRole('button', { name: 'Women' }));
    await user.click(within(menu()).getByRole('button', { name: /^Jeans/ }));
    await screen.findByRole('dialog', { busy: false, name: 'Jeans' });
    await user.keyboard('{Escape}');
    expect(container.get(UiStore).isDrawerOpen('menu')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await openMenu(user)).toBeTruthy();
  });

  it('following a link closes the menu', async () => {
    startup();
    const { container, router } = await renderShell('/');
    const user = userEvent.setup();
    const top = await openMenu(user);
    await user.click(within(top).getByRole('button', { name: 'Men' }));
    await user.click(within(menu()).getByRole('button', { name: /^Shirts/ }));
    await user.click(within(menu()).getByRole('link', { name: 'Shirts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/men-shirts'));
    expect(container.get(UiStore).isDrawerOpen('menu')).toBe(false);
  });

  it('the search box opens the search drawer', async () => {
    startup();
    const { container } = await renderShell('/');
    const user = userEvent.setup();
    const top = await openMenu(user);
    await user.click(within(top).getByRole('button', { name: 'Search' }));
    expect(container.get(UiStore).isDrawerOpen('search')).toBe(true);
    expect(await screen.findByRole('dialog', { busy: false, name: 'Search' })).toBeTruthy();
  });
});

describe('burger menu shortcuts (spec §2, §4)', () => {
  it('a guest sees Login, Wishlist, Help (/faq) and Stores (/locate-us)', async () => {
    startup();
    await renderShell('/');
    const top = await openMenu();
    const shortcuts = within(top).getByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(within(shortcuts).getByRole('button', { name: 'Wishlist' })).toBeTruthy();
    expect(within(shortcuts).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/faq');
    expect(within(shortcuts).getByRole('link', { name: 'Stores' }).getAttribute('href')).toBe('/locate-us');
    expect(within(shortcuts).queryByText('My account')).toBeNull();
    expect(within(shortcuts).queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it.each(['Login', 'Wishlist'])('a guest tapping %s gets the auth drawer, and the menu closes 500 ms later', async (label) => {
    startup();
    const { container, clock } = containerWithClock();
    await renderShell('/', { container });
    const ui = container.get(UiStore);
    const top = await openMenu();
    clock.freeze();
    act(() => within(top).getByRole('button', { name: label }).click());
    expect(ui.isDrawerOpen('auth')).toBe(true);
    act(() => clock.advance(MENU_CLOSE_DELAY_MS - 1));
    expect(ui.isDrawerOpen('menu')).toBe(true);
    act(() => clock.advance(1));
    expect(ui.isDrawerOpen('menu')).toBe(false);
    expect(ui.isDrawerOpen('auth')).toBe(true);
  });

  it('a signed-in shopper gets My account (/my-account/overview) and Wishlist (/my-account/wishlist) links', async () => {
    startup();
    const { container, router } = await renderShell('/', { signedIn: true });
    const user = userEvent.setup();
    const top = await openMenu(user);
    const shortcuts = within(top).getByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).queryByText('Login')).toBeNull();
    expect(within(shortcuts).getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/my-account/wishlist');
    await user.click(within(shortcuts).getByRole('link', { name: 'My account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/overview'));
    expect(container.get(UiStore).isDrawerOpen('menu')).toBe(false);
    expect(container.get(UiStore).isDrawerOpen('auth')).toBe(false);
  });

  it('a signed-in shopper can sign out: token, cart and coupon cleared, "You have logged out!", then /, menu closed', async () => {
    startup();
    const logouts: string[] = [];
    server.use(
      http.post(`${TEST_API}/api/auth/logout`, ({ request }) => {
        logouts.push(request.headers.get('Authorization') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { container, tokens, navigator } = createTestContainer();
    await renderShell('/', { container, signedIn: true });
    const cart = container.get(CartStore);
    act(() =>
      cart.replace({
        items: [
          {
            quantity: 2,
            product: {
              id: 5, name: 'Wool coat', type: 'simple', stock: 3, image: null, regular_price: 25000, sale_price: null,
              currency: 'USD', currency_symbol: '$', brand: null, delivery_by: null, attributes: [],
            },
          },
        ],
        coupons: [{ id: 1, code: 'WELCOME10', type: 'percentage-discount', amount: 10, discount: 5000, allow_free_shipping: false }],
      }),
    );
    const user = userEvent.setup();
    const top = await openMenu(user);
    const shortcuts = within(top).getByRole('navigation', { name: 'Shortcuts' });

    await user.click(within(shortcuts).getByRole('button', { name: 'Sign out' }));
    expect(container.get(UiStore).isDrawerOpen('menu')).toBe(false);
    expect(await screen.findByText(LOGGED_OUT_MESSAGE)).toBeTruthy();
    expect(logouts).toEqual(['Bearer user-token']);
    expect(tokens.read('user')).toBeNull();
    expect(cart.snapshot.items).toEqual([]);
    expect(cart.snapshot.coupons).toEqual([]);
    expect(navigator.navigated).toEqual(['/']);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
