import { cartCount, ROUTES } from '@/domain';
import { useId } from 'react';
import { useMatches } from 'react-router-dom';
import { Button } from '../../components/button';
import { PaymentIcon } from '../../components/icon';
import { CartCoupons } from '../../cart/CartCoupons';
import { CartLines } from '../../cart/CartLines';
import { CartSkeleton } from '../../cart/CartSkeleton';
import { CartTotals } from '../../cart/CartTotals';
import { CART_TITLE, CHECKOUT_LABEL, itemCount, ORDER_SUMMARY_TITLE, PAYMENT_NOTE } from '../../cart/cart-texts';
import { CheckoutHeader } from '../../cart/CheckoutHeader';
import { EmptyCart } from '../../cart/EmptyCart';
import { useCart } from '../../cart/use-cart';
import { useEmptiedFocus } from '../../cart/use-emptied-focus';
import type { RouteHandle } from '../../app/route-handle';
import styles from './cart-page.module.less';
import { PageHead } from '../../seo';

/** The card marks shown under Checkout. */
const PAYMENT_MARKS = ['visa', 'mastercard', 'amex'] as const;

/** The title the route declares (its handle), for the document title. */
function useRouteTitle(): string {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.title ?? CART_TITLE;
}

/**
 * `/checkout/cart`, in the checkout shell (spec §2: no store header or footer): its own checkout
 * header, the lines, and a summary column with the coupon field, applied coupons, totals and
 * Checkout (stacked under the lines on small screens). The same CartStore as the drawer; while a
 * guest's cart waits for the server's quote, its prices are placeholders.
 */
export function Component() {
  const title = useRouteTitle();
  const { items, coupons, pricing, loading, pricesPending } = useCart();
  const empty = items.length === 0 && !loading;
  const emptyTitle = useEmptiedFocus(empty);
  const summaryId = useId();

  return (
    <div className={styles.page}>
      <PageHead title={title} noindex />
      <CheckoutHeader />
      <div className={styles.content}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{CART_TITLE}</h1>
          {items.length > 0 ? <p className={styles.count}>{itemCount(cartCount(items))}</p> : null}
        </div>
        {empty ? (
          <EmptyCart headingLevel={2} titleRef={emptyTitle} />
        ) : (
          <div className={styles.layout}>
            <div className={styles.lines}>{loading ? <CartSkeleton lines={3} /> : <CartLines items={items} pricesPending={pricesPending} />}</div>
            <section className={styles.summary} aria-labelledby={summaryId}>
              <h2 id={summaryId} className={styles.summaryTitle}>
                {ORDER_SUMMARY_TITLE}
              </h2>
              {loading ? null : <CartCoupons coupons={coupons} />}
              <CartTotals pricing={pricing} pending={loading || pricesPending} className={styles.totals} />
              <Button to={ROUTES.shipping} size="large" fullWidth disabled={loading}>
                {CHECKOUT_LABEL}
              </Button>
              <div className={styles.payment}>
                <p className={styles.paymentNote}>{PAYMENT_NOTE}</p>
                <p className={styles.paymentMarks}>
                  {PAYMENT_MARKS.map((method) => (
                    <PaymentIcon key={method} method={method} size="large" label />
                  ))}
                </p>
              </div>
            </section>
          </div>
        )}
      </div>
    </div>
  );
}
