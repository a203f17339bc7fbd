import { type CartItem, type CartPricing, type Coupon, formatMoney, linePrice } from '@/domain';
import { useId } from 'react';
import { discountText } from '../cart/AppliedCoupons';
import { CartTotals } from '../cart/CartTotals';
import { CouponForm } from '../cart/CouponForm';
import { ProductPicture } from '../components/product-picture';
import { ORDER_SUMMARY_TITLE } from '../cart/cart-texts';
import styles from './checkout.module.less';

/** Props of OrderSummary. */
export interface OrderSummaryProps {
  readonly items: readonly CartItem[];
  /** The domain's pricing (`cartPricing$`, or an order's stored figures): every figure comes from it. */
  readonly pricing: CartPricing;
  readonly coupons: readonly Coupon[];
  /** Insurance chosen and charged: the shipping row says it is insured. */
  readonly insured?: boolean;
  readonly pending?: boolean;
  readonly title?: string;
  /** Offers the coupon field (the checkout's steps; an order placed is read-only). */
  readonly couponEntry?: boolean;
  readonly className?: string;
}

/** The checkout's summary beside the form (below on phones): lines, coupons and totals, read-only. */
export function OrderSummary({ items, pricing, coupons, insured = false, pending = false, title = ORDER_SUMMARY_TITLE, couponEntry = false, className }: OrderSummaryProps) {
  const titleId = useId();
  return (
    <section className={[styles.summary, className].filter(Boolean).join(' ')} aria-labelledby={titleId} data-testid="order-summary">
      <h2 id={titleId} className={styles.summaryTitle}>
        {title}
      </h2>
      <ul role="list" className={styles.summaryLines}>
        {items.map((item) => (
          <li key={item.product.id} className={styles.summaryLine}>
            <span className={styles.summaryMedia}>
              {item.product.image ? <ProductPicture src={item.product.image} sizes="56px" alt="" width={56} height={70} loading="lazy" decoding="async" /> : null}
              <span className={styles.summaryQuantity} aria-label={`Quantity ${item.quantity}`}>
                {item.quantity}
              </span>
            </span>
            <span className={styles.summaryName}>
              {item.product.name}
              {item.product.attributes.length > 0 ? (
                <span className={styles.summaryAttributes}>{item.product.attributes.map((attribute) => attribute.value).join(' · ')}</span>
              ) : null}
            </span>
            <span className={styles.summaryPrice}>{formatMoney(linePrice(item))}</span>
          </li>
        ))}
      </ul>
      {coupons.length > 0 ? (
        <ul role="list" className={styles.summaryCoupons} aria-label="Coupons">
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <span>
                <span className={styles.summaryCode}>{coupon.code}</span>
                {coupon.applies === false && coupon.reason ? <span className={styles.summaryReason}>{coupon.reason}</span> : null}
              </span>
              <span>{discountText(coupon)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {couponEntry ? <CouponForm coupons={coupons} /> : null}
      <CartTotals pricing={pricing} pending={pending} insured={insured} className={styles.summaryTotals} />
    </section>
  );
}
