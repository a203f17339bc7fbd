import { describe, expect, it } from 'vitest';
import * as tokens from '@/domain/tokens';

const DAY = 86_400_000;
const now = Date.UTC(2025, 0, 15, 12);

describe('token and cart cookie lifetimes (spec §6)', () => {
  it('spec §6: user token 1 year, guest token 1 hour, cart 1 year, sameSite strict', () => {
    expect(tokens.USER_TOKEN_LIFETIME_DAYS).toBe(365);
    expect(tokens.USER_TOKEN_LIFETIME_MS).toBe(365 * DAY);
    expect(tokens.GUEST_TOKEN_LIFETIME_HOURS).toBe(1);
    expect(tokens.GUEST_TOKEN_LIFETIME_MS).toBe(3_600_000);
    expect(tokens.CART_COOKIE_LIFETIME_DAYS).toBe(365);
    expect(tokens.CART_COOKIE_LIFETIME_MS).toBe(365 * DAY);
    expect(tokens.TOKEN_COOKIE_SAME_SITE).toBe('strict');
  });

  it('spec §6: expiry is the write time plus the lifetime of the kind', () => {
    expect(tokens.expiresAt('user', now)).toBe(now + 365 * DAY);
    expect(tokens.expiresAt('guest', now)).toBe(now + 3_600_000);
    expect(tokens.expiresAt('cart', now)).toBe(now + 365 * DAY);
  });
});
