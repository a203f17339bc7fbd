import { AuthStore, UiStore, WishlistStore } from '@/application';
import { SIGN_IN_ACTION_LABEL, WISHLIST_NAVIGATOR_MESSAGE, WISHLIST_NAVIGATOR_TITLE } from '@/domain';
import { ProductCard } from '@/ui/catalogue';
import { OverlayHost } from '@/ui/shell/drawers/OverlayHost';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { createTestContainer, TEST_API } from '../../support/test-container';
import { product } from '../catalogue/fixtures';
import { renderWithServices } from '../catalogue/render';
import { listenStrictly } from '../../support/msw/server';

// The navigator drawer is a lazy chunk: give its first load time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const server = setupServer();
listenStrictly(server);

const USER = { id: 1, first_name: 'Lina', last_name: 'Haddad', email: 'lina@example.com', phone: null, birth_date: null, gender: null } as const;
const DRESS = product();
const SAVED = [{ id: 1, product: { ...DRESS, in_wishlist: true }, added_at: '2026-11-20T10:00:00Z', price_at_add: DRESS.regular_price }];

function signedIn() {
  const { container } = createTestContainer();
  container.get(AuthStore).signIn({ token: 'user-token', user: USER });
  return container;
}

/** An answer the test releases when it has looked at the heart in the meantime. */
function held() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
}

describe('wishlist heart (spec §4, §8)', () => {
  it('changes only once the add call has succeeded, not when tapped', async () => {
    const answer = held();
    let calls = 0;
    server.use(
      http.post(`${TEST_API}/api/products/wishlist`, async () => {
        calls += 1;
        await answer.released;
        return HttpResponse.json(SAVED);
      }),
    );
    renderWithServices(<ProductCard product={DRESS} />, { container: signedIn() });
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    await userEvent.click(heart);
    await waitFor(() => expect(calls).toBe(1));
    expect(heart.getAttribute('aria-busy')).toBe('true');
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    // A second tap while the call runs sends nothing more.
    await userEvent.click(heart);
    expect(calls).toBe(1);

    answer.release();
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(heart.getAttribute('aria-label')).toBe('Remove from wishlist');
    expect(heart.getAttribute('aria-busy')).toBeNull();
  });

  it('stays filled when the remove call fails', async () => {
    let calls = 0;
    server.use(
      http.delete(`${TEST_API}/api/products/wishlist/${DRESS.id}`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Server error', data: { errors: {} } }, { status: 500 });
      }),
    );
    const container = signedIn();
    container.get(WishlistStore).setItems(SAVED);
    renderWithServices(<ProductCard product={{ ...DRESS, in_wishlist: true }} />, { container });
    const heart = screen.getByRole('button', { name: 'Remove from wishlist' });
    await userEvent.click(heart);
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(heart.getAttribute('aria-busy')).toBeNull());
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(container.get(WishlistStore).has(DRESS.id)).toBe(true);
  });

  it('a guest gets the navigator drawer "Add to wishlist" with its message and a sign-in action, and nothing is sent', async () => {
    let calls = 0;
    server.use(
      http.post(`${TEST_API}/api/products/wishlist`, () => {
        calls += 1;
        return HttpResponse.json([]);
      }),
    );
    const { container } = renderWithServices(
      <>
        <ProductCard product={DRESS} />
        <OverlayHost />
      </>,
    );
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    await userEvent.click(heart);
    const drawer = await screen.findByRole('dialog', { busy: false, name: WISHLIST_NAVIGATOR_TITLE });
    expect(within(drawer).getByText(WISHLIST_NAVIGATOR_MESSAGE)).toBeTruthy();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(calls).toBe(0);

    await userEvent.click(within(drawer).getByRole('button', { name: SIGN_IN_ACTION_LABEL }));
    const ui = container.get(UiStore);
    expect(ui.isDrawerOpen('navigator')).toBe(false);
    expect(ui.isDrawerOpen('auth')).toBe(true);
  });
});
