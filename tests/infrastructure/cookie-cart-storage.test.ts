import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { CART_COOKIE_LIFETIME_DAYS, type CartItem } from '@/domain';
import type { StoredCart } from '@/application';
import { CART_COOKIE_MAX_BYTES, CART_COOKIE_NAME, CookieCartStorage } from '@/infrastructure/storage/cookie-cart-storage';
import { cartItem } from './fixtures';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const storage = () => new CookieCartStorage({ location: { protocol: 'http:' }, now: () => NOW });

describe('CookieCartStorage (spec §6: cart cookie 1 year)', () => {
  it('keeps lines, snapshots and coupon codes across a reload', () => {
    const cart: StoredCart = { items: [cartItem(11, 2), cartItem(12, 1)], couponCodes: ['WELCOME10'] };
    storage().save(cart);
    expect(storage().load()).toEqual(cart);
  });

  it('writes one cookie for 365 days, sameSite strict, path /', () => {
    const cookies = { get: vi.fn(), set: vi.fn(), remove: vi.fn() };
    new CookieCartStorage({ cookies, location: { protocol: 'https:' }, now: () => NOW }).save({ items: [cartItem()], couponCodes: [] });
    expect(cookies.set).toHaveBeenCalledWith(CART_COOKIE_NAME, expect.any(String), {
      expires: new Date(NOW + CART_COOKIE_LIFETIME_DAYS * 24 * 60 * 60 * 1000),
      path: '/',
      sameSite: 'strict',
      secure: true,
    });
  });

  it('stays compact: no currency fields, short keys', () => {
    storage().save({ items: [cartItem(11, 2)], couponCodes: [] });
    const raw = Cookies.get(CART_COOKIE_NAME)!;
    expect(raw).not.toContain('currency');
    expect(JSON.parse(raw)).toEqual({ v: 1, l: [[11, 2, expect.objectContaining({ n: 'Wool coat 11', r: 12900, p: 9900 })]], c: [] });
  });

  it('keeps only ids and quantities when snapshots would pass ~3.8 KB; the lines come back as placeholders to re-quote', () => {
    const items: CartItem[] = Array.from({ length: 40 }, (_, i) => ({
      ...cartItem(100 + i, 1 + (i % 3)),
      product: { ...cartItem(100 + i).product, name: `A long product name that takes room ${'x'.repeat(40)}` },
    }));
    storage().save({ items, couponCodes: ['SAVE'] });
    const raw = Cookies.get(CART_COOKIE_NAME)!;
    expect(encodeURIComponent(raw).length).toBeLessThanOrEqual(CART_COOKIE_MAX_BYTES);
    expect(JSON.parse(raw).l[0]).toEqual([100, 1]);
    const loaded = storage().load()!;
    expect(loaded.couponCodes).toEqual(['SAVE']);
    expect(loaded.items.map((item) => [item.product.id, item.quantity])).toEqual(items.map((item) => [item.product.id, item.quantity]));
    expect(loaded.items[2]!.product).toMatchObject({ id: 102, name: '', regular_price: 0, stock: 3, currency: 'USD', currency_symbol: '$' });
  });

  it('an empty cart removes the cookie; clear removes it too', () => {
    storage().save({ items: [cartItem()], couponCodes: [] });
    storage().save({ items: [], couponCodes: [] });
    expect(Cookies.get(CART_COOKIE_NAME)).toBeUndefined();
    storage().save({ items: [cartItem()], couponCodes: [] });
    storage().clear();
    expect(storage().load()).toBeNull();
  });

  it('a broken or foreign cookie reads as no cart', () => {
    for (const value of ['not json', '{"v":2,"l":[]}', '{"v":1,"l":[[1,0]]}', '{"v":1,"l":[["x",1]]}', '[]']) {
      Cookies.set(CART_COOKIE_NAME, value, { path: '/' });
      expect(storage().load()).toBeNull();
    }
  });
});
