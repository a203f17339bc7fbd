import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_TOKEN_LIFETIME_HOURS, USER_TOKEN_LIFETIME_DAYS } from '@/domain';
import { type CookieJar, CookieTokenStore, TOKEN_COOKIE_NAMES } from '@/infrastructure/storage/cookie-token-store';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

// The real js-cookie behind a spy, so the attributes can be read and the cookie still lands in document.cookie.
function spiedJar() {
  const jar: CookieJar = { get: Cookies.get, set: Cookies.set, remove: Cookies.remove };
  return { ...jar, set: vi.spyOn(jar, 'set'), remove: vi.spyOn(jar, 'remove'), jar };
}

describe('CookieTokenStore (spec §6: tokens are cookies with sameSite strict)', () => {
  it('writes the user token for 365 days, sameSite strict, path /', () => {
    const cookies = spiedJar();
    new CookieTokenStore({ cookies: cookies.jar, location: { protocol: 'http:' }, now: () => NOW }).write('user', 'user-token');
    expect(cookies.set).toHaveBeenCalledWith(TOKEN_COOKIE_NAMES.user, 'user-token', {
      expires: new Date(NOW + USER_TOKEN_LIFETIME_DAYS * 24 * HOUR),
      path: '/',
      sameSite: 'strict',
      secure: false,
    });
    expect(USER_TOKEN_LIFETIME_DAYS).toBe(365);
  });

  it('writes the guest token for 1 hour', () => {
    const cookies = spiedJar();
    new CookieTokenStore({ cookies: cookies.jar, location: { protocol: 'http:' }, now: () => NOW }).write('guest', 'guest-token');
    const attributes = cookies.set.mock.calls[0]![2]!;
    expect(cookies.set.mock.calls[0]![0]).toBe(TOKEN_COOKIE_NAMES.guest);
    expect(attributes.expires).toEqual(new Date(NOW + GUEST_TOKEN_LIFETIME_HOURS * HOUR));
    expect((attributes.expires as Date).getTime() - NOW).toBe(HOUR);
    expect(attributes.sameSite).toBe('strict');
  });

  it('marks the cookies secure on an https page', () => {
    const cookies = { get: vi.fn(), set: vi.fn(), remove: vi.fn() };
    new CookieTokenStore({ cookies, location: { protocol: 'https:' }, now: () => NOW }).write('user', 't');
    expect(cookies.set.mock.calls[0]![2]).toMatchObject({ secure: true, sameSite: 'strict' });
  });

  it('reads back what it wrote, keeps user and guest apart, and clears one kind', () => {
    const store = new CookieTokenStore({ location: { protocol: 'http:' } });
    expect(store.read('user')).toBeNull();
    store.write('user', 'u.1/2=3');
    store.write('guest', 'g-1');
    expect(document.cookie).toContain(`${TOKEN_COOKIE_NAMES.user}=`);
    expect(store.read('user')).toBe('u.1/2=3');
    expect(store.read('guest')).toBe('g-1');
    store.clear('user');
    expect(store.read('user')).toBeNull();
    expect(store.read('guest')).toBe('g-1');
  });

  it('removes with the path it wrote with, so the browser finds the cookie', () => {
    const cookies = spiedJar();
    new CookieTokenStore({ cookies: cookies.jar, location: { protocol: 'http:' } }).clear('guest');
    expect(cookies.remove).toHaveBeenCalledWith(TOKEN_COOKIE_NAMES.guest, { path: '/' });
  });
});
