import { describe, expect, it } from 'vitest';
import { cartPricing, cartPricing$, TransportError } from '@/application';
import { coupon, SESSION, snapshot } from './support/builders';
import { createHarness } from './support/harness';

const dress = snapshot({ id: 11, regular_price: 12000, sale_price: 9000, stock: 3 });
const tee = snapshot({ id: 12, regular_price: 2500, stock: 5 });

describe('add to cart (spec §4, §5)', () => {
  it('spec §5: an out-of-stock product is silently ignored, with no call and no drawer', async () => {
    const h = createHarness();
    expect(await h.addToCart.execute({ ...tee, in_stock: false })).toEqual({ ok: true, value: 'ignored' });
    expect(await h.addToCart.execute({ ...tee, stock: 0 })).toEqual({ ok: true, value: 'ignored' });
    expect(h.cart.snapshot.items).toEqual([]);
    expect(h.cartGateway.calls).toEqual([]);
    expect(h.ui.snapshot.drawers).toEqual([]);
  });

  it('spec §4: a guest cart is kept client-side and re-priced by the server quote', async () => {
    const h = createHarness();
    h.cartGateway.catalogue.set(dress.id, { ...dress, sale_price: 8500 });
    const release = h.cartGateway.holdQuotes();
    expect(await h.addToCart.execute({ ...dress, in_stock: true }, 2)).toEqual({ ok: true, value: 'added' });
    // The line shows at once and is stored at once (a page loaded meanwhile has it); its prices wait for the quote.
    expect(h.cart.snapshot).toMatchObject({ quoting: true, items: [{ quantity: 2 }] });
    expect(h.cartStorage.stored?.items.map((i) => [i.product.id, i.quantity, i.product.sale_price])).toEqual([[11, 2, 9000]]);
    release();
    await h.cartService.whenQuoted();
    expect(h.cart.snapshot.quoting).toBe(false);
    // The stale client price (9000) gave way to the server's (8500), in the store and the cookie.
    expect(h.cart.snapshot.items[0]?.product.sale_price).toBe(8500);
    expect(cartPricing(h.cart.snapshot).subtotal).toBe(17000);
    expect(h.cartStorage.stored?.items.map((i) => [i.product.id, i.quantity, i.product.sale_price])).toEqual([[11, 2, 8500]]);
    expect(h.cartGateway.calls.map((c) => c.method)).toEqual(['quote']);
  });

  it('spec §4: signed in, the add goes to the server and its answer replaces cart and coupons', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.cartGateway.catalogue.set(tee.id, tee);
    h.cartGateway.server = { items: [], coupons: [coupon({ id: 1, code: 'WELCOME10' })] };
    await h.addToCart.execute(tee, 1);
    expect(h.cartGateway.calls).toEqual([{ method: 'add', args: [[{ product_id: 12, quantity: 1 }]] }]);
    expect(h.cart.snapshot.coupons.map((c) => c.code)).toEqual(['WELCOME10']);
    expect(h.cartStorage.stored).toBeNull();
  });

  it('spec §4: the cart drawer opens after every add, on phones too', async () => {
    for (const viewportWidth of [1280, 769, 768, 390]) {
      const h = createHarness({ viewportWidth });
      h.cartGateway.catalogue.set(tee.id, tee);
      await h.addToCart.execute(tee);
      expect(h.ui.isDrawerOpen('cart')).toBe(true);
      expect(h.cart.snapshot.items).toHaveLength(1);
    }
  });

  it('a failed server add leaves the cart as it was and is logged', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.cartGateway.failNext = new TransportError('offline');
    expect(await h.addToCart.execute(tee)).toEqual({ ok: false, failure: { kind: 'unavailable', message: 'offline', fieldErrors: {} } });
    expect(h.cart.snapshot.items).toEqual([]);
    expect(h.logger.entries[0]?.message).toBe('Adding to the cart failed.');
    expect(h.ui.isDrawerOpen('cart')).toBe(false);
  });
});

