import { describe, expect, it } from 'vitest';
import * as variants from '@/domain/ui-variants';
import { FLAG_SCALES } from '@/domain/layout';

describe('interface variants (spec §2, §9)', () => {
  it('spec §9: icon, button, code input and flag sizes, and button colours', () => {
    expect(variants.ICON_SIZES).toEqual(['mini', 'small', 'medium', 'large', 'xlarge']);
    expect(variants.BUTTON_SIZES).toEqual(['small', 'medium', 'large']);
    expect(variants.BUTTON_COLORS).toEqual(['black', 'white', 'gray']);
    expect(variants.CODE_INPUT_SIZES).toEqual(['small', 'medium', 'large']);
    expect(variants.FLAG_SIZES).toEqual(Object.keys(FLAG_SCALES));
  });

  it('spec §2: toast kinds info, success, warning, danger; snackbar kinds success, warning, error', () => {
    expect(variants.TOAST_KINDS).toEqual(['info', 'success', 'warning', 'danger']);
    expect(variants.SNACKBAR_KINDS).toEqual(['success', 'warning', 'error']);
  });

  it('spec §9: payment method icons and other icons, named as listed', () => {
    expect(variants.PAYMENT_METHOD_ICONS).toEqual([
      '3-times payment', 'amex', 'applepay', 'bancontact', 'cb', 'giftcard', 'ideal', 'jcb', 'klarna', 'mastercard', 'paypal', 'sofort', 'visa',
    ]);
    expect(variants.OTHER_ICONS).toEqual(['cart', 'favorite', 'account', 'store locator', 'pickup point', 'truck', 'return', 'gift']);
  });
});
