import Cookies from 'js-cookie';
import type { SessionFlags } from '@/application';
import { TOKEN_COOKIE_SAME_SITE } from '@/domain';
import type { CookieJar } from './cookie-token-store';

/** Prefix of the flags' cookie names, so they never collide with other cookies. */
export const SESSION_FLAG_PREFIX = 'storefront_flag_';

/**
 * Flags for the browser session (e.g. the dismissed store notice, spec §4) in session cookies:
 * gone when the browser closes, and sent with the page request so the server renders the page
 * the shopper will see (a dismissed notice stays dismissed in the first HTML).
 */
export class CookieSessionFlags implements SessionFlags {
  constructor(
    private readonly cookies: CookieJar = Cookies,
    private readonly location: Pick<Location, 'protocol'> | undefined = globalThis.location,
  ) {}

  isSet(name: string): boolean {
    return this.cookies.get(SESSION_FLAG_PREFIX + name) === '1';
  }

  set(name: string): void {
    // No expiry: a session cookie.
    this.cookies.set(SESSION_FLAG_PREFIX + name, '1', { path: '/', sameSite: TOKEN_COOKIE_SAME_SITE, secure: this.location?.protocol === 'https:' });
  }
}
