import { AuthStore, CartStore, UiStore, WishlistStore, type WishlistItem } from '@/application';
import {
  addedToCartMessage,
  CHOOSE_SIZE_LABEL,
  CONTINUE_SHOPPING_PATH,
  TRY_AGAIN_LABEL,
  WISHLIST_EMPTY_TITLE,
  WISHLIST_LOAD_FAILED,
  WISHLIST_UPDATE_FAILED,
} from '@/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../support/msw/server';
import { createTestContainer, renderRoute, SESSION_RESTORED, TEST_API } from '../../support/test-container';
import { product } from '../catalogue/fixtures';
import { catalogueServer } from '../catalogue/msw';
import { stubViewport } from '../shell/shell-support';
import { SIGN_IN_NEEDED_TITLE } from '@/ui/account/account-texts';

const server = catalogueServer();
afterEach(() => vi.restoreAllMocks());

const USER = { id: 1, first_name: 'Lina', last_name: 'Haddad', email: 'lina@example.com', phone: null, birth_date: null, gender: null } as const;

/** A scarf with a single variant (a card may add it) and a dress in several sizes. */
const SCARF = product({ id: 701, name: 'Linen Blanket Scarf', unique_slug: 'linen-blanket-scarf-701', type: 'simple', default_variant_id: 7109, in_wishlist: true });
const DRESS = product({ id: 312, name: 'Satin Belted Shirt Dress', unique_slug: 'satin-belted-shirt-dress-312', type: 'variable', min_price: 12500, default_variant_id: null, in_wishlist: true });
const saved = (...products: ReturnType<typeof product>[]): WishlistItem[] => products.map((each, index) => ({ id: index + 1, product: each, added_at: '2026-11-20T10:00:00Z', price_at_add: each.min_price ?? each.regular_price }));

