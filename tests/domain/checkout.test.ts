import { describe, expect, it } from 'vitest';
import { checkoutAttemptSignature, checkoutGuard, gatewayReturnDecision, hasBuyableLines } from '@/domain/checkout';

const line = (stock: number) => ({ product: { stock } as never });

describe('checkout guards (spec §4; behaviour ours)', () => {
  const base = { step: 'shipping' as const, items: [line(3)], identified: true, deliveryChosen: false };

  it('check-cart comes first: nothing buyable goes to the cart', () => {
    expect(hasBuyableLines([line(0), line(-1)])).toBe(false);
    expect(checkoutGuard({ ...base, items: [], identified: false })).toEqual({ kind: 'redirect', to: '/checkout/cart' });
    expect(checkoutGuard({ ...base, items: [line(0)] })).toEqual({ kind: 'redirect', to: '/checkout/cart' });
  });

  it('guest: nobody known is asked who they are', () => {
    expect(checkoutGuard({ ...base, identified: false })).toEqual({ kind: 'identify' });
  });

  it('payment needs a delivery; shipping does not', () => {
    expect(checkoutGuard(base)).toEqual({ kind: 'proceed' });
    expect(checkoutGuard({ ...base, step: 'payment' })).toEqual({ kind: 'redirect', to: '/checkout/shipping' });
    expect(checkoutGuard({ ...base, step: 'payment', deliveryChosen: true })).toEqual({ kind: 'proceed' });
  });
});

describe('encryption: a gateway return is worth confirming only with the stored merchant state', () => {
  const stored = { sessionId: 's-1', merchantState: 'm-1' };

  it('no result indicator is no return', () => {
    expect(gatewayReturnDecision({ resultIndicator: null, sessionId: null }, stored)).toEqual({ kind: 'none' });
  });

  it('a matching indicator (and session) is confirmed with the server', () => {
    expect(gatewayReturnDecision({ resultIndicator: 'm-1', sessionId: 's-1' }, stored)).toEqual({ kind: 'confirm', sessionId: 's-1' });
    expect(gatewayReturnDecision({ resultIndicator: 'm-1', sessionId: null }, stored)).toEqual({ kind: 'confirm', sessionId: 's-1' });
  });

  it('a forged indicator, another session or nothing stored is rejected', () => {
    expect(gatewayReturnDecision({ resultIndicator: 'x', sessionId: 's-1' }, stored)).toEqual({ kind: 'rejected' });
    expect(gatewayReturnDecision({ resultIndicator: 'm-1', sessionId: 's-2' }, stored)).toEqual({ kind: 'rejected' });
    expect(gatewayReturnDecision({ resultIndicator: 'm-1', sessionId: 's-1' }, null)).toEqual({ kind: 'rejected' });
  });
});

describe('one order per checkout attempt: what makes two Pays the same attempt', () => {
  const content = {
    items: [{ product_id: 11, quantity: 2 }, { product_id: 4, quantity: 1 }],
    coupons: ['WELCOME10', 'ship'],
    shippingAddressId: 1,
    pickupStoreId: null,
    billingAddressId: 1,
    insurance: false,
  };
  const signature = checkoutAttemptSignature(content);

  it('is the same for the same lines and codes in any order', () => {
    expect(checkoutAttemptSignature({ ...content, items: [...content.items].reverse(), coupons: ['SHIP', 'welcome10'] })).toBe(signature);
  });

  it('differs when a line, a quantity, a coupon, the delivery, the billing or the insurance changes', () => {
    const changes = [
      { items: [{ product_id: 11, quantity: 3 }, { product_id: 4, quantity: 1 }] },
      { items: [{ product_id: 11, quantity: 2 }] },
      { coupons: ['WELCOME10'] },
      { shippingAddressId: 2 },
      { shippingAddressId: null, pickupStoreId: 1 },
      { billingAddressId: 2 },
      { insurance: true },
    ];
    for (const change of changes) expect(checkoutAttemptSignature({ ...content, ...change })).not.toBe(signature);
  });
});