describe('cart lines and coupons', () => {
  it('the stepper is limited by stock and 0 removes the line (guest)', async () => {
    const h = createHarness();
    h.cartGateway.catalogue.set(dress.id, dress);
    h.cart.setItems([{ quantity: 1, product: dress }]);
    await h.changeCartLine.execute(dress.id, 9);
    expect(h.cart.snapshot.items[0]?.quantity).toBe(3);
    await h.changeCartLine.execute(dress.id, 0);
    expect(h.cart.snapshot.items).toEqual([]);
    await h.cartService.whenQuoted();
    expect(h.cartStorage.stored).toEqual({ items: [], couponCodes: [] });
  });

  it('signed in, quantity changes replace the server cart', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.cartGateway.catalogue.set(tee.id, tee);
    h.cart.setItems([{ quantity: 1, product: tee }]);
    await h.changeCartLine.execute(tee.id, 2);
    expect(h.cartGateway.calls).toEqual([{ method: 'replace', args: [[{ product_id: 12, quantity: 2 }]] }]);
    expect(h.cart.snapshot.items[0]?.quantity).toBe(2);
  });

  it('spec §5, §9: coupons de-duplicated by id and code; percentage rounded down; total never below 0', async () => {
    const h = createHarness();
    h.cart.setItems([{ quantity: 1, product: snapshot({ id: 1, regular_price: 2999 }) }]);
    h.cartGateway.coupons.set('TEN', coupon({ id: 1, code: 'TEN', amount: 10 }));
    h.cartGateway.coupons.set('BIG', coupon({ id: 2, code: 'BIG', type: 'fixed-cart-discount', amount: 5000 }));
    expect(await h.applyCoupon.execute(' TEN ')).toMatchObject({ ok: true });
    expect(await h.applyCoupon.execute('TEN')).toMatchObject({ ok: true });
    expect(h.cart.snapshot.coupons).toHaveLength(1);
    expect(cartPricing(h.cart.snapshot).discount).toBe(200); // 10 % of $29.99, rounded down to whole dollars
    await h.applyCoupon.execute('BIG');
    expect(cartPricing(h.cart.snapshot).total).toBe(0);
    expect(h.cartStorage.stored?.couponCodes).toEqual(['TEN', 'BIG']);
  });

  it("a refused coupon gives the server's message for the field", async () => {
    const h = createHarness();
    expect(await h.applyCoupon.execute('NOPE')).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'The given data was invalid.', fieldErrors: { code: 'This coupon does not exist.' } },
    });
    expect(h.cart.snapshot.coupons).toEqual([]);
  });

  it('a free-shipping coupon makes shipping free (spec §9)', async () => {
    const h = createHarness();
    h.cart.setItems([{ quantity: 1, product: tee }]);
    h.cart.setShippingAddress(5, { insurance_enabled: true, rate_with_insurance: 900, rate_without_insurance: 500 });
    expect(cartPricing(h.cart.snapshot).total).toBe(3000);
    h.cartGateway.coupons.set('FREESHIP', coupon({ id: 3, code: 'FREESHIP', amount: 0, allow_free_shipping: true }));
    await h.applyCoupon.execute('FREESHIP');
    expect(cartPricing(h.cart.snapshot)).toMatchObject({ shipping: 0, freeShipping: true, total: 2500 });
    await h.removeCoupon.execute('FREESHIP');
    expect(cartPricing(h.cart.snapshot).total).toBe(3000);
  });

  it('cartPricing$ follows the cart: one observable per store, new figures with each change', () => {
    const h = createHarness();
    const pricing$ = cartPricing$(h.cart);
    expect(cartPricing$(h.cart)).toBe(pricing$);
    const totals: number[] = [];
    const subscription = pricing$.subscribe((pricing) => totals.push(pricing.total));
    h.cart.setItems([{ quantity: 2, product: tee }]);
    h.cart.setShippingAddress(5, { insurance_enabled: true, rate_with_insurance: 900, rate_without_insurance: 500 });
    subscription.unsubscribe();
    expect(totals).toEqual([0, 5000, 5500]);
  });

  it('the manual free-shipping flag (pick-up in store, spec §9) makes shipping free whatever the coupons', () => {
    const h = createHarness();
    h.cart.setItems([{ quantity: 1, product: tee }]);
    h.cart.setShippingAddress(5, { insurance_enabled: true, rate_with_insurance: 900, rate_without_insurance: 500 });
    h.cart.setFreeShippingFlag(true);
    expect(cartPricing(h.cart.snapshot)).toMatchObject({ shipping: 0, freeShipping: true, total: 2500 });
    h.cart.setFreeShippingFlag(false);
    expect(cartPricing(h.cart.snapshot)).toMatchObject({ shipping: 500, freeShipping: false, total: 3000 });
  });

  it('signed in, coupons apply and remove on the server', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.cartGateway.coupons.set('TEN', coupon({ id: 1, code: 'TEN' }));
    await h.applyCoupon.execute('TEN');
    await h.removeCoupon.execute('TEN');
    expect(h.cartGateway.calls.map((c) => c.method)).toEqual(['applyCoupon', 'removeCoupon']);
    expect(h.cart.snapshot.coupons).toEqual([]);
  });
});

