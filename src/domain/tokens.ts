// Lifetimes of the auth and cart cookies (spec §6).

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A signed-in user's token lasts a year (spec §6). */
export const USER_TOKEN_LIFETIME_DAYS = 365;

/** The user token lifetime in ms. */
export const USER_TOKEN_LIFETIME_MS = USER_TOKEN_LIFETIME_DAYS * DAY_MS;

/** A guest token lasts an hour (spec §6). */
export const GUEST_TOKEN_LIFETIME_HOURS = 1;

/** The guest token lifetime in ms. */
export const GUEST_TOKEN_LIFETIME_MS = GUEST_TOKEN_LIFETIME_HOURS * HOUR_MS;

/** The cart cookie lasts a year (spec §6). */
export const CART_COOKIE_LIFETIME_DAYS = 365;

/** The cart cookie lifetime in ms. */
export const CART_COOKIE_LIFETIME_MS = CART_COOKIE_LIFETIME_DAYS * DAY_MS;

/** The sameSite policy of every token cookie (spec §6). */
export const TOKEN_COOKIE_SAME_SITE = 'strict';

/** The cookies with a lifetime. */
export type CookieKind = 'user' | 'guest' | 'cart';

/** Lifetime of a cookie kind in ms. */
export const COOKIE_LIFETIME_MS: Readonly<Record<CookieKind, number>> = {
  user: USER_TOKEN_LIFETIME_MS,
  guest: GUEST_TOKEN_LIFETIME_MS,
  cart: CART_COOKIE_LIFETIME_MS,
};

/** When a cookie written at now (epoch ms) expires, in epoch ms. */
export function expiresAt(kind: CookieKind, now: number): number {
  return now + COOKIE_LIFETIME_MS[kind];
}
