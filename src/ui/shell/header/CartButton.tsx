import { CartStore, UiStore, VIEWPORT } from '@/application';
import { cartCount, cartIconOpensDrawer, ROUTES } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { ShellIcon } from '../../components/icon/ShellIcon';
import { useService } from '../../app/services';
import styles from './header.module.less';

/** The cart's accessible name with its count. */
export function cartLabel(count: number): string {
  return count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
}

/**
 * The cart icon with its item-count badge and a dot when the cart is not empty (spec §2): on
 * viewports wider than 768 px it opens the cart drawer, otherwise it goes to /checkout/cart.
 */
export function CartButton() {
  const cart = useService(CartStore);
  const ui = useService(UiStore);
  const viewport = useService(VIEWPORT);
  const count = cartCount(useObservableEagerState(cart.items$));

  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // a new tab wants the page
    if (!cartIconOpensDrawer(viewport.width())) return; // the link goes to /checkout/cart
    event.preventDefault();
    ui.openDrawer({ kind: 'cart' });
  };

  return (
    <Link to={ROUTES.cart} className={styles.iconButton} onClick={onClick} aria-label={cartLabel(count)} data-testid="cart-button">
      <span className={styles.cartIcon}>
        <ShellIcon name="cart" size="medium" />
        {count > 0 ? <span className={styles.cartDot} data-testid="cart-dot" aria-hidden="true" /> : null}
      </span>
      <span className={styles.cartCount} data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
