import { awayFromFreeDelivery, type CartPricing, formatMoney } from '@/domain';
import { Skeleton } from '../components/skeleton';
import {
  DISCOUNT_LABEL,
  FREE_SHIPPING_LABEL,
  minus,
  SHIPPING_INSURED_LABEL,
  SHIPPING_LABEL,
  SHIPPING_PENDING_LABEL,
  SUBTOTAL_LABEL,
  TOTAL_LABEL,
  totalAnnouncement,
} from './cart-texts';
import styles from './cart.module.less';

/** Props of CartTotals. */
export interface CartTotalsProps {
  /** The domain's pricing of the cart (`cartPricing$`): every figure comes from it. */
  readonly pricing: CartPricing;
  /** The figures are not known yet (the guest's quote, the signed-in cart loading). */
  readonly pending?: boolean;
  /** Shipping includes the insurance the shopper chose (the checkout says so). */
  readonly insured?: boolean;
  readonly className?: string;
}

/** What shipping says: free, not quoted before an address is chosen, or the fee. */
function shippingText(pricing: CartPricing): string {
  if (pricing.freeShipping) return FREE_SHIPPING_LABEL;
  if (pricing.shippingPending) return SHIPPING_PENDING_LABEL;
  return formatMoney(pricing.shipping);
}

/** How far the goods are from the store's free-delivery threshold, when it sets one and they are under it. */
function FreeDeliveryDistance({ missing }: { readonly missing: number }) {
  return (
    <p className={styles.freeDelivery} data-testid="free-delivery-distance">
      {awayFromFreeDelivery(missing)}
    </p>
  );
}

/**
 * Subtotal, discount, shipping and total (spec §9), as the domain priced them, and, under a store's
 * free-delivery threshold, how much is left to reach it; the total is announced politely when it
 * changes. While pending, the figures are placeholders.
 */
export function CartTotals({ pricing, pending = false, insured = false, className }: CartTotalsProps) {
  const figure = (testId: string, text: string) =>
    pending ? (
      <dd className={styles.figure}>
        <Skeleton width="4.5rem" height="0.9rem" />
      </dd>
    ) : (
      <dd className={styles.figure} data-testid={testId}>
        {text}
      </dd>
    );
  const total = formatMoney(pricing.total);
  return (
    <div className={[styles.totals, className].filter(Boolean).join(' ')} aria-busy={pending || undefined}>
      {!pending && pricing.toFreeDelivery !== null ? <FreeDeliveryDistance missing={pricing.toFreeDelivery} /> : null}
      <dl className={styles.totalsList}>
        <div className={styles.row}>
          <dt>{SUBTOTAL_LABEL}</dt>
          {figure('cart-subtotal', formatMoney(pricing.subtotal))}
        </div>
        {pricing.discount > 0 ? (
          <div className={styles.row}>
            <dt>{DISCOUNT_LABEL}</dt>
            {figure('cart-discount', minus(pricing.discount))}
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{insured && !pricing.freeShipping ? SHIPPING_INSURED_LABEL : SHIPPING_LABEL}</dt>
          {figure('cart-shipping', shippingText(pricing))}
        </div>
        <div className={[styles.row, styles.totalRow].join(' ')}>
          <dt>{TOTAL_LABEL}</dt>
          {figure('cart-total', total)}
        </div>
      </dl>
      <p className="visually-hidden" aria-live="polite">
        {pending ? '' : totalAnnouncement(total)}
      </p>
    </div>
  );
}
