import { cartPricing, ConflictError, InitAuth, TransportError } from '@/application';
import { CHECKOUT_MESSAGES } from '@/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { address, snapshot } from './support/builders';
import { createHarness, type Harness } from './support/harness';

const fee = { insurance_enabled: true, rate_with_insurance: 800, rate_without_insurance: 500 };

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

/** A restored guest (or user) with one line in the cart, ready for the guards. */
async function ready(options: { userToken?: string; guest?: boolean; stock?: number } = {}) {
  const h = createHarness({ userToken: options.userToken });
  if (options.userToken) h.authGateway.session = { token: options.userToken, user: { id: 1, first_name: 'Lina', last_name: 'Haddad', email: 'l@x.com', phone: null, birth_date: null, gender: null } };
  if (options.guest) h.auth.setGuestToken('guest-token');
  await h.container.get(InitAuth).execute();
  h.cart.setItems([{ quantity: 2, product: snapshot({ id: 11, stock: options.stock ?? 5, regular_price: 3000 }) }]);
  return h;
}

async function withDelivery(h: Harness) {
  h.cartGateway.fees.set(1, fee);
  h.accountGateway.list = [address(1)];
  await h.changeShippingAddress.execute(1);
}

describe('checkout guards (spec §4)', () => {
  it('init-auth restores the session once, whoever asks', async () => {
    const h = createHarness({ userToken: 'user-1' });
    h.authGateway.session = { token: 'user-1', user: { id: 1, first_name: 'L', last_name: 'H', email: 'l@x.com', phone: null, birth_date: null, gender: null } };
    const initAuth = h.container.get(InitAuth);
    await Promise.all([initAuth.execute(), initAuth.execute(), h.guardCheckout.execute('shipping')]);
    expect(h.authGateway.calls.filter((call) => call.method === 'me')).toHaveLength(1);
    expect(h.auth.snapshot.user?.first_name).toBe('L');
  });

  it('check-cart: an empty cart, or only sold-out lines, goes back to the cart', async () => {
    const h = await ready({ guest: true, stock: 0 });
    expect(await h.guardCheckout.execute('shipping')).toEqual({ kind: 'redirect', to: '/checkout/cart' });
    h.cart.setItems([]);
    expect(await h.guardCheckout.execute('payment')).toEqual({ kind: 'redirect', to: '/checkout/cart' });
  });

  it('guest: nobody known asks to sign in or continue as a guest; the e-mail gets a guest token and the cart stays', async () => {
    const h = await ready();
    expect(await h.guardCheckout.execute('shipping')).toEqual({ kind: 'identify' });
    expect((await h.continueAsGuest.execute(' rima@example.com ')).ok).toBe(true);
    expect(h.authGateway.calls.at(-1)).toEqual({ method: 'guestToken', args: ['rima@example.com'] });
    expect(h.tokens.read('guest')).toBe('guest-token');
    expect(await h.guardCheckout.execute('shipping')).toEqual({ kind: 'proceed' });
    expect(h.cart.snapshot.items).toHaveLength(1);
  });

  it('guest: an expired guest token (its cookie gone) asks again, and keeps the cart', async () => {
    const h = await ready({ guest: true });
    h.tokens.clear('guest');
    expect(await h.guardCheckout.execute('shipping')).toEqual({ kind: 'identify' });
    expect(h.cart.snapshot.items).toHaveLength(1);
  });

  it('a signed-in shopper goes on; payment without a delivery goes to shipping', async () => {
    const h = await ready({ userToken: 'user-1' });
    expect(await h.guardCheckout.execute('shipping')).toEqual({ kind: 'proceed' });
    expect(await h.guardCheckout.execute('payment')).toEqual({ kind: 'redirect', to: '/checkout/shipping' });
    await withDelivery(h);
    expect(await h.guardCheckout.execute('payment')).toEqual({ kind: 'proceed' });
  });

  it('pick up in store is a delivery once a billing address is chosen', async () => {
    const h = await ready({ guest: true });
    h.accountGateway.list = [address(1)];
    h.choosePickupStore.execute(3);
    expect(await h.guardCheckout.execute('payment')).toEqual({ kind: 'redirect', to: '/checkout/shipping' });
    h.cart.setBillingAddress(1);
    expect(await h.guardCheckout.execute('payment')).toEqual({ kind: 'proceed' });
  });
});

describe('pick up in store (spec §9 manual flag)', () => {
  it('sets the cart\'s free-shipping flag and keeps the store for the tab; delivery again clears it', async () => {
    const h = await ready({ guest: true });
    await withDelivery(h);
    expect(cartPricing(h.cart.snapshot).shipping).toBe(500);
    h.choosePickupStore.execute(3);
    expect(h.cart.snapshot.freeShippingFlag).toBe(true);
    expect(cartPricing(h.cart.snapshot).shipping).toBe(0);
    expect(h.checkoutStorage.pickupStore).toBe(3);
    h.choosePickupStore.execute(null);
    expect(cartPricing(h.cart.snapshot).shipping).toBe(500);
  });
});

