import { type OrderLimitNotice, ROUTES, type StockLevel, type StockNotice } from '@/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { VIEW_CART_LABEL } from '../../cart/cart-texts';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { ADD_FAILED_MESSAGE, ADD_TO_CART_LABEL, ADDED_TO_CART_MESSAGE, CHOOSE_SIZE_HINT } from './product-choice';
import styles from './product.module.less';

/** How the last add to cart ended, shown for a while below the button. */
export type AddOutcome = 'added' | 'failed';

/** Props of the buy box. */
export interface BuyBoxProps {
  /** What to say about stock for the current choice; null when there is nothing to say yet. */
  readonly stock: StockNotice | null;
  /** A size is still to be chosen. */
  readonly needsSize: boolean;
  /** The chosen variant can go into the cart. */
  readonly canAdd: boolean;
  /** The product's per-order limit, as the product page says it; null when it has none. */
  readonly limit?: OrderLimitNotice | null;
  readonly adding: boolean;
  readonly outcome: AddOutcome | null;
  readonly onAdd: () => void;
}

/** The look of each stock level: plenty needs no emphasis. */
const STOCK_CLASS: Record<StockLevel, string | undefined> = { out: styles.stockOut, low: styles.stockLow, in: undefined };

/**
 * The stock line, the add-to-cart button with its size hint and the product's per-order limit
 * (which describe the button), and the outcome of the last add.
 */
export function BuyBox({ stock, needsSize, canAdd, limit = null, adding, outcome, onAdd }: BuyBoxProps) {
  const hintId = useId();
  const limitId = useId();
  const soldOut = stock?.level === 'out';
  const showHint = needsSize && !soldOut;
  const describedBy = [needsSize ? hintId : null, limit ? limitId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <p className={[styles.stock, stock ? STOCK_CLASS[stock.level] : ''].filter(Boolean).join(' ')} role="status">
        {stock?.message ?? '\u00a0'}
      </p>

      <div className={styles.actions}>
        <Button size="large" fullWidth disabled={!canAdd && !adding} loading={adding} loadingLabel="Adding to cart" onClick={onAdd} aria-describedby={describedBy}>
          {ADD_TO_CART_LABEL}
        </Button>
        {showHint ? (
          <p id={hintId} className={styles.hint}>
            {CHOOSE_SIZE_HINT}
          </p>
        ) : null}
        {limit ? (
          // A status, so reaching the limit with an add is announced as it happens.
          <p id={limitId} className={[styles.limit, limit.reached ? styles.limitReached : ''].filter(Boolean).join(' ')} role="status" data-testid="order-limit">
            {limit.message}
          </p>
        ) : null}
        <p className={styles.outcome} role="status" aria-live="polite">
          {outcome === 'added' ? (
            <>
              <span className={styles.added}>
                <Icon name="check" size="small" /> {ADDED_TO_CART_MESSAGE}
              </span>
              {/* The way on after the drawer is closed. */}
              <Link to={ROUTES.cart} className={styles.viewCart}>
                {VIEW_CART_LABEL}
              </Link>
            </>
          ) : outcome === 'failed' ? (
            <span className={styles.failed}>{ADD_FAILED_MESSAGE}</span>
          ) : null}
        </p>
      </div>
    </>
  );
}
