import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NAVIGATION,
  ACCOUNT_PATHS,
  accountPageOf,
  decideAccountEntry,
  destinationAfterAuthDrawer,
  orderPath,
  requiresSignIn,
  welcomeMessage,
} from '@/domain';

describe('account destinations (spec §2, §6)', () => {
  it('every /my-account path needs a signed-in shopper, nothing else does', () => {
    expect(requiresSignIn('/my-account')).toBe(true);
    expect(requiresSignIn('/my-account/orders/12?from=mail')).toBe(true);
    expect(requiresSignIn('/my-accounting')).toBe(false);
    expect(requiresSignIn('/')).toBe(false);
    expect(requiresSignIn('/products/my-account')).toBe(false);
  });

  it('an order belongs to Orders; the navigation lists the five pages in order', () => {
    expect(orderPath(7)).toBe('/my-account/orders/7');
    expect(accountPageOf(orderPath(7))).toBe('orders');
    expect(accountPageOf(ACCOUNT_PATHS.profile)).toBe('profile');
    expect(accountPageOf('/faq')).toBeNull();
    expect(ACCOUNT_NAVIGATION).toEqual(['overview', 'orders', 'addresses', 'profile', 'wishlist']);
  });
});

describe('the auth guard decisions', () => {
  it('a signed-in shopper enters', () => {
    expect(decideAccountEntry(true, '/my-account/orders', '/')).toEqual({ kind: 'enter' });
  });

  it('a guest coming from another page stays there; closing the drawer leaves them, signing in leads on', () => {
    const decision = decideAccountEntry(false, '/my-account/orders', '/products/dress');
    expect(decision).toEqual({ kind: 'stay', at: '/products/dress', pending: { target: '/my-account/orders', onDismiss: null } });
    if (decision.kind === 'enter') throw new Error('unreachable');
    expect(destinationAfterAuthDrawer(decision.pending, false)).toBeNull();
    expect(destinationAfterAuthDrawer(decision.pending, true)).toBe('/my-account/orders');
  });

  it('a guest on a typed URL (no page before it, or a reload) sees the page, and goes home when closing the drawer', () => {
    for (const from of [null, '/my-account/orders', '/my-account/overview']) {
      const decision = decideAccountEntry(false, '/my-account/orders', from);
      expect(decision).toEqual({ kind: 'sign-in-here', pending: { target: '/my-account/orders', onDismiss: '/' } });
      if (decision.kind === 'enter') throw new Error('unreachable');
      expect(destinationAfterAuthDrawer(decision.pending, false)).toBe('/');
    }
  });
});

describe('the sign-up welcome', () => {
  it('greets by first name, or without one', () => {
    expect(welcomeMessage(' Layla ')).toBe('Welcome to Maison, Layla! Your account is ready.');
    expect(welcomeMessage('')).toBe('Welcome to Maison! Your account is ready.');
  });
});
