import { AuthStore, CartStore } from '@/application';
import type { Address } from '@/domain';
import { OrderSummary } from '@/ui/checkout/OrderSummary';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, TEST_API } from '../../support/test-container';
import { cartServer, DRESS, figures, guestWithCart, line, SHIRT } from '../cart/cart-support';

const { server } = cartServer();

const HOME: Address = {
  id: 5, label: null, first_name: 'Lina', last_name: 'Haddad', phone: '+961 3 123 456', country_code: 'LB', city: 'Beirut',
  area: 'Achrafieh', street: 'Rue Gouraud', building: null, floor: null, zip: null, instructions: null,
};
const SYRIA: Address = { ...HOME, id: 6, first_name: 'Omar', country_code: 'SY', city: 'Damascus', area: 'Mezzeh' };

function answerAddresses(addresses: Address[]) {
  server.use(
    http.get(`${TEST_API}/api/account/addresses`, () => HttpResponse.json(addresses)),
    http.post(`${TEST_API}/api/products/shipping-fee`, async ({ request }) => {
      const { address_id } = (await request.json()) as { address_id: number };
      if (address_id === SYRIA.id) return HttpResponse.json({ message: 'Invalid', data: { errors: { address_id: 'We do not deliver to this country yet.' } } }, { status: 422 });
      return HttpResponse.json({ insurance_enabled: true, rate_with_insurance: 800, rate_without_insurance: 500, free_delivery_from: 10_000 });
    }),
  );
}

describe('/checkout/shipping', { timeout: 20_000 }, () => {
  it('check-cart: an empty cart goes back to the cart', async () => {
    const { router } = renderRoute('/checkout/shipping', { container: guestWithCart([]) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/cart'));
  });

  it('guest: asks who is ordering; continuing as a guest gets a guest token and shows the step, the cart kept', async () => {
    const emails: unknown[] = [];
    server.use(http.post(`${TEST_API}/api/auth/guest`, async ({ request }) => (emails.push(await request.json()), HttpResponse.json({ token: 'guest-1' }))));
    answerAddresses([]);
    const container = guestWithCart([line(SHIRT, 1)]);
    renderRoute('/checkout/shipping', { container });
    expect(await screen.findByRole('heading', { name: 'Who is ordering?' })).toBeTruthy();
    const guest = screen.getByRole('form', { name: 'Continue as a guest' });
    await userEvent.type(within(guest).getByLabelText('Email'), 'rima@example');
    await userEvent.tab();
    expect(await within(guest).findByText('Please enter a valid e-mail address')).toBeTruthy();
    await userEvent.type(within(guest).getByLabelText('Email'), '.com');
    await userEvent.click(within(guest).getByRole('button', { name: 'Continue as a guest' }));
    expect(await screen.findByRole('form', { name: 'Shipping address' })).toBeTruthy();
    expect(emails).toEqual([{ email: 'rima@example.com' }]);
    expect(container.get(AuthStore).snapshot.guestToken).toBe('guest-1');
    expect(container.get(CartStore).snapshot.items).toHaveLength(1);
  });

  it('choosing an address prices shipping; insurance shows both rates; a country we do not ship to says so', async () => {
    answerAddresses([HOME, SYRIA]);
    const container = guestWithCart([line(SHIRT, 1)]);
    container.get(AuthStore).setGuestToken('guest-1');
    renderRoute('/checkout/shipping', { container });
    await userEvent.click(await screen.findByRole('radio', { name: /Lina Haddad/ }));
    const summary = screen.getByTestId('order-summary');
    await waitFor(() => expect(figures(summary).shipping).toBe('$5.00'));
    const insurance = screen.getByRole('checkbox', { name: /Insure my parcel/ });
    expect(insurance.closest('label')?.textContent).toContain('$8.00 with insurance, $5.00 without');
    await userEvent.click(insurance);
    await waitFor(() => expect(figures(summary).shipping).toBe('$8.00'));
    expect(figures(summary).total).toBe('$67.99');
    await userEvent.click(screen.getByRole('radio', { name: /Omar Haddad/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('We do not deliver to this country yet.');
  });

  it('pick up in store: shipping becomes free (the manual flag)', async () => {
    answerAddresses([HOME]);
    server.use(http.get(`${TEST_API}/api/stores`, () => HttpResponse.json([{ id: 3, name: 'Maison Hamra', address: 'Hamra Street', city: 'Beirut', country_code: 'LB', lat: 0, lng: 0, phone: '+961 1 111 111', hours: [], time_zone: 'Asia/Beirut' }])));
    const container = guestWithCart([line(SHIRT, 1)]);
    container.get(AuthStore).setGuestToken('guest-1');
    renderRoute('/checkout/shipping', { container });
    await userEvent.click(await screen.findByRole('radio', { name: /Lina Haddad/ }));
    await waitFor(() => expect(figures(screen.getByTestId('order-summary')).shipping).toBe('$5.00'));
    await userEvent.click(screen.getByRole('radio', { name: 'Pick up in store (free)' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Maison Hamra/ }));
    expect(figures(screen.getByTestId('order-summary')).shipping).toBe('Free');
    expect(container.get(CartStore).snapshot.freeShippingFlag).toBe(true);
  });
});

describe('OrderSummary', () => {
  it('lists the lines with their totals, a coupon that does not apply with its reason, and the domain\'s figures', () => {
    const pricing = {
      subtotal: 25_797, discount: 2_500, shipping: 0, freeShipping: true, toFreeDelivery: null, shippingPending: false, total: 23_297,
      coupons: [
        { id: 1, code: 'WELCOME10', type: 'percentage-discount' as const, amount: 10, discount: 2_500, allow_free_shipping: false, applies: true, reason: null },
        { id: 2, code: 'BIG50', type: 'fixed-cart-discount' as const, amount: 5_000, discount: 0, allow_free_shipping: false, applies: false, reason: 'This coupon needs a minimum order of $300.00.' },
      ],
    };
    render(<OrderSummary items={[line(DRESS, 2), line(SHIRT, 1)]} coupons={pricing.coupons} pricing={pricing} insured />);
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2Linen Wrap DressM · Terracotta$198.00',
      '1Poplin ShirtL · White$59.99',
      'WELCOME10-$25.00',
      'BIG50This coupon needs a minimum order of $300.00.Not applied',
    ]);
    expect(figures(summary)).toEqual({ subtotal: '$257.97', discount: '-$25.00', shipping: 'Free', total: '$232.97' });
  });
});
