import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieCartStorage } from '@/infrastructure/storage/cookie-cart-storage';
import { CookieSessionFlags, SESSION_FLAG_PREFIX } from '@/infrastructure/storage/cookie-session-flags';
import { CookieTokenStore, TOKEN_COOKIE_NAMES } from '@/infrastructure/storage/cookie-token-store';
import { parseCookieHeader, requestCookieJar } from '@/infrastructure/server/request-cookie-jar';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('CookieSessionFlags (spec §4: the store notice is dismissed for the session)', () => {
  it('a flag is unset until set, and lives in a session cookie the page request carries', () => {
    const flags = new CookieSessionFlags();
    expect(flags.isSet('store-notice-dismissed')).toBe(false);
    flags.set('store-notice-dismissed');
    expect(new CookieSessionFlags().isSet('store-notice-dismissed')).toBe(true);
    expect(Cookies.get(`${SESSION_FLAG_PREFIX}store-notice-dismissed`)).toBe('1');
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });
});

describe('the request cookie jar (what the server render reads of the shopper)', () => {
  it('parses a Cookie header: trimmed, percent-decoded, first of a repeated name, malformed parts skipped', () => {
    const cookies = parseCookieHeader(' a=1; b=%7B%22v%22%3A1%7D;c="quoted"; a=2; broken=%E0%A4%A; =x; novalue');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', b: '{"v":1}', c: 'quoted' });
    expect(parseCookieHeader(undefined).size).toBe(0);
  });

  it('the same adapters read the tokens, the cart and the flags from it, and writing changes nothing', () => {
    Cookies.set(TOKEN_COOKIE_NAMES.user, 'the-browser-token');
    const header = `${TOKEN_COOKIE_NAMES.user}=tok-1; ${TOKEN_COOKIE_NAMES.guest}=guest-1; storefront_cart=${encodeURIComponent('{"v":1,"l":[[7,2]],"c":["WELCOME10"]}')}; ${SESSION_FLAG_PREFIX}store-notice-dismissed=1`;
    const jar = requestCookieJar(header);
    const tokens = new CookieTokenStore({ cookies: jar, location: { protocol: 'https:' } });
    expect(tokens.read('user')).toBe('tok-1');
    expect(tokens.read('guest')).toBe('guest-1');
    tokens.clear('user');
    tokens.write('guest', 'other');
    expect(tokens.read('user')).toBe('tok-1');
    expect(Cookies.get(TOKEN_COOKIE_NAMES.user)).toBe('the-browser-token');
    const cart = new CookieCartStorage({ cookies: jar, location: { protocol: 'https:' } }).load();
    expect(cart?.items.map((item) => [item.product.id, item.quantity])).toEqual([[7, 2]]);
    expect(cart?.couponCodes).toEqual(['WELCOME10']);
    expect(new CookieSessionFlags(jar, { protocol: 'https:' }).isSet('store-notice-dismissed')).toBe(true);
    expect(jar.get()).toMatchObject({ [TOKEN_COOKIE_NAMES.user]: 'tok-1' });
  });
});
