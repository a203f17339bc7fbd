import { checkCouponCode } from '@/domain';
import { DomainRule } from './domain-rule';

/**
 * The cart's coupon field. On focus-out only the length is checked (a coupon is optional); the
 * submit checks the rest with `checkCouponToApply`, and the server decides whether the code applies.
 */
export class CouponFormModel {
  @DomainRule('couponCode', (value: string) => checkCouponCode(value ?? ''))
  code = '';
}
