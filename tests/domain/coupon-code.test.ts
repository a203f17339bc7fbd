import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkCouponCode,
  checkCouponToApply,
  COUPON_ALREADY_APPLIED,
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_REQUIRED,
  COUPON_CODE_TOO_LONG,
} from '@/domain/coupon-code';

describe('coupon field on focus-out', () => {
  it('an empty field is fine: a coupon is optional', () => {
    expect(checkCouponCode('')).toBeNull();
    expect(checkCouponCode('   ')).toBeNull();
  });

  it('accepts up to the API limit of 40 characters, surrounding spaces aside', () => {
    expect(COUPON_CODE_MAX_LENGTH).toBe(40);
    expect(checkCouponCode(` ${'A'.repeat(40)} `)).toBeNull();
    expect(checkCouponCode('A'.repeat(41))).toBe(COUPON_CODE_TOO_LONG);
    expect(COUPON_CODE_TOO_LONG).toBe('A coupon code has at most 40 characters');
  });
});

describe('coupon code being applied', () => {
  it('is required once trimmed', () => {
    expect(checkCouponToApply('', [])).toBe(COUPON_CODE_REQUIRED);
    expect(checkCouponToApply(' \t ', [])).toBe(COUPON_CODE_REQUIRED);
    expect(COUPON_CODE_REQUIRED).toBe('Please enter a coupon code');
  });

  it('spec §5: a code already applied is refused, ignoring case and spaces (coupons are de-duplicated by code)', () => {
    expect(checkCouponToApply(' welcome10 ', [{ code: 'WELCOME10' }])).toBe(COUPON_ALREADY_APPLIED);
    expect(checkCouponToApply('SAVE15', [{ code: 'WELCOME10' }])).toBeNull();
  });

  it('is not longer than the API accepts', () => {
    expect(checkCouponToApply('B'.repeat(41), [])).toBe(COUPON_CODE_TOO_LONG);
  });

  it('any non-blank code of at most 40 characters not yet applied is sent to the server', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((code) => code.trim() !== ''), (code) => {
        expect(checkCouponToApply(code, [])).toBeNull();
      }),
    );
  });
});
