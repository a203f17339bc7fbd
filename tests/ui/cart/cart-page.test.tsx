import { AuthStore, CartStore } from '@/application';
import { COUPON_ALREADY_APPLIED, COUPON_APPLY_FAILED, COUPON_CODE_REQUIRED, onlyLeftMessage, perOrderLimitMessage } from '@/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestContainer, renderRoute, TEST_API } from '../../support/test-container';
import {
  cartServer,
  couponFor,
  DRESS,
  DROP_M,
  DROP_S,
  EXPIRED_COUPON,
  figures,
  guestWithCart,
  line,
  lineNames,
  main,
  SHIRT,
  signedInWithCart,
  UNKNOWN_COUPON,
  USER,
} from './cart-support';

const { server, quotes, holdQuotes } = cartServer();
const PATH = '/checkout/cart';

/** The cart line article of a piece. */
const lineOf = (name: string): HTMLElement => {
  const article = screen.getAllByTestId('cart-line').find((candidate) => candidate.querySelector('h3')?.textContent === name);
  if (!article) throw new Error(`No line for ${name}`);
  return article;
};

async function applyCoupon(code: string): Promise<void> {
  const field = screen.getByLabelText('Coupon code');
  await userEvent.clear(field);
  if (code) await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('/checkout/cart', () => {
  it('shows each line with its image, brand, name, size, colour and unit price (sale beside the struck regular price), and the title', async () => {
    renderRoute(PATH, { container: guestWithCart([line(DRESS, 2), line(SHIRT, 1)]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy();
    await waitFor(() => expect(figures(main()).total).not.toBeNull());
    expect(lineNames(main())).toEqual(['Linen Wrap Dress', 'Poplin Shirt']);

    const dress = lineOf('Linen Wrap Dress');
    expect(dress.querySelector('img')?.getAttribute('src')).toBe(DRESS.image);
    expect(within(dress).getByText('Sursock & Co')).toBeTruthy();
    expect(within(dress).getByText('M')).toBeTruthy();
    expect(within(dress).getByText('Terracotta')).toBeTruthy();
    expect(within(dress).getByText('$99.00')).toBeTruthy();
    expect(within(dress).getByText('$129.00').closest('s')).toBeTruthy();
    expect(within(dress).getByTestId('line-total').textContent).toBe('Line total $198.00');
    expect(within(lineOf('Poplin Shirt')).queryByRole('deletion')).toBeNull();
    expect(screen.getByText('3 items')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Your cart | Maison'));
  });

  it('prices a sale item, a percentage coupon (rounded down) and a free-shipping coupon exactly, all from the domain', async () => {
    const container = guestWithCart([line(DRESS, 1)]);
    // A shipping address was chosen: a $10.00 fee.
    container.get(CartStore).setShippingAddress(7, { insurance_enabled: false, rate_with_insurance: 1500, rate_without_insurance: 1000 });
    renderRoute(PATH, { container });
    // $99.00 (sale), plus $10.00 shipping: under $100 of goods, delivery is charged.
    await waitFor(() => expect(figures(main())).toEqual({ subtotal: '$99.00', discount: null, shipping: '$10.00', total: '$109.00' }));

    await applyCoupon('welcome10');
    // 10 % of $99.00 is $9.90: rounded down to whole dollars, $9.00 (spec §9), in the list and the summary alike.
    const applied = await screen.findByRole('list', { name: 'Applied coupons' });
    expect(within(applied).getByText('WELCOME10')).toBeTruthy();
    expect(within(applied).getByText('10% off')).toBeTruthy();
    expect(within(applied).getByTestId('coupon-discount').textContent).toBe('-$9.00');
    expect(figures(main())).toEqual({ subtotal: '$99.00', discount: '-$9.00', shipping: '$10.00', total: '$100.00' });
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('');

    await applyCoupon('FREESHIP');
    await waitFor(() => expect(within(applied).getAllByTestId('applied-coupon')).toHaveLength(2));
    expect(figures(main())).toEqual({ subtotal: '$99.00', discount: '-$9.00', shipping: 'Free', total: '$90.00' });
  });

  it('before an address is chosen, shipping has no fee yet and the total is the subtotal', async () => {
    renderRoute(PATH, { container: guestWithCart([line(SHIRT, 1)]) });
    await waitFor(() => expect(figures(main())).toEqual({ subtotal: '$59.99', discount: null, shipping: 'Calculated at checkout', total: '$59.99' }));
  });

  it('spec §9: with no free-delivery threshold (the default), $119.98 of goods pay their shipping and nothing promises otherwise', async () => {
    const container = guestWithCart([line(SHIRT, 2)]);
    container.get(CartStore).setShippingAddress(7, { insurance_enabled: false, rate_with_insurance: 500, rate_without_insurance: 500 });
    renderRoute(PATH, { container });
    await waitFor(() => expect(figures(main())).toEqual({ subtotal: '$119.98', discount: null, shipping: '$5.00', total: '$124.98' }));
    expect(screen.queryByTestId('free-delivery-distance')).toBeNull();
    expect(main().textContent).not.toMatch(/free delivery/i);
  });

  it('a store threshold of $100: $59.99 of goods are "$40.01 away from free delivery"; a second shirt ships free, address or not', async () => {
    const container = guestWithCart([line(SHIRT, 1)]);
    container.get(CartStore).setFreeDeliveryFrom(10_000);
    renderRoute(PATH, { container });
    await waitFor(() => expect(screen.getByTestId('free-delivery-distance').textContent).toBe('$40.01 away from free delivery'));
    expect(figures(main()).shipping).toBe('Calculated at checkout');
    await userEvent.click(within(lineOf('Poplin Shirt')).getByRole('button', { name: /Increase/ }));
    await waitFor(() => expect(figures(main())).toEqual({ subtotal: '$119.98', discount: null, shipping: 'Free', total: '$119.98' }));
    expect(screen.queryByTestId('free-delivery-distance')).toBeNull();
  });

  it("replaces a guest's stale stored price by the server's quote before any price or total shows", async () => {
    const release = holdQuotes();
    // The cookie remembers $49.99; the server sells the shirt at $59.99 today.
    renderRoute(PATH, { container: guestWithCart([line({ ...SHIRT, regular_price: 4999 }, 1)]) });
    await screen.findByTestId('cart-line');
    await waitFor(() => expect(quotes).toHaveLength(1));
    expect(figures(main()).total).toBeNull();
    expect(document.body.textContent).not.toContain('$49.99');
    expect(quotes[0]).toEqual({ items: [{ product_id: SHIRT.id, quantity: 1 }], coupons: [] });

    release();
    await waitFor(() => expect(figures(main()).total).toBe('$59.99'));
    expect(within(lineOf('Poplin Shirt')).getByTestId('line-total').textContent).toBe('Line total $59.99');
    expect(document.body.textContent).not.toContain('$49.99');
  });

  it('the stepper stops at the stock and at 1, and Remove takes the line away', async () => {
    renderRoute(PATH, { container: guestWithCart([line(SHIRT, 1), line(DRESS, 1)]) });
    await waitFor(() => expect(figures(main()).total).toBe('$158.99'));
    const shirt = lineOf('Poplin Shirt');
    const increase = within(shirt).getByRole('button', { name: 'Increase quantity of Poplin Shirt' });
    const decrease = within(shirt).getByRole('button', { name: 'Decrease quantity of Poplin Shirt' });
    expect(decrease.getAttribute('aria-disabled')).toBe('true');

    await userEvent.click(decrease);
    expect(within(shirt).getByTestId('line-quantity').textContent).toBe('1');
    expect(lineNames(main())).toContain('Poplin Shirt');

    await userEvent.click(increase);
    expect(within(shirt).getByTestId('line-quantity').textContent).toBe('2');
    await waitFor(() => expect(figures(main()).total).toBe('$218.98'));
    // Stock is 2: the + end is inert and says why.
    expect(increase.getAttribute('aria-disabled')).toBe('true');
    expect(within(shirt).getByText(onlyLeftMessage(2))).toBeTruthy();
    const asked = quotes.length;
    await userEvent.click(increase);
    expect(within(shirt).getByTestId('line-quantity').textContent).toBe('2');
    expect(quotes).toHaveLength(asked);
    expect(quotes.at(-1)?.items).toContainEqual({ product_id: SHIRT.id, quantity: 2 });

    await userEvent.click(within(lineOf('Linen Wrap Dress')).getByRole('button', { name: 'Remove Linen Wrap Dress from the cart' }));
    await waitFor(() => expect(lineNames(main())).toEqual(['Poplin Shirt']));
    await waitFor(() => expect(figures(main()).total).toBe('$119.98'));
    expect(quotes.at(-1)?.items).toEqual([{ product_id: SHIRT.id, quantity: 2 }]);
  });

  it('a limited piece stops at its per-order limit, every size counted, and says so next to the stepper', async () => {
    renderRoute(PATH, { container: guestWithCart([line(DROP_S, 1), line(DROP_M, 1)]) });
    await waitFor(() => expect(figures(main()).total).toBe('$498.00'));
    const [small, medium] = screen.getAllByTestId('cart-line') as [HTMLElement, HTMLElement];
    const increaseOf = (article: HTMLElement) => within(article).getByRole('button', { name: 'Increase quantity of Drop Bomber Jacket' });
    // Two in the cart, one of each size: neither size may grow, and each says why.
    for (const article of [small, medium]) {
      const increase = increaseOf(article);
      expect(increase.getAttribute('aria-disabled')).toBe('true');
      const note = within(article).getByText(perOrderLimitMessage(2));
      expect(note.textContent).toBe('Limited to 2 per order.');
      expect(increase.getAttribute('aria-describedby')).toBe(note.id);
      expect(within(article).getByTestId('line-quantity').getAttribute('aria-describedby')).toBe(note.id);
    }
    const asked = quotes.length;
    await userEvent.click(increaseOf(small));
    expect(within(small).getByTestId('line-quantity').textContent).toBe('1');
    expect(quotes).toHaveLength(asked);

    // With the M gone, the S may take the whole limit, and no more.
    await userEvent.click(within(medium).getByRole('button', { name: 'Remove Drop Bomber Jacket from the cart' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(increaseOf(small).getAttribute('aria-disabled')).toBeNull();
    expect(within(small).queryByText(perOrderLimitMessage(2))).toBeNull();
    await userEvent.click(increaseOf(small));
    expect(within(small).getByTestId('line-quantity').textContent).toBe('2');
    expect(increaseOf(small).getAttribute('aria-disabled')).toBe('true');
    expect(within(small).getByText('Limited to 2 per order.')).toBeTruthy();
    await userEvent.click(increaseOf(small));
    expect(within(small).getByTestId('line-quantity').textContent).toBe('2');
    await waitFor(() => expect(quotes.at(-1)?.items).toEqual([{ product_id: DROP_S.id, quantity: 2 }]));
  });

  it("a signed-in shopper's stepper asks the server, and a second press waits for its answer", async () => {
    let answer: () => void = () => undefined;
    const sent: unknown[] = [];
    server.use(
      http.put(`${TEST_API}/api/products/cart`, async ({ request }) => {
        const body = (await request.json()) as { items: { product_id: number; quantity: number }[] };
        sent.push(body);
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ items: body.items.map(({ quantity }) => line(DRESS, quantity)), coupons: [] });
      }),
    );
    renderRoute(PATH, { container: signedInWithCart([line(DRESS, 1)]) });
    await waitFor(() => expect(figures(main()).total).toBe('$99.00'));
    const increase = screen.getByRole('button', { name: 'Increase quantity of Linen Wrap Dress' });
    await userEvent.click(increase);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(lineOf('Linen Wrap Dress').getAttribute('aria-busy')).toBe('true');
    await userEvent.click(increase);
    expect(sent).toEqual([{ items: [{ product_id: DRESS.id, quantity: 2 }] }]);

    answer();
    await waitFor(() => expect(figures(main()).total).toBe('$198.00'));
    expect(lineOf('Linen Wrap Dress').getAttribute('aria-busy')).toBeNull();
    expect(quotes).toHaveLength(0);
  });

  it('shows the server’s coupon errors next to the field and keeps the typed code', async () => {
    renderRoute(PATH, { container: guestWithCart([line(SHIRT, 1)]) });
    await waitFor(() => expect(figures(main()).total).toBe('$59.99'));
    const field = screen.getByLabelText('Coupon code') as HTMLInputElement;

    await applyCoupon('NOPE');
    expect(await screen.findByText(UNKNOWN_COUPON)).toBeTruthy();
    expect(field.value).toBe('NOPE');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(UNKNOWN_COUPON).id);
    // Leaving the field (its focus-out check) does not wipe the server's answer.
    expect(document.activeElement).toBe(field);
    await userEvent.tab();
    expect(screen.getByText(UNKNOWN_COUPON)).toBeTruthy();

    await applyCoupon('summer20');
    expect(await screen.findByText(EXPIRED_COUPON)).toBeTruthy();
    expect(screen.queryByText(UNKNOWN_COUPON)).toBeNull();
    expect(field.value).toBe('summer20');
    expect(screen.queryByRole('list', { name: 'Applied coupons' })).toBeNull();
    expect(figures(main()).total).toBe('$59.99');
  });

  it('a transport failure says the coupon could not be applied, and keeps the code', async () => {
    server.use(http.post(`${TEST_API}/api/coupons/check`, () => HttpResponse.error()));
    renderRoute(PATH, { container: guestWithCart([line(SHIRT, 1)]) });
    await waitFor(() => expect(figures(main()).total).toBe('$59.99'));
    await applyCoupon('WELCOME10');
    expect(await screen.findByText(COUPON_APPLY_FAILED)).toBeTruthy();
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('WELCOME10');
  });

  it('the domain refuses an empty code and a code already applied, without asking the server', async () => {
    let checks = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/coupons/check')) checks += 1;
    });
    renderRoute(PATH, { container: guestWithCart([line(SHIRT, 1)], ['WELCOME10']) });
    await waitFor(() => expect(figures(main()).total).toBe('$54.99'));

    await applyCoupon('');
    expect(await screen.findByText(COUPON_CODE_REQUIRED)).toBeTruthy();
    await applyCoupon(' welcome10 ');
    expect(await screen.findByText(COUPON_ALREADY_APPLIED)).toBeTruthy();
    expect(checks).toBe(0);
    server.events.removeAllListeners();
  });

  it('a coupon whose minimum is no longer met stays listed as not applied, with its reason, and takes nothing off', async () => {
    const items = [line(DRESS, 1)]; // $99.00
    const stale = { ...couponFor('SAVE15', items)!, min_subtotal: 10000 };
    renderRoute(PATH, { container: signedInWithCart(items, [stale]) });
    const applied = await screen.findByRole('list', { name: 'Applied coupons' });
    expect(within(applied).getByTestId('coupon-discount').textContent).toBe('Not applied');
    expect(within(applied).getByText('This coupon needs a minimum order of $100.00.')).toBeTruthy();
    expect(figures(main())).toEqual({ subtotal: '$99.00', discount: null, shipping: 'Calculated at checkout', total: '$99.00' });
  });

  it("applies and removes a coupon on a signed-in shopper's server cart", async () => {
    const requests: string[] = [];
    server.use(
      http.post(`${TEST_API}/api/products/cart/coupons`, async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        requests.push(`POST ${code}`);
        const items = [line(DRESS, 1)];
        return HttpResponse.json({ items, coupons: [couponFor(code, items)] });
      }),
      http.delete(`${TEST_API}/api/products/cart/coupons/:code`, ({ params }) => {
        requests.push(`DELETE ${String(params.code)}`);
        return HttpResponse.json({ items: [line(DRESS, 1)], coupons: [] });
      }),
    );
    renderRoute(PATH, { container: signedInWithCart([line(DRESS, 1)]) });
    await waitFor(() => expect(figures(main()).total).toBe('$99.00'));

    await applyCoupon('SAVE15');
    const applied = await screen.findByRole('list', { name: 'Applied coupons' });
    expect(within(applied).getByText('$15.00 off')).toBeTruthy();
    expect(within(applied).getByTestId('coupon-discount').textContent).toBe('-$15.00');
    expect(figures(main()).total).toBe('$84.00');
    expect((screen.getByLabelText('Coupon code') as HTMLInputElement).value).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon SAVE15' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Applied coupons' })).toBeNull());
    expect(figures(main())).toEqual({ subtotal: '$99.00', discount: null, shipping: 'Calculated at checkout', total: '$99.00' });
    expect(requests).toEqual(['POST SAVE15', 'DELETE SAVE15']);
    // The coupon field has the focus back once the removed row is gone.
    expect(document.activeElement).toBe(screen.getByLabelText('Coupon code'));
  });

  it("removes a guest's coupon client-side", async () => {
    const container = guestWithCart([line(DRESS, 1)], ['SAVE15']);
    renderRoute(PATH, { container });
    await waitFor(() => expect(figures(main()).total).toBe('$84.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon SAVE15' }));
    await waitFor(() => expect(figures(main()).total).toBe('$99.00'));
    expect(container.get(CartStore).snapshot.coupons).toEqual([]);
  });

  it('an empty cart says so and offers a way back to shopping', async () => {
    const { router } = renderRoute(PATH, { container: guestWithCart([]) });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(figures(main()).total).toBeNull();
    const back = screen.getByRole('link', { name: 'Continue shopping' });
    expect(back.getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/');
    await userEvent.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('removing the last line shows the empty state with the focus on its title', async () => {
    renderRoute(PATH, { container: guestWithCart([line(SHIRT, 1)]) });
    await waitFor(() => expect(figures(main()).total).toBe('$59.99'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Poplin Shirt from the cart' }));
    const title = await screen.findByRole('heading', { name: 'Your cart is empty' });
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it("a signed-in shopper's cart loading at start-up shows a skeleton, not an empty cart", async () => {
    const { container, tokens } = createTestContainer();
    tokens.write('user', 'user-token');
    // What RestoreSession does until the server cart answers.
    container.get(CartStore).setLoading(true);
    renderRoute(PATH, { container });
    expect(await screen.findByTestId('cart-skeleton')).toBeTruthy();
    expect(screen.getByText('Loading your cart')).toBeTruthy();
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('aria-disabled')).toBe('true');

    act(() => {
      container.get(CartStore).replace({ items: [line(DRESS, 1)], coupons: [] });
      container.get(CartStore).setLoading(false);
      container.get(AuthStore).setUser(USER);
    });
    expect(await screen.findByTestId('cart-line')).toBeTruthy();
    expect(screen.queryByTestId('cart-skeleton')).toBeNull();
    expect(figures(main()).total).toBe('$99.00');
  });
});