/** The page for a signed-in shopper whose wishlist the API answers with `items`. */
function signedInPage(items: WishlistItem[] = saved(SCARF, DRESS)) {
  const list = answer(server, 'get', '/api/products/wishlist', items);
  const { container } = createTestContainer(SESSION_RESTORED);
  container.get(AuthStore).signIn({ token: 'user-token', user: USER });
  const view = renderRoute('/my-account/wishlist', { container });
  return { ...view, list, ui: container.get(UiStore), user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('wishlist page (/my-account/wishlist)', () => {
  it('a guest gets the auth drawer over the account\'s signed-out page, and nothing is fetched', async () => {
    const list = answer(server, 'get', '/api/products/wishlist', []);
    const { container } = renderRoute('/my-account/wishlist', { container: createTestContainer(SESSION_RESTORED).container });
    expect(await screen.findByRole('heading', { level: 1, name: SIGN_IN_NEEDED_TITLE })).toBeTruthy();
    expect(container.get(UiStore).isDrawerOpen('auth')).toBe(true);
    expect(list).toHaveLength(0);
  });

  it('signing in from there shows the list', async () => {
    answer(server, 'get', '/api/products/wishlist', saved(SCARF));
    const { container } = renderRoute('/my-account/wishlist', { container: createTestContainer(SESSION_RESTORED).container });
    await screen.findByRole('heading', { level: 1, name: SIGN_IN_NEEDED_TITLE });
    act(() => container.get(AuthStore).signIn({ token: 'user-token', user: USER }));
    expect(await screen.findByRole('link', { name: SCARF.name })).toBeTruthy();
  });

  it('lists the saved pieces as product cards under the route\'s title, with a count line', async () => {
    const { list } = signedInPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My wishlist' })).toBeTruthy();
    const pieces = await screen.findByRole('list', { name: 'My wishlist' });
    expect(within(pieces).getAllByTestId('product-card')).toHaveLength(2);
    expect(within(pieces).getByRole('link', { name: SCARF.name }).getAttribute('href')).toBe('/products/linen-blanket-scarf-701');
    expect(screen.getByText('2 pieces')).toBeTruthy();
    expect(list).toHaveLength(1);
    expect(list[0]!.headers.get('authorization')).toBe('Bearer user-token');
    await waitFor(() => expect(document.title).toBe('My wishlist | Maison'));
  });

  it('marks a piece whose price dropped since it was added, with the old price struck through, and sorts it first when asked', async () => {
    // The scarf was added at $150.00 and is $120.00 now; the dress kept its price.
    const { user } = signedInPage([...saved(DRESS), { id: 9, product: SCARF, added_at: '2026-11-19T10:00:00Z', price_at_add: 15000 }]);
    const scarf = await waitFor(() => card(SCARF.name));
    expect(within(scarf).getByText('Price dropped')).toBeTruthy();
    expect(within(scarf).getByText('$150.00', { selector: 's' }).textContent).toBe('Price when added $150.00');
    expect(within(card(DRESS.name)).queryByText('Price dropped')).toBeNull();

    const names = () => within(screen.getByRole('list', { name: 'My wishlist' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names()).toEqual([DRESS.name, SCARF.name]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price dropped first');
    expect(names()).toEqual([SCARF.name, DRESS.name]);
  });

  it('shows a skeleton while the list loads, when none was loaded before', async () => {
    let release: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${TEST_API}/api/products/wishlist`, async () => {
        await ready;
        return HttpResponse.json(saved(SCARF));
      }),
    );
    const { container } = createTestContainer(SESSION_RESTORED);
    container.get(AuthStore).signIn({ token: 'user-token', user: USER });
    renderRoute('/my-account/wishlist', { container });
    expect(await screen.findByText('Loading your wishlist')).toBeTruthy();
    expect(screen.queryByText(WISHLIST_EMPTY_TITLE)).toBeNull();
    release();
    expect(await screen.findByRole('link', { name: SCARF.name })).toBeTruthy();
    expect(screen.queryByText('Loading your wishlist')).toBeNull();
  });

  it('shows the pieces loaded at sign-in at once, and refreshes them from the server', async () => {
    answer(server, 'get', '/api/products/wishlist', saved(SCARF, DRESS));
    const { container } = createTestContainer(SESSION_RESTORED);
    container.get(AuthStore).signIn({ token: 'user-token', user: USER });
    container.get(WishlistStore).setItems(saved(SCARF));
    renderRoute('/my-account/wishlist', { container });
    expect(await screen.findByRole('link', { name: SCARF.name })).toBeTruthy();
    expect(screen.queryByText('Loading your wishlist')).toBeNull();
    expect(await screen.findByRole('link', { name: DRESS.name })).toBeTruthy();
  });

  it('a load failure says so, and "Try again" loads again', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API}/api/products/wishlist`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ message: 'Server error', data: { errors: {} } }, { status: 500 }) : HttpResponse.json(saved(DRESS));
      }),
    );
    const { container } = createTestContainer(SESSION_RESTORED);
    container.get(AuthStore).signIn({ token: 'user-token', user: USER });
    renderRoute('/my-account/wishlist', { container });
    expect(await screen.findByText(WISHLIST_LOAD_FAILED)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: TRY_AGAIN_LABEL }));
    expect(await screen.findByRole('link', { name: DRESS.name })).toBeTruthy();
    expect(screen.queryByText(WISHLIST_LOAD_FAILED)).toBeNull();
    expect(calls).toBe(2);
  });

  it('an empty wishlist says so and leads back to shopping', async () => {
    signedInPage([]);
    expect(await screen.findByRole('heading', { name: WISHLIST_EMPTY_TITLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(CONTINUE_SHOPPING_PATH);
    expect(screen.getByText('0 pieces')).toBeTruthy();
  });

  it('Remove takes the piece out once the server agreed, and keeps the place', async () => {
    const { user } = signedInPage();
    const removed = answer(server, 'delete', `/api/products/wishlist/${SCARF.id}`, saved(DRESS));
    await user.click(within(await screen.findByRole('list', { name: 'My wishlist' })).getByRole('button', { name: `Remove ${SCARF.name}` }));
    await waitFor(() => expect(screen.queryByRole('link', { name: SCARF.name })).toBeNull());
    expect(removed).toHaveLength(1);
    expect(screen.getByRole('link', { name: DRESS.name })).toBeTruthy();
    expect(screen.getByText('1 piece')).toBeTruthy();
    expect(screen.getByText(`${SCARF.name} was removed from your wishlist.`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByText('1 piece'));
  });

  it('when removing fails, the piece stays and a snackbar says so', async () => {
    const { user, ui } = signedInPage();
    server.use(http.delete(`${TEST_API}/api/products/wishlist/${SCARF.id}`, () => HttpResponse.json({ message: 'Server error', data: { errors: {} } }, { status: 500 })));
    await user.click(within(await screen.findByRole('list', { name: 'My wishlist' })).getByRole('button', { name: `Remove ${SCARF.name}` }));
    expect(await screen.findByText(WISHLIST_UPDATE_FAILED)).toBeTruthy();
    expect(ui.snapshot.snackbars).toEqual([expect.objectContaining({ kind: 'error', text: WISHLIST_UPDATE_FAILED })]);
    expect(screen.getByRole('link', { name: SCARF.name })).toBeTruthy();
    expect(screen.getByText('2 pieces')).toBeTruthy();
  });

  it('a piece with a single variant goes to the server cart under that variant; the cart drawer opens', async () => {
    const { user, ui, container } = signedInPage();
    const added = answer(server, 'post', '/api/products/cart', {
      items: [{ quantity: 1, product: { id: 7109, parent_id: SCARF.id, unique_slug: SCARF.unique_slug, name: SCARF.name, type: 'simple', stock: 12, image: null, regular_price: 4999, sale_price: null, currency: 'USD', currency_symbol: '$', brand: null, delivery_by: null, attributes: [] } }],
      coupons: [],
    });
    await user.click(within(await screen.findByRole('list', { name: 'My wishlist' })).getByRole('button', { name: `Add to cart ${SCARF.name}` }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]!.json).toEqual({ items: [{ quantity: 1, product_id: 7109, raw: false }] });
    await waitFor(() => expect(container.get(CartStore).snapshot.items.map((item) => item.product.id)).toEqual([7109]));
    expect(ui.isDrawerOpen('cart')).toBe(true);
    // The piece stays in the wishlist.
    expect(screen.getByRole('link', { name: SCARF.name })).toBeTruthy();
  });

  it('on a small screen too, the add opens the cart drawer (spec §4), with no snackbar over it', async () => {
    stubViewport(390);
    const { user, ui } = signedInPage();
    answer(server, 'post', '/api/products/cart', { items: [], coupons: [] });
    await user.click(within(await screen.findByRole('list', { name: 'My wishlist' })).getByRole('button', { name: `Add to cart ${SCARF.name}` }));
    await waitFor(() => expect(ui.isDrawerOpen('cart')).toBe(true));
    expect(screen.queryByText(addedToCartMessage(SCARF.name))).toBeNull();
  });

  it('a piece in several sizes offers "Choose a size", leading to its product page, and cannot be added from here', async () => {
    signedInPage();
    await screen.findByRole('list', { name: 'My wishlist' });
    const dress = card(DRESS.name);
    expect(within(dress).getByRole('link', { name: `${CHOOSE_SIZE_LABEL} ${DRESS.name}` }).getAttribute('href')).toBe('/products/satin-belted-shirt-dress-312');
    expect(within(dress).queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(within(card(SCARF.name)).queryByRole('link', { name: new RegExp(CHOOSE_SIZE_LABEL) })).toBeNull();
  });

  it('an out-of-stock piece cannot be added', async () => {
    signedInPage(saved({ ...SCARF, stock: 0, in_stock: false }));
    const add = await screen.findByRole('button', { name: `Add to cart ${SCARF.name}` });
    expect(add.getAttribute('aria-disabled')).toBe('true');
  });
});
