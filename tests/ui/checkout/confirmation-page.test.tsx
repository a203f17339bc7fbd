import { AuthStore, InitAuth } from '@/application';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createTestContainer, renderRoute, TEST_API } from '../../support/test-container';
import { cartServer, line, SHIRT } from '../cart/cart-support';

// The confirmation after an order (issue 33): every step done, the e-mail the confirmation went to,
// and for a guest an account with that e-mail, which the order joins.

const { server } = cartServer();
const ADDRESS = { id: 5, first_name: 'Rima', last_name: 'Haddad', phone: '+961 3 123 456', country_code: 'LB', city: 'Beirut', area: 'Gemmayzeh', street: 'Rue Gouraud' };
const ORDER = {
  id: 41, number: 'SF-41', status: 'placed', payment_method: 'cod', payment_status: 'due_on_delivery', created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z',
  paid_at: null, item_count: 1, items: [line(SHIRT, 1)], coupons: [], shipping_address: ADDRESS, pickup_store: null, billing_address: ADDRESS,
  insurance: false, subtotal: 5999, discount: 0, shipping: 500, total: 6499,
};
const NEW_USER = { id: 9, first_name: 'Rima', last_name: 'Haddad', email: 'rima@example.com', phone: null, birth_date: null, gender: null };

/** A guest back from placing order 41, whose confirmation went to rima@example.com; sign-ups recorded. */
function guestAfterOrder(confirmation: { email: string; claim_token: string | null } = { email: 'rima@example.com', claim_token: '41.signed' }) {
  const signUps: unknown[] = [];
  server.use(
    http.get(`${TEST_API}/api/account/orders/41`, () => HttpResponse.json(ORDER)),
    http.get(`${TEST_API}/api/account/orders/41/confirmation`, () => HttpResponse.json(confirmation)),
    http.post(`${TEST_API}/api/auth/register`, async ({ request }) => {
      signUps.push(await request.json());
      return HttpResponse.json({ token: 'user-9', user: NEW_USER }, { status: 201 });
    }),
    http.get(`${TEST_API}/api/auth/me`, () => HttpResponse.json(NEW_USER)),
  );
  // Features load on demand, as in a browser that opened this page first (back from the gateway):
  // signing up is loaded by the offer itself.
  const { container } = createTestContainer();
  container.get(AuthStore).setGuestToken('guest-1');
  void container.get(InitAuth).execute();
  return { container, signUps };
}

describe('/checkout/confirmation/:id', { timeout: 20_000 }, () => {
  it('shows every step completed and names the e-mail the confirmation went to', async () => {
    const { container } = guestAfterOrder();
    renderRoute('/checkout/confirmation/41', { container });
    // The first render loads the route's lazy modules: on a busy machine that takes a while.
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }, { timeout: 15_000 })).toBeTruthy();
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Cart (completed)', 'Shipping (completed)', 'Payment (completed)']);
    expect(screen.getByTestId('confirmation-sent-to').textContent).toBe('We sent your order confirmation to rima@example.com.');
  });

  it('offers the guest an account with that e-mail; creating it sends the order\'s claim token and says the order is in it', async () => {
    const { container, signUps } = guestAfterOrder();
    renderRoute('/checkout/confirmation/41', { container });
    const offer = await screen.findByRole('region', { name: 'Create your account' });
    expect(within(offer).getByText(/create your account with rima@example.com/)).toBeTruthy();
    expect((within(offer).getByLabelText('First name') as HTMLInputElement).value).toBe('Rima');
    const email = within(offer).getByLabelText('Account e-mail') as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual(['rima@example.com', true]);
    // The domain's rules speak before anything is sent.
    await userEvent.click(within(offer).getByRole('button', { name: 'Create my account' }));
    expect(await within(offer).findByText('Please accept the terms and conditions')).toBeTruthy();
    expect(signUps).toEqual([]);

    await userEvent.type(within(offer).getByLabelText('Password', { exact: true }), 'Secret#2030');
    await userEvent.click(within(offer).getByRole('checkbox'));
    await userEvent.click(within(offer).getByRole('button', { name: 'Create my account' }));
    const ready = await screen.findByRole('region', { name: 'Your account is ready' });
    expect(signUps).toEqual([{ first_name: 'Rima', last_name: 'Haddad', email: 'rima@example.com', password: 'Secret#2030', accept_terms: true, claim_token: '41.signed' }]);
    expect(within(ready).getByRole('link', { name: 'See my orders' }).getAttribute('href')).toBe('/my-account/orders');
    await waitFor(() => expect(document.activeElement).toBe(within(ready).getByRole('heading', { name: 'Your account is ready' })));
  });

  it('offers nothing for an order already in an account', async () => {
    const { container } = guestAfterOrder({ email: 'lina@example.com', claim_token: null });
    renderRoute('/checkout/confirmation/41', { container });
    expect(await screen.findByTestId('confirmation-sent-to')).toBeTruthy();
    expect(screen.getByTestId('confirmation-sent-to').textContent).toContain('lina@example.com');
    expect(screen.queryByRole('region', { name: 'Create your account' })).toBeNull();
  });
});
