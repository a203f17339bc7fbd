import { Skeleton } from '../components/skeleton';
import { LOADING_CART_LABEL } from './cart-texts';
import styles from './cart.module.less';

/**
 * Stands in for a signed-in shopper's cart while it loads at start-up: the shape of two lines,
 * announced as busy, so an empty cart is never claimed before the server has answered.
 */
export function CartSkeleton({ lines = 2 }: { readonly lines?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" data-testid="cart-skeleton">
      <span className="visually-hidden">{LOADING_CART_LABEL}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={styles.line} aria-hidden="true">
          <Skeleton className={styles.lineMedia} aspectRatio="4 / 5" />
          <div className={styles.lineInfo}>
            <Skeleton width="30%" height="0.7rem" />
            <Skeleton width="70%" height="1rem" />
            <Skeleton width="45%" height="0.7rem" />
            <Skeleton width="6.5rem" height="2.5rem" className={styles.skeletonStepper} />
          </div>
        </div>
      ))}
    </div>
  );
}
