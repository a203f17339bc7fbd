import type { Coupon } from '@/domain';
import { useRef } from 'react';
import { AppliedCoupons } from './AppliedCoupons';
import { CouponForm } from './CouponForm';
import styles from './cart.module.less';

/** The coupon field and the coupons applied, together: after a removal the focus returns to the field. */
export function CartCoupons({ coupons, className }: { readonly coupons: readonly Coupon[]; readonly className?: string }) {
  const section = useRef<HTMLDivElement>(null);
  return (
    <div ref={section} className={[styles.couponSection, className].filter(Boolean).join(' ')}>
      <CouponForm coupons={coupons} />
      <AppliedCoupons coupons={coupons} onRemoved={() => section.current?.querySelector<HTMLInputElement>('input')?.focus()} />
    </div>
  );
}
