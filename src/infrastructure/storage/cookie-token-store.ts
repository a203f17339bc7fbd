import Cookies from 'js-cookie';
import { expiresAt, TOKEN_COOKIE_SAME_SITE } from '@/domain';
import type { TokenKind, TokenStore } from '@/application';

/** Cookie names of the bearer tokens. */
export const TOKEN_COOKIE_NAMES: Readonly<Record<TokenKind, string>> = {
  user: 'storefront_token',
  guest: 'storefront_guest_token',
};

/** The part of js-cookie the stores use, so tests can watch the attributes. */
export type CookieJar = Pick<typeof Cookies, 'get' | 'set' | 'remove'>;

/** Where the cookie stores run: the cookie API, the page's protocol and the time. */
export interface CookieEnvironment {
  readonly cookies?: CookieJar;
  /** The page's location; `secure` is set on https pages only, so local http development still works. */
  readonly location?: Pick<Location, 'protocol'>;
  readonly now?: () => number;
}

/** Attributes every cookie of the app shares (spec §6: sameSite strict). */
export function cookieAttributes(location: Pick<Location, 'protocol'>, expires: Date): Cookies.CookieAttributes {
  return { expires, path: '/', sameSite: TOKEN_COOKIE_SAME_SITE, secure: location.protocol === 'https:' };
}

/** Bearer tokens in cookies through js-cookie: the user's for 1 year, a guest's for 1 hour (spec §6). */
export class CookieTokenStore implements TokenStore {
  private readonly cookies: CookieJar;
  private readonly location: Pick<Location, 'protocol'>;
  private readonly now: () => number;

  constructor(environment: CookieEnvironment = {}) {
    this.cookies = environment.cookies ?? Cookies;
    this.location = environment.location ?? window.location;
    this.now = environment.now ?? Date.now;
  }

  read(kind: TokenKind): string | null {
    return this.cookies.get(TOKEN_COOKIE_NAMES[kind]) || null;
  }

  write(kind: TokenKind, value: string): void {
    this.cookies.set(TOKEN_COOKIE_NAMES[kind], value, cookieAttributes(this.location, new Date(expiresAt(kind, this.now()))));
  }

  clear(kind: TokenKind): void {
    this.cookies.remove(TOKEN_COOKIE_NAMES[kind], { path: '/' });
  }
}
