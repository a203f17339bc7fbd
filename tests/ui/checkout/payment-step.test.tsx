import { AuthStore, CART_STORAGE, CLOCK, InitAuth, PAYMENT_GATEWAY, PAYMENT_SESSION_STORAGE, SELECTION_STORAGE, type PaymentGateway, type PaymentSession } from '@/application';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledClock } from '../../support/controlled-clock';
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
function guestAtPayment(clock?: ControlledClock) {
  const orders: { key: string | null; body: unknown }[] = [];
  let status = 'pending';
  /** Held by a test, the order's answer waits until it lets go (a request still in flight). */
  let answerOrders: Promise<void> = Promise.resolve();
  server.use(
    http.get(`${TEST_API}/api/account/addresses`, () => HttpResponse.json([HOME])),
    http.post(`${TEST_API}/api/products/shipping-fee`, () => HttpResponse.json({ insurance_enabled: false, rate_with_insurance: 500, rate_without_insurance: 500, free_delivery_from: 10_000 })),
    http.post(`${TEST_API}/api/orders`, async ({ request }) => {
      orders.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
      await answerOrders;
      return HttpResponse.json({ id: 40, number: 'SF-40', payment_method: 'card', status: 'pending_payment' }, { status: 201 });
    }),
    http.post(`${TEST_API}/api/payments/sessions`, () => HttpResponse.json({ session_id: 'sess-40', merchant_state: 'state-40', checkout_script_url: '/sandbox-gateway/checkout.js' })),
    http.get(`${TEST_API}/api/payments/sessions/sess-40`, () => HttpResponse.json({ status, order_id: 40 })),
  );
  let gateway: RecordingGateway | null = null;
  const { container } = createTestContainer((c) => {
    if (clock) c.rebind(CLOCK).toConstantValue(clock);
    c.rebind(CART_STORAGE).toConstantValue({ load: () => ({ items: [line(SHIRT, 1)], couponCodes: [] }), save: () => undefined, clear: () => undefined });
    c.rebind(PAYMENT_GATEWAY).toDynamicValue((ctx) => {
      const keys = ctx.get(PAYMENT_SESSION_STORAGE);
      gateway = new RecordingGateway((session) => keys.save({ sessionId: session.session_id, merchantState: session.merchant_state }));
      return gateway;
    });
  }, { everyFeature: true });
  container.get(AuthStore).setGuestToken('guest-1');
  container.get(SELECTION_STORAGE).save({ value: { shippingAddressId: 5, billingAddressId: null, insured: false, billingSameAsShipping: true }, savedAt: Date.now() });
  void container.get(InitAuth).execute();
  const holdOrders = () => {
    let letGo = () => {};
    answerOrders = new Promise((resolve) => (letGo = resolve));
    return letGo;
  };
  return { container, orders, setStatus: (next: string) => (status = next), gateway: () => gateway, holdOrders };
}

describe('/checkout/payment', { timeout: 20_000 }, () => {
  it('a double click on Pay places one order and opens the server\'s payment session on the gateway', async () => {
    const { container, orders, gateway, holdOrders } = guestAtPayment();
    renderRoute('/checkout/payment', { container });
    const pay = await screen.findByRole('button', { name: 'Pay $64.99' });
    expect(figures(screen.getByTestId('order-summary')).total).toBe('$64.99');
    // Both clicks land while the first order is still on its way.
    const letGo = holdOrders();
    await userEvent.dblClick(pay);
    await waitFor(() => expect(orders).toHaveLength(1));
    letGo();
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

  describe('when the shop is very busy (issue 30)', () => {
    afterEach(() => vi.restoreAllMocks());

    /** Cash on delivery: the first `refusals` orders answered 503 with Retry-After, then the order. */
    function busyServer(refusals: number, retryAfter = '2') {
      const orders: (string | null)[] = [];
      server.use(
        http.post(`${TEST_API}/api/orders`, ({ request }) => {
          orders.push(request.headers.get('idempotency-key'));
          if (orders.length <= refusals) {
            return HttpResponse.json({ message: 'The shop is very busy right now. Please try again in a moment.', data: { errors: {} } }, { status: 503, headers: { 'Retry-After': retryAfter } });
          }
          return HttpResponse.json({ id: 41, number: 'SF-41', payment_method: 'cod', status: 'placed', payment_status: 'due_on_delivery', items: [], coupons: [] }, { status: 201 });
        }),
      );
      return orders;
    }

    /** Moves the frozen clock on; what it causes is awaited by the assertions that follow (findBy, waitFor). */
    async function advance(clock: ControlledClock, ms: number) {
      await act(async () => {
        clock.advance(ms);
      });
    }

    it('says so in a polite live region, counts down, and tries again by itself under the same key: one order, confirmed', async () => {
      vi.spyOn(Math, 'random').mockReturnValue(0);
      const clock = new ControlledClock();
      const { container } = guestAtPayment(clock);
      const orders = busyServer(1);
      const { router } = renderRoute('/checkout/payment', { container });
      await userEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
      const place = screen.getByRole('button', { name: 'Place order' });
      clock.freeze();
      await userEvent.click(place);

      const status = (await screen.findByText('The shop is very busy right now.')).closest('[role="status"]');
      expect(status?.textContent).toBe('The shop is very busy right now.Your cart is kept, and we will try again by ourselves. Trying again in 2 seconds, try 1 of 3.');
      expect(screen.getByText('Trying again in 2 s').closest('[aria-hidden="true"]')).not.toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      // Focus is not taken from the shopper; the method cannot change under the try.
      expect(document.activeElement).toBe(place);
      expect(screen.getByRole('radio', { name: /Cash on delivery/ }).closest('fieldset')?.disabled).toBe(true);
      expect(figures(screen.getByTestId('order-summary')).total).toBeTruthy();

      await advance(clock, 1000);
      expect(await screen.findByText('Trying again in 1 s')).toBeTruthy();
      expect(orders).toHaveLength(1);
      await advance(clock, 1000);

      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation/41'));
      expect(orders).toHaveLength(2);
      expect(orders[1]).toBe(orders[0]);
      expect(orders[0]).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('after the last try, offers "Try again", which sends the same key', async () => {
      vi.spyOn(Math, 'random').mockReturnValue(0);
      const clock = new ControlledClock();
      const { container } = guestAtPayment(clock);
      const orders = busyServer(4, '1');
      const { router } = renderRoute('/checkout/payment', { container });
      await userEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
      clock.freeze();
      await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
      await screen.findByText('Trying again in 1 s');
      for (const wait of [1000, 2000, 4000]) {
        await waitFor(() => expect(clock.pending).toBeGreaterThan(0));
        await advance(clock, wait);
      }
      const again = await screen.findByRole('button', { name: 'Try again' });
      expect(screen.getByText('The shop is very busy right now.').closest('[role="status"]')?.textContent).toBe('The shop is very busy right now.We tried a few times. Your cart is kept: please try again in a moment.');
      expect(orders).toHaveLength(4);
      expect(screen.getByTestId('order-summary')).toBeTruthy();

      await userEvent.click(again);
      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation/41'));
      expect(new Set(orders)).toEqual(new Set([orders[0]]));
      expect(orders).toHaveLength(5);
    });
  });
});
