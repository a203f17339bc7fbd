import type { CookieJar } from '../storage/cookie-token-store';

/** The cookies of one request's `Cookie` header, by name (values percent-decoded as js-cookie writes them). */
export function parseCookieHeader(header: string | undefined): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    const name = part.slice(0, Math.max(separator, 0)).trim();
    if (separator < 0 || name === '') continue;
    let value = part.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      continue; // a malformed cookie reads as absent, as js-cookie reads it
    }
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/**
 * The shopper's cookies as the server render sees them: the same cookie adapters read them
 * (tokens, cart, session flags); writing is the browser's job, so it does nothing here.
 */
export function requestCookieJar(header: string | undefined): CookieJar {
  const cookies = parseCookieHeader(header);
  const get = (name?: string) => (name === undefined ? Object.fromEntries(cookies) : cookies.get(name));
  return {
    get: get as CookieJar['get'],
    set: () => undefined,
    remove: () => undefined,
  };
}
