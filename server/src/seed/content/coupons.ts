/** The demo coupons; README.md in the seed folder documents them. */
import { type CouponType } from '../../db/types.js';

export interface CouponContent {
  code: string;
  type: CouponType;
  /** Percent for a percentage coupon, cents for a fixed one. */
  amount: number;
  min_subtotal: number;
  /** Days from "now"; negative is in the past; null never expires. */
  expires_in_days: number | null;
  allow_free_shipping: boolean;
}

export const COUPONS: readonly CouponContent[] = [
  { code: 'WELCOME10', type: 'percentage-discount', amount: 10, min_subtotal: 0, expires_in_days: null, allow_free_shipping: false },
  { code: 'SAVE15', type: 'fixed-cart-discount', amount: 1500, min_subtotal: 7500, expires_in_days: null, allow_free_shipping: false },
  { code: 'FREESHIP', type: 'fixed-cart-discount', amount: 0, min_subtotal: 0, expires_in_days: null, allow_free_shipping: true },
  { code: 'SUMMER20', type: 'percentage-discount', amount: 20, min_subtotal: 0, expires_in_days: -30, allow_free_shipping: false },
];
