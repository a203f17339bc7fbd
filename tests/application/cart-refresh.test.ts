import { describe, expect, it } from 'vitest';
import { TransportError } from '@/application';
import { coupon, snapshot } from './support/builders';
import { createHarness } from './support/harness';

const scarf = snapshot({ id: 21, regular_price: 3500, stock: 4 });

describe('re-pricing a guest cart while its restored coupons are being checked', () => {
  it('a quote started during the restore (the cart opened at once) keeps the restored coupon codes', async () => {
    const h = createHarness();
    h.cartGateway.catalogue.set(scarf.id, { ...scarf, regular_price: 4000 });
    h.cartGateway.coupons.set('TEN', coupon({ id: 1, code: 'TEN' }));
    h.cartStorage.stored = { items: [{ quantity: 1, product: scarf }], couponCodes: ['TEN'] };

    const restoring = h.restoreSession.execute();
    // The cart drawer or page asks for fresh prices before the restore's quote has answered.
    const opening = h.refreshGuestCart.execute();
    // A change meanwhile (an add) quotes again, with the restored codes too.
    h.cart.setItems([{ quantity: 2, product: scarf }]);
    const changed = h.refreshGuestCart.execute();
    await Promise.all([restoring, opening, changed]);

    // The opening waits for the restore's quote (same lines and codes); the change sends the restored codes too.
    const quotes = h.cartGateway.calls.filter((call) => call.method === 'quote').map((call) => call.args[1]);
    expect(quotes).toEqual([['TEN'], ['TEN']]);
    expect(h.cart.snapshot.coupons.map((c) => c.code)).toEqual(['TEN']);
    expect(h.cart.snapshot.items[0]?.quantity).toBe(2);
    expect(h.cart.snapshot.items[0]?.product.regular_price).toBe(4000);
    expect(h.cartStorage.stored?.couponCodes).toEqual(['TEN']);
  });

  it('once a quote has been applied, the restored codes are not sent again (a removed coupon stays removed)', async () => {
    const h = createHarness();
    h.cartGateway.catalogue.set(scarf.id, scarf);
    h.cartGateway.coupons.set('TEN', coupon({ id: 1, code: 'TEN' }));
    h.cartStorage.stored = { items: [{ quantity: 1, product: scarf }], couponCodes: ['TEN'] };
    await h.restoreSession.execute();
    await h.removeCoupon.execute('TEN');
    await h.refreshGuestCart.execute();
    expect(h.cartGateway.calls.at(-1)).toEqual({ method: 'quote', args: [[{ product_id: 21, quantity: 1 }], []] });
    expect(h.cart.snapshot.coupons).toEqual([]);
  });

  it('a failed restore quote leaves the codes for the next quote', async () => {
    const h = createHarness();
    h.cartGateway.catalogue.set(scarf.id, scarf);
    h.cartGateway.coupons.set('TEN', coupon({ id: 1, code: 'TEN' }));
    h.cartStorage.stored = { items: [{ quantity: 1, product: scarf }], couponCodes: ['TEN'] };
    h.cartGateway.failNext = new TransportError('offline');
    await h.restoreSession.execute();
    expect(h.cart.snapshot.coupons).toEqual([]);
    await h.refreshGuestCart.execute();
    expect(h.cart.snapshot.coupons.map((c) => c.code)).toEqual(['TEN']);
  });
});

describe('asking for fresh prices', () => {
  it('asking again while the same quote is on its way waits for it (an add opens the drawer, which asks too)', async () => {
    const h = createHarness();
    h.cartGateway.catalogue.set(scarf.id, { ...scarf, sale_price: 3000 });
    await h.addToCart.execute({ ...scarf, in_stock: true });
    await h.refreshGuestCart.execute();
    expect(h.cartGateway.calls.map((call) => call.method)).toEqual(['quote']);
    expect(h.cart.snapshot.items[0]?.product.sale_price).toBe(3000);
  });

  it('a new quote is sent once the previous one has answered, or when the lines changed', async () => {
    const h = createHarness();
    h.cartGateway.catalogue.set(scarf.id, scarf);
    h.cart.setItems([{ quantity: 1, product: scarf }]);
    await h.refreshGuestCart.execute();
    await h.refreshGuestCart.execute();
    const first = h.refreshGuestCart.execute();
    h.cart.setItems([{ quantity: 2, product: scarf }]);
    await Promise.all([first, h.refreshGuestCart.execute()]);
    expect(h.cartGateway.calls.map((call) => call.args[0])).toEqual([
      [{ product_id: 21, quantity: 1 }],
      [{ product_id: 21, quantity: 1 }],
      [{ product_id: 21, quantity: 1 }],
      [{ product_id: 21, quantity: 2 }],
    ]);
    expect(h.cart.snapshot.items[0]?.quantity).toBe(2);
  });
});
