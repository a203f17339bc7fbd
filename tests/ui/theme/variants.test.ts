import { describe, expect, it } from 'vitest';
import * as variants from '@/ui/theme/variants';
import { FLAG_SCALES } from '@/ui/theme/sizes';

describe('interface variants (spec §9)', () => {
  it('spec §9: icon, button, code input and flag sizes, and button colours', () => {
    expect(variants.ICON_SIZES).toEqual(['mini', 'small', 'medium', 'large', 'xlarge']);
    expect(variants.BUTTON_SIZES).toEqual(['small', 'medium', 'large']);
    expect(variants.CODE_INPUT_SIZES).toEqual(['small', 'medium', 'large']);
    expect(variants.BUTTON_COLORS).toEqual(['black', 'white', 'gray']);
    expect(Object.keys(FLAG_SCALES)).toEqual(['small', 'medium', 'large']);
  });

  it('spec §9: payment method icons and other icons, named as listed', () => {
    expect(variants.PAYMENT_METHOD_ICONS).toEqual([
      '3-times payment', 'amex', 'applepay', 'bancontact', 'cb', 'giftcard', 'ideal', 'jcb', 'klarna', 'mastercard', 'paypal', 'sofort', 'visa',
    ]);
    expect(variants.OTHER_ICONS).toEqual(['cart', 'favorite', 'account', 'store locator', 'pickup point', 'truck', 'return', 'gift']);
  });
});
