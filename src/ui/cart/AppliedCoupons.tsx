import { RemoveCoupon } from '@/application';
import { type Coupon, formatMoney } from '@/domain';
import { useState } from 'react';
import { useService } from '../app/services';
import { Icon } from '../components/icon';
import { Loader } from '../components/loader';
import {
  APPLIED_COUPONS_LABEL,
  COUPON_REMOVE_FAILED,
  couponDescription,
  couponRemovedMessage,
  FREE_SHIPPING_LABEL,
  minus,
  NOT_APPLIED_LABEL,
  REMOVE_LABEL,
  REMOVING_LABEL,
  removeCouponLabel,
} from './cart-texts';
import styles from './cart.module.less';

/** Props of AppliedCoupons. */
export interface AppliedCouponsProps {
  readonly coupons: readonly Coupon[];
  /** After a removal, where the focus goes (the coupon field), since the removed row is gone. */
  readonly onRemoved?: () => void;
}

/** What a coupon takes off this cart (`discount`, cents, as the domain priced the summary), or that it does not apply. */
export function discountText(coupon: Coupon): string {
  if (coupon.applies === false) return NOT_APPLIED_LABEL;
  if (coupon.discount > 0) return minus(coupon.discount);
  return coupon.allow_free_shipping ? FREE_SHIPPING_LABEL : formatMoney(0);
}

/** The applied coupons: code, what it is, its discount and Remove (RemoveCoupon). */
export function AppliedCoupons({ coupons, onRemoved }: AppliedCouponsProps) {
  const remove = useService(RemoveCoupon);
  const [removing, setRemoving] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const removeCoupon = async (code: string): Promise<void> => {
    if (removing) return;
    setRemoving(code);
    setFailed(false);
    const result = await remove.execute(code);
    setRemoving(null);
    if (!result.ok) return setFailed(true);
    setAnnouncement(couponRemovedMessage(code));
    onRemoved?.();
  };

  return (
    <>
      {coupons.length > 0 ? (
        <ul role="list" className={styles.coupons} aria-label={APPLIED_COUPONS_LABEL}>
          {coupons.map((coupon) => (
            <li key={coupon.id} className={styles.coupon} data-testid="applied-coupon">
              <Icon name="gift" size="small" className={styles.couponIcon} />
              <span className={styles.couponText}>
                <span className={styles.couponCode}>{coupon.code}</span>
                <span className={styles.couponDescription}>{couponDescription(coupon)}</span>
                {coupon.applies === false && coupon.reason ? <span className={styles.couponError}>{coupon.reason}</span> : null}
              </span>
              <span className={styles.couponDiscount} data-testid="coupon-discount">
                {discountText(coupon)}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={removeCouponLabel(coupon.code)}
                aria-disabled={removing !== null || undefined}
                onClick={() => void removeCoupon(coupon.code)}
              >
                {removing === coupon.code ? <Loader size="small" label={REMOVING_LABEL} /> : REMOVE_LABEL}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {failed ? (
        <p className={styles.couponError} role="alert">
          {COUPON_REMOVE_FAILED}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
