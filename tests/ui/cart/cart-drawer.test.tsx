import { UiStore } from '@/application';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/test-container';
import { cartServer, DRESS, DROP_M, DROP_S, figures, guestWithCart, line, lineNames, main, renderStore, SHIRT, signedInWithCart } from './cart-support';

const { quotes, holdQuotes } = cartServer();

const openDrawer = async (ui: UiStore): Promise<HTMLElement> => {
  act(() => ui.openDrawer({ kind: 'cart' }));
  return screen.findByRole('dialog', { busy: false, name: 'Your cart' });
};

describe('cart drawer', () => {
  it('shows the same lines and totals as the /checkout/cart page, and both follow a change made in either', async () => {
    const container = guestWithCart([line(DRESS, 2), line(SHIRT, 1)], ['WELCOME10', 'FREESHIP']);
    renderRoute('/checkout/cart', { container });
    await waitFor(() => expect(figures(main()).total).toBe('$232.99'));

    const drawer = await openDrawer(container.get(UiStore));
    await waitFor(() => expect(figures(drawer).total).not.toBeNull());
    expect(lineNames(drawer)).toEqual(['Linen Wrap Dress', 'Poplin Shirt']);
    expect(lineNames(drawer)).toEqual(lineNames(main()));
    expect(figures(drawer)).toEqual({ subtotal: '$257.99', discount: '-$25.00', shipping: 'Free', total: '$232.99' });
    expect(figures(drawer)).toEqual(figures(main()));
    expect(within(drawer).getAllByTestId('applied-coupon').map((coupon) => coupon.textContent)).toEqual(
      within(main()).getAllByTestId('applied-coupon').map((coupon) => coupon.textContent),
    );

    const dress = within(drawer).getAllByTestId('cart-line')[0]!;
    await userEvent.click(within(dress).getByRole('button', { name: 'Decrease quantity of Linen Wrap Dress' }));
    // $99.00 + $59.99 = $158.99, less 10 % rounded down to whole dollars ($15.00).
    await waitFor(() => expect(figures(drawer).total).toBe('$143.99'));
    expect(figures(main())).toEqual(figures(drawer));
    expect(within(main()).getAllByTestId('line-quantity').map((quantity) => quantity.textContent)).toEqual(['1', '1']);
  });

  it("a signed-in shopper's limited piece stops at its per-order limit in the drawer, with the message next to the stepper", async () => {
    const container = signedInWithCart([line(DROP_S, 1), line(DROP_M, 1), line(SHIRT, 1)]);
    renderStore(container);
    const drawer = await openDrawer(container.get(UiStore));
    const [small, medium, shirt] = within(drawer).getAllByTestId('cart-line') as [HTMLElement, HTMLElement, HTMLElement];
    for (const article of [small, medium]) {
      const increase = within(article).getByRole('button', { name: 'Increase quantity of Drop Bomber Jacket' });
      expect(increase.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(increase.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Limited to 2 per order.');
    }
    // A piece without a limit is held by its stock only.
    expect(within(shirt).getByRole('button', { name: 'Increase quantity of Poplin Shirt' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(shirt).queryByText(/per order/)).toBeNull();
  });

  it("shows a restored guest's cart with no stored price until the server's quote answers, and asks for none itself", async () => {
    const release = holdQuotes();
    const container = guestWithCart([line({ ...SHIRT, sale_price: 3999 }, 1)]);
    const ui = container.get(UiStore);
    renderStore(container);
    const drawer = await openDrawer(ui);
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(within(drawer).getByTestId('cart-line')).toBeTruthy();
    expect(figures(drawer).total).toBeNull();
    expect(drawer.textContent).not.toContain('$39.99');
    release();
    await waitFor(() => expect(figures(drawer).total).toBe('$59.99'));

    // Opening again shows the priced cart at once: the application quotes after changes, not on showing.
    act(() => ui.closeDrawer('cart'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your cart' })).toBeNull());
    expect(figures(await openDrawer(ui)).total).toBe('$59.99');
    expect(quotes).toHaveLength(1);
  });

  it("a line's name leads to its product page, and going there closes the drawer", async () => {
    const container = guestWithCart([line(DRESS, 1)]);
    const { router } = renderStore(container);
    const drawer = await openDrawer(container.get(UiStore));
    const name = await within(drawer).findByRole('link', { name: 'Linen Wrap Dress' });
    expect(name.getAttribute('href')).toBe('/products/linen-wrap-dress-101');
    await userEvent.click(name);
    expect(router.state.location.pathname).toBe('/products/linen-wrap-dress-101');
    await waitFor(() => expect(container.get(UiStore).isDrawerOpen('cart')).toBe(false));
  });

  it('its footer goes to the full cart page and to checkout, closing the drawer', async () => {
    const container = guestWithCart([line(SHIRT, 1)]);
    const ui = container.get(UiStore);
    const { router } = renderStore(container);

    let drawer = await openDrawer(ui);
    const viewCart = await within(drawer).findByRole('link', { name: 'View cart' });
    expect(viewCart.getAttribute('href')).toBe('/checkout/cart');
    await userEvent.click(viewCart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/cart'));
    expect(ui.isDrawerOpen('cart')).toBe(false);

    await act(() => router.navigate('/'));
    drawer = await openDrawer(ui);
    const checkout = within(drawer).getByRole('link', { name: 'Checkout' });
    expect(checkout.getAttribute('href')).toBe('/checkout/shipping');
    await userEvent.click(checkout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/shipping'));
    expect(ui.isDrawerOpen('cart')).toBe(false);
  });

  it('an empty cart says so, has no totals or checkout, and Continue shopping closes the drawer', async () => {
    const container = guestWithCart([]);
    const ui = container.get(UiStore);
    const { router } = renderStore(container);
    await act(() => router.navigate('/faq'));
    const drawer = await openDrawer(ui);
    expect(within(drawer).getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(within(drawer).queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(figures(drawer).total).toBeNull();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Continue shopping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(ui.isDrawerOpen('cart')).toBe(false);
    expect(quotes).toHaveLength(0);
  });
});
