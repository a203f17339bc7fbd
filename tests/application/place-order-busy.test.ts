import { type BusyRetry, InitAuth } from '@/application';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { address, snapshot } from './support/builders';
import { createHarness } from './support/harness';

// Issue 30: the shop is very busy (503 with Retry-After). Placing the order tries again by itself
// under the same Idempotency-Key, a few times, counting down; the cart is kept throughout. The
// harness's clock runs on the test's fake timers (its scheduler and its now).

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  // No spread: the waits are the domain's back-off or the server's Retry-After exactly.
  vi.spyOn(Math, 'random').mockReturnValue(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A guest at the payment step with two shirts, delivery chosen, paying cash on delivery. */
async function atPayment() {
  const h = createHarness();
  h.auth.setGuestToken('guest-token');
  await h.container.get(InitAuth).execute();
  h.cart.setItems([{ quantity: 2, product: snapshot({ id: 11, stock: 5, regular_price: 3000 }) }]);
  h.cartGateway.fees.set(1, { insurance_enabled: true, rate_with_insurance: 800, rate_without_insurance: 500 });
  h.accountGateway.list = [address(1)];
  await h.changeShippingAddress.execute(1);
  h.checkout.setPaymentMethod('cod');
  const seen: (BusyRetry | null)[] = [];
  h.checkout.state$.subscribe((state) => {
    if (JSON.stringify(state.busy) !== JSON.stringify(seen.at(-1))) seen.push(state.busy);
  });
  return { h, seen };
}

describe('PlaceOrder when the shop is very busy', () => {
  it('counts down and tries again by itself under the same key until the order is placed, once', async () => {
    const { h, seen } = await atPayment();
    h.checkoutGateway.busy.push(2, null);
    const placing = h.placeOrder.execute();

    await vi.advanceTimersByTimeAsync(0);
    expect(h.checkoutGateway.requests).toHaveLength(1);
    expect(h.checkout.snapshot.busy).toEqual({ phase: 'waiting', retry: 1, retries: 3, seconds: 2, secondsLeft: 2 });
    expect(h.checkout.snapshot.placing).toBe(true);
    expect(h.cart.snapshot.items).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.checkout.snapshot.busy).toMatchObject({ phase: 'waiting', secondsLeft: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(h.checkoutGateway.requests).toHaveLength(1);
    // The server asked for 2 s; the second refusal asks nothing: the back-off's 2 s.
    await vi.advanceTimersByTimeAsync(1);
    expect(h.checkoutGateway.requests).toHaveLength(2);
    expect(h.checkout.snapshot.busy).toEqual({ phase: 'waiting', retry: 2, retries: 3, seconds: 2, secondsLeft: 2 });
    await vi.advanceTimersByTimeAsync(2000);

    const placed = await placing;
    expect(placed.ok && placed.value.kind).toBe('confirmed');
    expect(h.checkoutGateway.requests.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(h.checkoutGateway.orders.size).toBe(1);
    expect(seen).toEqual([
      null,
      { phase: 'waiting', retry: 1, retries: 3, seconds: 2, secondsLeft: 2 },
      { phase: 'waiting', retry: 1, retries: 3, seconds: 2, secondsLeft: 1 },
      { phase: 'trying', retry: 1, retries: 3, seconds: 2 },
      { phase: 'waiting', retry: 2, retries: 3, seconds: 2, secondsLeft: 2 },
      { phase: 'waiting', retry: 2, retries: 3, seconds: 2, secondsLeft: 1 },
      { phase: 'trying', retry: 2, retries: 3, seconds: 2 },
      null,
    ]);
    expect(h.cart.snapshot.items).toEqual([]);
    // Each refusal was a warning, never an error: nothing broke.
    expect(h.logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('after 4 tries gives up with a busy failure, the cart and the attempt kept; Pay again sends the same key', async () => {
    const { h } = await atPayment();
    h.checkoutGateway.busy.push(1, 1, 1, 1);
    const placing = h.placeOrder.execute();
    // Waits of 1, 2 and 4 s (the back-off is longer than the server's 1 s from the second on).
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 3999);
    expect(h.checkoutGateway.requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    const placed = await placing;

    expect(placed).toEqual({ ok: false, failure: { kind: 'busy', message: 'The shop is very busy right now. Please try again in a moment.', fieldErrors: {} } });
    expect(h.checkoutGateway.requests).toHaveLength(4);
    expect(h.checkoutGateway.orders.size).toBe(0);
    expect(h.checkout.snapshot).toMatchObject({ busy: { phase: 'gave-up' }, placing: false });
    expect(h.cart.snapshot.items).toHaveLength(1);
    expect(h.checkoutStorage.attempt).toMatchObject({ idempotencyKey: 'key-1', orderId: null });

    const again = await h.placeOrder.execute();
    expect(again.ok).toBe(true);
    expect(h.checkoutGateway.requests.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-1']);
    expect(h.checkoutGateway.orders.size).toBe(1);
    expect(h.checkout.snapshot.busy).toBeNull();
  });

  it('paying an order again another way is tried again the same way', async () => {
    const { h } = await atPayment();
    h.checkout.setPaymentMethod('card');
    await h.placeOrder.execute();
    h.checkout.setPaymentMethod('cod');
    h.checkoutGateway.busy.push(1);
    const placing = h.placeOrder.execute();
    await vi.advanceTimersByTimeAsync(1000);
    expect((await placing).ok).toBe(true);
    expect(h.checkoutGateway.methodChanges).toEqual([{ orderId: 1, paymentMethod: 'cod' }, { orderId: 1, paymentMethod: 'cod' }]);
    expect(h.checkoutGateway.requests).toHaveLength(1);
  });

  it('leaving the payment step stops the countdown: nothing more is sent, the cart is kept', async () => {
    const { h } = await atPayment();
    h.checkoutGateway.busy.push(5);
    const leaving = new AbortController();
    const placing = h.placeOrder.execute(leaving.signal);
    await vi.advanceTimersByTimeAsync(1500);
    leaving.abort();
    const placed = await placing;
    expect(!placed.ok && placed.failure.kind).toBe('cancelled');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.checkoutGateway.requests).toHaveLength(1);
    expect(h.checkout.snapshot).toMatchObject({ busy: null, placing: false });
    expect(h.cart.snapshot.items).toHaveLength(1);
  });
});
