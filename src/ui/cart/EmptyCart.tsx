import { ROUTES } from '@/domain';
import { type Ref } from 'react';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import { CONTINUE_SHOPPING_LABEL, EMPTY_CART_MESSAGE, EMPTY_CART_TITLE } from './cart-texts';
import styles from './cart.module.less';

/** Props of EmptyCart. */
export interface EmptyCartProps {
  /** Called when the shopper follows the way back (the drawer closes itself). */
  readonly onContinue?: () => void;
  /** The title's level under the surrounding heading (h2 on the page, h3 in the drawer). */
  readonly headingLevel?: 2 | 3;
  /** The title takes the focus when the last line was just removed, so the focus is not lost. */
  readonly titleRef?: Ref<HTMLHeadingElement>;
}

/** The empty cart: a quiet message and a way back to shopping. */
export function EmptyCart({ onContinue, headingLevel = 2, titleRef }: EmptyCartProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.empty} data-testid="empty-cart">
      <span className={styles.emptyMark} aria-hidden="true">
        <Icon name="cart" size="xlarge" />
      </span>
      <Heading ref={titleRef} className={styles.emptyTitle} tabIndex={-1}>
        {EMPTY_CART_TITLE}
      </Heading>
      <p className={styles.emptyMessage}>{EMPTY_CART_MESSAGE}</p>
      <Button to={ROUTES.home} size="large" onClick={onContinue} className={styles.emptyAction}>
        {CONTINUE_SHOPPING_LABEL}
      </Button>
    </div>
  );
}
