import { describe, expect, it } from 'vitest';
import { ValidationError } from '@/application';
import { AxiosCartGateway } from '@/infrastructure/http/axios-cart-gateway';
import { answer, useMswServer } from '../support/msw/server';
import { testClient } from '../support/msw/client';
import { cartItem, coupon } from './fixtures';

const server = useMswServer();
const cart = { items: [cartItem(11, 2)], coupons: [coupon()] };
const gateway = (user: string | null = 'user-token') => new AxiosCartGateway(testClient({ user, guest: null }).http);

describe('the server cart (spec §7)', () => {
  it('GET /api/products/cart with the bearer answers cart and coupons', async () => {
    const seen = answer(server, 'get', '/api/products/cart', cart);
    expect(await gateway().get()).toEqual(cart);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer user-token');
  });

  it('POST /api/products/cart sends exactly {items:[{quantity, product_id, raw:false}]}', async () => {
    const seen = answer(server, 'post', '/api/products/cart', cart);
    const answered = await gateway().add([
      { product_id: 11, quantity: 2 },
      { product_id: 12, quantity: 1 },
    ]);
    expect(seen[0]!.text).toBe('{"items":[{"quantity":2,"product_id":11,"raw":false},{"quantity":1,"product_id":12,"raw":false}]}');
    expect(seen[0]!.headers.get('content-type')).toContain('application/json');
    expect(answered).toEqual(cart);
  });

  it('never sends more than ids and quantities, even if a caller passes more', async () => {
    const seen = answer(server, 'put', '/api/products/cart', cart);
    const line = { product_id: 11, quantity: 3, price: 1 } as { product_id: number; quantity: number };
    await gateway().replace([line]);
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.json).toEqual({ items: [{ quantity: 3, product_id: 11 }] });
  });
});

describe('coupons', () => {
  it('applies with POST /api/products/cart/coupons {code} and removes with DELETE .../coupons/{code}', async () => {
    const applied = answer(server, 'post', '/api/products/cart/coupons', cart);
    const removed = answer(server, 'delete', '/api/products/cart/coupons/SAVE%2010', { items: cart.items, coupons: [] });
    const carts = gateway();
    expect(await carts.applyCoupon('WELCOME10')).toEqual(cart);
    expect(applied[0]!.json).toEqual({ code: 'WELCOME10' });
    expect((await carts.removeCoupon('SAVE 10')).coupons).toEqual([]);
    expect(removed).toHaveLength(1);
  });

  it('keeps a coupon that stopped applying with its reason, and reads an answer without those fields as applying', async () => {
    const stale = coupon({ code: 'SAVE15', min_subtotal: 7500, discount: 0, applies: false, reason: 'This coupon needs a minimum order of $75.00.' });
    answer(server, 'get', '/api/products/cart', { items: cart.items, coupons: [stale] });
    expect((await gateway().get()).coupons).toEqual([stale]);
    const { min_subtotal: _min, expired: _expired, applies: _applies, reason: _reason, ...older } = coupon();
    answer(server, 'post', '/api/products/cart/quote', { items: cart.items, coupons: [older] });
    expect((await gateway(null).quote([{ product_id: 11, quantity: 2 }], ['WELCOME10'])).coupons).toEqual([coupon()]);
  });

  it('a refused coupon is a ValidationError on code', async () => {
    answer(server, 'post', '/api/products/cart/coupons', { message: 'Invalid', data: { errors: { code: 'This coupon has expired.' } } }, { status: 422 });
    await expect(gateway().applyCoupon('OLD')).rejects.toEqual(expect.objectContaining({ fieldErrors: { code: 'This coupon has expired.' } }));
    await expect(gateway().applyCoupon('OLD')).rejects.toBeInstanceOf(ValidationError);
  });

  it('checks a coupon for a guest with POST /api/coupons/check {code, items}', async () => {
    const seen = answer(server, 'post', '/api/coupons/check', coupon());
    expect(await gateway(null).checkCoupon('WELCOME10', [{ product_id: 11, quantity: 2 }])).toEqual(coupon());
    expect(seen[0]!.json).toEqual({ code: 'WELCOME10', items: [{ quantity: 2, product_id: 11 }] });
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });
});

describe('guest quote and shipping fee', () => {
  it('quotes with POST /api/products/cart/quote {items, coupons}', async () => {
    const seen = answer(server, 'post', '/api/products/cart/quote', cart);
    expect(await gateway(null).quote([{ product_id: 11, quantity: 2 }], ['WELCOME10'])).toEqual(cart);
    expect(seen[0]!.json).toEqual({ items: [{ quantity: 2, product_id: 11 }], coupons: ['WELCOME10'] });
  });

  it('POST /api/products/shipping-fee sends {address_id} (spec §7)', async () => {
    const fee = { insurance_enabled: true, rate_with_insurance: 900, rate_without_insurance: 500 };
    const seen = answer(server, 'post', '/api/products/shipping-fee', fee);
    expect(await gateway().shippingFee(42)).toEqual(fee);
    expect(seen[0]!.text).toBe('{"address_id":42}');
  });
});
