import { AuthStore, CART_STORAGE, InitAuth, PAYMENT_GATEWAY, PAYMENT_SESSION_STORAGE, SELECTION_STORAGE, type PaymentGateway, type PaymentSession } from '@/application';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContainer, renderRoute, TEST_API } from '../../support/test-container';
import { cartServer, figures, line, SHIRT } from '../cart/cart-support';

const { server } = cartServer();
const HOME = { id: 5, first_name: 'Lina', last_name: 'Haddad', phone: '+961 3 123 456', country_code: 'LB', city: 'Beirut', area: 'Achrafieh', street: 'Rue Gouraud' };

afterEach(() => sessionStorage.clear());

/** A hosted checkout that records the sessions it was asked to show, and keeps their keys like the real one. */
class RecordingGateway implements PaymentGateway {
  readonly shown: PaymentSession[] = [];
  constructor(private readonly save: (session: PaymentSession) => void) {}
  showPaymentPage = async (session: PaymentSession) => {
    this.save(session);
    this.shown.push(session);
  };
}

/** A guest with a shirt in the cart and the home address chosen at the shipping step. */
function guestAtPayment() {
  const orders: { key: string | null; body: unknown }[] = [];
  let status = 'pending';
  server.use(
    http.get(`${TEST_API}/api/account/addresses`, () => HttpResponse.json([HOME])),
    http.post(`${TEST_API}/api/products/shipping-fee`, () => HttpResponse.json({ insurance_enabled: false, rate_with_insurance: 500, rate_without_insurance: 500, free_delivery_from: 10_000 })),
    http.post(`${TEST_API}/api/orders`, async ({ request }) => {
      orders.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json({ id: 40, number: 'SF-40', payment_method: 'card', status: 'pending_payment' }, { status: 201 });
    }),
    http.post(`${TEST_API}/api/payments/sessions`, () => HttpResponse.json({ session_id: 'sess-40', merchant_state: 'state-40', checkout_script_url: '/sandbox-gateway/checkout.js' })),
    http.get(`${TEST_API}/api/payments/sessions/sess-40`, () => HttpResponse.json({ status, order_id: 40 })),
  );
  let gateway: RecordingGateway | null = null;
  const { container } = createTestContainer((c) => {
    c.rebind(CART_STORAGE).toConstantValue({ load: () => ({ items: [line(SHIRT, 1)], couponCodes: [] }), save: () => undefined, clear: () => undefined });
    c.rebind(PAYMENT_GATEWAY).toDynamicValue((ctx) => {
      const keys = ctx.get(PAYMENT_SESSION_STORAGE);
      gateway = new RecordingGateway((session) => keys.save({ sessionId: session.session_id, merchantState: session.merchant_state }));
      return gateway;
    });
  }, { everyFeature: true });
  container.get(AuthStore).setGuestToken('guest-1');
  container.get(SELECTION_STORAGE).save({ value: { shippingAddressId: 5, billingAddressId: null }, savedAt: Date.now() });
  void container.get(InitAuth).execute();
  return { container, orders, setStatus: (next: string) => (status = next), gateway: () => gateway };
}

describe('/checkout/payment', { timeout: 20_000 }, () => {
  it('a double click on Pay places one order and opens the server\'s payment session on the gateway', async () => {
    const { container, orders, gateway } = guestAtPayment();
    renderRoute('/checkout/payment', { container });
    const pay = await screen.findByRole('button', { name: 'Pay $64.99' });
    expect(figures(screen.getByTestId('order-summary')).total).toBe('$64.99');
    await userEvent.dblClick(pay);
    await waitFor(() => expect(gateway()?.shown).toHaveLength(1));
    expect(orders).toHaveLength(1);
    expect(orders[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders[0]!.body).toMatchObject({ shipping_address_id: 5, billing_address_id: 5, payment_method: 'card', items: [{ product_id: SHIRT.id, quantity: 1 }] });
    expect(sessionStorage.getItem('HostedCheckout_merchantState')).toBe('state-40');
  });

  it('back from the gateway with a declined card: a clear message, the keys cleared, and cash on delivery to choose', async () => {
    const { container, setStatus } = guestAtPayment();
    sessionStorage.setItem('HostedCheckout_sessionId', 'sess-40');
    sessionStorage.setItem('HostedCheckout_merchantState', 'state-40');
    setStatus('declined');
    const { router } = renderRoute('/checkout/payment?resultIndicator=state-40&sessionId=sess-40', { container });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Your card was declined/);
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem('HostedCheckout_sessionId')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
  });

  it('a return whose resultIndicator is not the stored merchant state is not taken for a payment', async () => {
    const { container, setStatus } = guestAtPayment();
    sessionStorage.setItem('HostedCheckout_sessionId', 'sess-40');
    sessionStorage.setItem('HostedCheckout_merchantState', 'state-40');
    setStatus('approved');
    const { router } = renderRoute('/checkout/payment?resultIndicator=forged&sessionId=sess-40', { container });
    expect((await screen.findByRole('alert')).textContent).toMatch(/We could not confirm this payment/);
    expect(router.state.location.pathname).toBe('/checkout/payment');
  });
});
