import { ACCOUNT_GATEWAY, AuthStore, CartStore, RestoreSession, UiStore, WishlistStore } from '@/application';
import type { CartItem } from '@/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestContainer, TEST_API } from '../../support/test-container';
import { renderShell, setupShellServer } from '../shell/shell-support';
import { refusal, WISHLIST } from './identity-support';

const { server, startup } = setupShellServer();

/** A line of the account's cart, which leaves the screen with the session. */
const CART_PRODUCT: CartItem['product'] = {
  id: 11, name: 'Linen shirt', type: 'simple', stock: 4, image: null, regular_price: 8900, sale_price: null,
  currency: 'USD', currency_symbol: '$', brand: 'Maison', delivery_by: null, attributes: [],
};
afterEach(() => vi.restoreAllMocks());

describe('a 401 from any call (spec §4, §8)', () => {
  it('clears the user token and the header shows the signed-out state without a reload', async () => {
    startup();
    const { container, tokens } = createTestContainer();
    await renderShell('/', { container, signedIn: true });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'My account' })).toBeTruthy();
    expect(tokens.read('user')).toBe('user-token');
    act(() => {
      container.get(WishlistStore).setItems(WISHLIST);
      container.get(CartStore).setItems([{ quantity: 1, product: CART_PRODUCT }]);
    });
    expect(screen.getByTestId('cart-count').textContent).toBe('1');

    // The token was revoked elsewhere (signed out on another device): the next call answers 401.
    server.use(
      http.get(`${TEST_API}/api/auth/me`, () => refusal(401, 'Unauthenticated.')),
      http.get(`${TEST_API}/api/products/wishlist`, () => refusal(401, 'Unauthenticated.')),
      http.get(`${TEST_API}/api/products/cart`, () => refusal(401, 'Unauthenticated.')),
    );
    await act(() => container.get(RestoreSession).execute());

    expect(await within(header).findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'My account' })).toBeNull();
    expect(tokens.read('user')).toBeNull();
    expect(container.get(AuthStore).isAuthenticated).toBe(false);
    expect(container.get(WishlistStore).snapshot.items).toEqual([]);
    expect(container.get(CartStore).snapshot.items).toEqual([]);
    expect(screen.getByTestId('cart-count').textContent).toBe('0');

    // The signed-out icon works as a guest's: it opens the sign-in drawer.
    await userEvent.click(within(header).getByRole('button', { name: 'Sign in' }));
    expect(container.get(UiStore).isDrawerOpen('auth')).toBe(true);
  });

  it('a 401 on a guest token forgets the guest token only', async () => {
    startup();
    // Every feature at once: the call is the account's.
    const { container, tokens } = createTestContainer(undefined, { everyFeature: true });
    await renderShell('/', { container });
    act(() => container.get(AuthStore).setGuestToken('guest-token'));
    server.use(http.get(`${TEST_API}/api/account/addresses`, () => refusal(401, 'Unauthenticated.')));
    await expect(container.get(ACCOUNT_GATEWAY).addresses()).rejects.toMatchObject({ name: 'UnauthorizedError' });
    await waitFor(() => expect(tokens.read('guest')).toBeNull());
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