describe('a per-order limit (issue 30): at most 2 of the drop jacket, its sizes together', () => {
  const jacketS = snapshot({ id: 31, parent_id: 30, max_per_order: 2, stock: 9 });
  const jacketM = snapshot({ id: 32, parent_id: 30, max_per_order: 2, stock: 9 });

  it('a guest add stops at the limit, and an add past it is ignored without a quote', async () => {
    const h = createHarness();
    h.cartGateway.catalogue.set(jacketS.id, jacketS).set(jacketM.id, jacketM);
    expect(await h.addToCart.execute(jacketS, 1)).toEqual({ ok: true, value: 'added' });
    expect(await h.addToCart.execute(jacketM, 3)).toEqual({ ok: true, value: 'added' });
    await h.cartService.whenQuoted();
    expect(h.cart.snapshot.items.map((i) => [i.product.id, i.quantity])).toEqual([[31, 1], [32, 1]]);
    const quotes = h.cartGateway.calls.length;
    expect(await h.addToCart.execute(jacketS, 1)).toEqual({ ok: true, value: 'ignored' });
    expect(h.cartGateway.calls).toHaveLength(quotes);
  });

  it('signed in, an add sends no more than the limit leaves room for, and none once it is reached', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.cartGateway.catalogue.set(jacketS.id, jacketS).set(jacketM.id, jacketM);
    h.cartGateway.server = { items: [{ quantity: 1, product: jacketS }], coupons: [] };
    h.cart.replace(h.cartGateway.server);
    expect(await h.addToCart.execute(jacketM, 3)).toEqual({ ok: true, value: 'added' });
    expect(h.cartGateway.calls).toEqual([{ method: 'add', args: [[{ product_id: 32, quantity: 1 }]] }]);
    expect(await h.addToCart.execute(jacketS, 1)).toEqual({ ok: true, value: 'ignored' });
    expect(h.cartGateway.calls).toHaveLength(1);
    expect(h.ui.isDrawerOpen('cart')).toBe(true);
  });

  it('signed in, the stepper is clamped to the limit before anything is sent', async () => {
    const h = createHarness({ userToken: SESSION.token });
    h.cartGateway.catalogue.set(jacketS.id, jacketS).set(jacketM.id, jacketM);
    h.cart.replace({ items: [{ quantity: 1, product: jacketS }, { quantity: 1, product: jacketM }], coupons: [] });
    expect(await h.changeCartLine.execute(31, 2)).toEqual({ ok: true, value: undefined });
    expect(h.cartGateway.calls).toEqual([]);
  });
});
