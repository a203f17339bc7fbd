import { describe, expect, it, vi } from 'vitest';
import { TransportError } from '@/application';
import { coupon, SESSION, snapshot } from './support/builders';
import { createHarness } from './support/harness';

const scarf = snapshot({ id: 21, regular_price: 3500, stock: 4 });

/** A guest whose cookie holds one scarf at a stale price and the code TEN. */
function guestWithStoredCart() {
  const h = createHarness();
  h.cartGateway.catalogue.set(scarf.id, { ...scarf, regular_price: 4000 });
  h.cartGateway.coupons.set('TEN', coupon({ id: 1, code: 'TEN' }));
  h.cartStorage.stored = { items: [{ quantity: 1, product: scarf }], couponCodes: ['TEN'] };
  return h;
}

const quotedCodes = (h: ReturnType<typeof createHarness>) =>
  h.cartGateway.calls.filter((call) => call.method === 'quote').map((call) => call.args[1]);

describe("a guest's cart is quoted by the application, never by the UI", () => {
  it('a restored cart shows its lines at once, quoting until the server priced it and checked its coupons', async () => {
    const h = guestWithStoredCart();
    h.cartStorage.stored = { items: [{ quantity: 1, product: scarf }], couponCodes: ['TEN', 'GONE'] };
    const restoring = h.restoreSession.execute();
    expect(h.cart.snapshot).toMatchObject({ quoting: true, items: [{ quantity: 1, product: { regular_price: 3500 } }] });
    expect(await restoring).toMatchObject({ ok: true });
    expect(h.cart.snapshot).toMatchObject({ quoting: false, items: [{ quantity: 1, product: { regular_price: 4000 } }] });
    expect(h.cart.snapshot.coupons.map((c) => c.code)).toEqual(['TEN']);
    expect(h.cartStorage.stored?.couponCodes).toEqual(['TEN']);
  });

  it('a change during the restore quotes again with the restored codes; only the newest answer counts', async () => {
    const h = guestWithStoredCart();
    void h.restoreSession.execute();
    await h.changeCartLine.execute(scarf.id, 2);
    await h.cartService.whenQuoted();
    expect(quotedCodes(h)).toEqual([['TEN'], ['TEN']]);
    expect(h.cart.snapshot.coupons.map((c) => c.code)).toEqual(['TEN']);
    expect(h.cart.snapshot.items[0]).toMatchObject({ quantity: 2, product: { regular_price: 4000 } });
    expect(h.cartStorage.stored?.items[0]?.quantity).toBe(2);
    expect(h.cartStorage.stored?.couponCodes).toEqual(['TEN']);
  });

  it('the cookie is written at each change and when its quote settles, not for a quote a newer change overtook', async () => {
    const h = guestWithStoredCart();
    h.cartStorage.stored = null;
    h.cart.setItems([{ quantity: 1, product: scarf }]);
    const save = vi.spyOn(h.cartStorage, 'save');
    const release = h.cartGateway.holdQuotes();
    await h.changeCartLine.execute(scarf.id, 2);
    await h.changeCartLine.execute(scarf.id, 3);
    // Stored at once: a page loaded before the quote answers has the change.
    expect(save.mock.calls.map(([cart]) => cart.items[0]?.quantity)).toEqual([2, 3]);
    release();
    await h.cartService.whenQuoted();
    // Then once more with the quote's answer; the overtaken quote wrote nothing.
    expect(save.mock.calls.map(([cart]) => cart.items[0]?.quantity)).toEqual([2, 3, 3]);
  });

  it('a removed restored coupon stays removed', async () => {
    const h = guestWithStoredCart();
    await h.restoreSession.execute();
    await h.removeCoupon.execute('TEN');
    await h.changeCartLine.execute(scarf.id, 2);
    await h.cartService.whenQuoted();
    expect(h.cartGateway.calls.at(-1)).toEqual({ method: 'quote', args: [[{ product_id: 21, quantity: 2 }], []] });
    expect(h.cart.snapshot.coupons).toEqual([]);
  });

  it('a failed quote is logged once, keeps the stored prices and the codes for the next quote', async () => {
    const h = guestWithStoredCart();
    h.cartGateway.failNext = new TransportError('offline');
    expect(await h.restoreSession.execute()).toMatchObject({ ok: true });
    expect(h.cart.snapshot).toMatchObject({ quoting: false, coupons: [], items: [{ product: { regular_price: 3500 } }] });
    expect(h.logger.entries.map((e) => e.message)).toEqual(['Pricing the cart failed.']);
    expect(h.cartStorage.stored?.couponCodes).toEqual(['TEN']);
    await h.changeCartLine.execute(scarf.id, 2);
    await h.cartService.whenQuoted();
    expect(h.cart.snapshot.coupons.map((c) => c.code)).toEqual(['TEN']);
  });

  it('signing in while a quote is on its way drops its answer: the merged server cart is the truth', async () => {
    const h = guestWithStoredCart();
    h.authGateway.session = SESSION;
    void h.restoreSession.execute();
    await h.signIn.execute('lina@example.com', 'Secret1!');
    await h.cartService.whenQuoted();
    expect(h.cartGateway.calls.map((c) => c.method)).toEqual(['quote', 'add', 'applyCoupon']);
    expect(h.cart.snapshot).toMatchObject({ quoting: false, items: [{ quantity: 1 }] });
    expect(h.cart.snapshot.coupons.map((c) => c.code)).toEqual(['TEN']);
    expect(h.cartStorage.stored).toBeNull();
  });
});