describe('PlaceOrder', () => {
  it('cash on delivery: sends a guest\'s lines and codes, confirms, empties the cart and ends the attempt', async () => {
    const h = await ready({ guest: true });
    await withDelivery(h);
    h.checkout.setPaymentMethod('cod');
    const placed = await h.placeOrder.execute();
    expect(placed.ok && placed.value.kind).toBe('confirmed');
    expect(h.checkoutGateway.requests).toEqual([
      { idempotencyKey: 'key-1', shipping_address_id: 1, billing_address_id: 1, payment_method: 'cod', insurance: false, items: [{ product_id: 11, quantity: 2 }], coupons: [] },
    ]);
    expect(h.cart.snapshot.items).toEqual([]);
    expect(h.cartStorage.stored).toBeNull();
    expect(h.checkoutStorage.attempt).toBeNull();
    expect(h.checkoutStorage.orders.map((order) => order.id)).toEqual([1]);
  });

  it('a double click places one order', async () => {
    const h = await ready({ guest: true });
    await withDelivery(h);
    h.checkout.setPaymentMethod('cod');
    const release = h.checkoutGateway.holdOrders();
    const first = h.placeOrder.execute();
    const second = h.placeOrder.execute();
    expect(h.checkout.snapshot.placing).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(h.checkoutGateway.requests).toHaveLength(1);
  });

  it('card: opens the server\'s payment session on the gateway and keeps one order across the round trip', async () => {
    const h = await ready({ userToken: 'user-1' });
    await withDelivery(h);
    h.cart.toggleInsurance();
    const placed = await h.placeOrder.execute();
    expect(placed.ok && placed.value.kind).toBe('paying');
    expect(h.checkoutGateway.requests[0]).toEqual({ idempotencyKey: 'key-1', shipping_address_id: 1, billing_address_id: 1, payment_method: 'card', insurance: true });
    expect(h.paymentSessions.stored).toEqual({ sessionId: 'session-1', merchantState: 'state-1' });
    expect(h.checkoutStorage.attempt).toMatchObject({ idempotencyKey: 'key-1', paymentMethod: 'card', orderId: 1 });
    // Back from the gateway's page without paying, Pay again: the same order, paid by card again.
    await h.placeOrder.execute();
    expect(h.checkoutGateway.requests).toHaveLength(1);
    expect(h.checkoutGateway.methodChanges).toEqual([{ orderId: 1, paymentMethod: 'card' }]);
    expect(h.paymentGateway.shown).toHaveLength(2);
  });

  it('a reload before the order\'s answer came sends the same request under the same key', async () => {
    const h = await ready({ guest: true });
    await withDelivery(h);
    h.checkoutStorage.attempt = null;
    const placeOrder = h.checkoutGateway.placeOrder;
    h.checkoutGateway.placeOrder = async (request) => {
      h.checkoutGateway.requests.push(request);
      throw new TransportError('network down');
    };
    expect((await h.placeOrder.execute()).ok).toBe(false);
    h.checkoutGateway.placeOrder = placeOrder;
    expect(h.checkoutStorage.attempt).toMatchObject({ idempotencyKey: 'key-1', orderId: null });
    expect((await h.placeOrder.execute()).ok).toBe(true);
    expect(h.checkoutGateway.requests.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('another cart after a declined card is a new attempt: a new key, a new order (the server cancels the unpaid one)', async () => {
    const h = await ready({ guest: true });
    await withDelivery(h);
    await h.placeOrder.execute();
    h.checkoutGateway.sessionStatus = 'declined';
    await h.confirmCardPayment.execute({ resultIndicator: 'state-1', sessionId: 'session-1' });
    h.cart.setItems([{ quantity: 3, product: snapshot({ id: 11, stock: 5, regular_price: 3000 }) }]);
    await h.placeOrder.execute();
    expect(h.checkoutGateway.requests.map((request) => [request.idempotencyKey, request.items])).toEqual([
      ['key-1', [{ product_id: 11, quantity: 2 }]],
      ['key-2', [{ product_id: 11, quantity: 3 }]],
    ]);
    expect(h.checkoutGateway.methodChanges).toEqual([]);
    expect(h.checkoutStorage.attempt).toMatchObject({ idempotencyKey: 'key-2', orderId: 2 });
  });

  it('pick up in store sends the store instead of a shipping address, billed to the chosen address', async () => {
    const h = await ready({ guest: true });
    h.choosePickupStore.execute(3);
    h.cart.setBillingAddress(1);
    h.checkout.setPaymentMethod('cod');
    await h.placeOrder.execute();
    expect(h.checkoutGateway.requests[0]).toMatchObject({ pickup_store_id: 3, billing_address_id: 1, insurance: false });
    expect(h.checkoutGateway.requests[0]).not.toHaveProperty('shipping_address_id');
  });

  it('without a delivery it refuses, and sends nothing', async () => {
    const h = await ready({ guest: true });
    const placed = await h.placeOrder.execute();
    expect(placed).toEqual({ ok: false, failure: { kind: 'validation', message: CHECKOUT_MESSAGES.chooseDelivery, fieldErrors: {} } });
    expect(h.checkoutGateway.requests).toEqual([]);
  });
});

describe('ConfirmCardPayment (encryption guard)', () => {
  async function paying() {
    const h = await ready({ guest: true });
    await withDelivery(h);
    await h.placeOrder.execute();
    return h;
  }

  it('refuses a return whose resultIndicator is not the stored merchant state, without asking the server', async () => {
    const h = await paying();
    h.checkoutGateway.sessionStatus = 'approved';
    const outcome = await h.confirmCardPayment.execute({ resultIndicator: 'forged', sessionId: 'session-1' });
    expect(outcome.ok && outcome.value).toEqual({ kind: 'not-paid', message: CHECKOUT_MESSAGES.rejectedReturn });
    expect(h.cart.snapshot.items).toHaveLength(1);
  });

  it('a matching return the server confirms ends the order: cart emptied, keys cleared', async () => {
    const h = await paying();
    h.checkoutGateway.sessionStatus = 'approved';
    h.accountGateway.order = async (id: number) => ({ ...(await h.checkoutGateway.placeOrder({ ...h.checkoutGateway.requests[0]! })), id, status: 'paid' });
    const outcome = await h.confirmCardPayment.execute({ resultIndicator: 'state-1', sessionId: 'session-1' });
    expect(outcome.ok && outcome.value.kind).toBe('confirmed');
    expect(h.paymentSessions.stored).toBeNull();
    expect(h.cart.snapshot.items).toEqual([]);
  });

  it('a matching return the server says was declined: a clear message, the cart kept, and cash on delivery places the same order', async () => {
    const h = await paying();
    h.checkoutGateway.sessionStatus = 'declined';
    const outcome = await h.confirmCardPayment.execute({ resultIndicator: 'state-1', sessionId: 'session-1' });
    expect(outcome.ok && outcome.value).toEqual({ kind: 'not-paid', message: CHECKOUT_MESSAGES.declined });
    expect(h.checkout.snapshot.paymentMessage).toBe(CHECKOUT_MESSAGES.declined);
    expect(h.paymentSessions.stored).toBeNull();
    expect(h.cart.snapshot.items).toHaveLength(1);
    h.checkout.setPaymentMethod('cod');
    const placed = await h.placeOrder.execute();
    expect(placed.ok && placed.value.kind === 'confirmed' && placed.value.order.id).toBe(1);
    expect(h.checkoutGateway.requests).toHaveLength(1);
    expect(h.checkoutGateway.methodChanges).toEqual([{ orderId: 1, paymentMethod: 'cod' }]);
    expect(h.checkoutStorage.attempt).toBeNull();
  });

  it('a declined card tried again pays the same order in a new payment session', async () => {
    const h = await paying();
    h.checkoutGateway.sessionStatus = 'declined';
    await h.confirmCardPayment.execute({ resultIndicator: 'state-1', sessionId: 'session-1' });
    const again = await h.placeOrder.execute();
    expect(again.ok && again.value.kind).toBe('paying');
    expect(h.checkoutGateway.requests).toHaveLength(1);
    expect(h.checkoutGateway.methodChanges).toEqual([{ orderId: 1, paymentMethod: 'card' }]);
    expect(h.paymentSessions.stored).toEqual({ sessionId: 'session-1', merchantState: 'state-1' });
    expect(h.checkout.snapshot.paymentMessage).toBeNull();
  });

  it('stock gone since the decline: the server\'s conflict is said, nothing placed, the attempt kept', async () => {
    const h = await paying();
    h.checkoutGateway.sessionStatus = 'declined';
    await h.confirmCardPayment.execute({ resultIndicator: 'state-1', sessionId: 'session-1' });
    h.checkoutGateway.changePaymentMethod = async () => {
      throw new ConflictError('Some items are no longer available in the quantity requested.', [{ product_id: 11, requested: 2, available: 1 }]);
    };
    h.checkout.setPaymentMethod('cod');
    const placed = await h.placeOrder.execute();
    expect(placed.ok).toBe(false);
    expect(h.checkoutStorage.attempt).toMatchObject({ orderId: 1 });
    expect(h.cart.snapshot.items).toHaveLength(1);
  });

  it('a cancel on the gateway\'s page (no result indicator) is found out from the server', async () => {
    const h = await paying();
    h.checkoutGateway.sessionStatus = 'cancelled';
    const outcome = await h.confirmCardPayment.execute({ resultIndicator: null, sessionId: null });
    expect(outcome.ok && outcome.value).toEqual({ kind: 'not-paid', message: CHECKOUT_MESSAGES.cancelled });
  });

  it('nothing stored and no return: nothing to confirm', async () => {
    const h = await ready({ guest: true });
    const outcome = await h.confirmCardPayment.execute({ resultIndicator: null, sessionId: null });
    expect(outcome.ok && outcome.value).toEqual({ kind: 'none' });
  });
});
