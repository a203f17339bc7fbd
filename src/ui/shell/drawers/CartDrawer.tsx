import { ROUTES } from '@/domain';
import { Button } from '../../components/button';
import { Drawer } from '../../components/drawer';
import { CartCoupons } from '../../cart/CartCoupons';
import { CartLines } from '../../cart/CartLines';
import { CartSkeleton } from '../../cart/CartSkeleton';
import { CartTotals } from '../../cart/CartTotals';
import { CART_TITLE, CHECKOUT_LABEL, VIEW_CART_LABEL } from '../../cart/cart-texts';
import { EmptyCart } from '../../cart/EmptyCart';
import { useCart } from '../../cart/use-cart';
import { useEmptiedFocus } from '../../cart/use-emptied-focus';
import type { HostedDrawerProps } from './hosted-drawer';
import styles from '../../cart/cart.module.less';

/** Title of the cart drawer. */
export const CART_DRAWER_TITLE = CART_TITLE;

/**
 * The cart drawer (default width 30rem, from the right), opened by the cart icon above 768 px and
 * after every add. It shows the one CartStore, as the /checkout/cart page does: the lines and
 * coupons in its body, the totals, Checkout and View cart in its footer. While a guest's cart
 * waits for the server's quote, its prices are placeholders.
 */
export function CartDrawer({ open, onClose }: HostedDrawerProps) {
  const { items, coupons, pricing, loading, pricesPending } = useCart();
  const empty = items.length === 0 && !loading;
  const emptyTitle = useEmptiedFocus(empty);

  const footer = empty ? undefined : (
    <div className={styles.drawerFooter}>
      <CartTotals pricing={pricing} pending={loading || pricesPending} />
      <div className={styles.drawerActions}>
        {/* The checkout has its own shell: the drawer closes on the way there. */}
        <Button to={ROUTES.shipping} size="large" fullWidth disabled={loading} onClick={onClose}>
          {CHECKOUT_LABEL}
        </Button>
        <Button to={ROUTES.cart} variant="text" onClick={onClose} className={styles.viewCart}>
          {VIEW_CART_LABEL}
        </Button>
      </div>
    </div>
  );

  return (
    <Drawer open={open} onClose={onClose} title={CART_DRAWER_TITLE} side="right" width="default" footer={footer}>
      {loading ? <CartSkeleton /> : null}
      {empty ? <EmptyCart headingLevel={3} onContinue={onClose} titleRef={emptyTitle} /> : null}
      {items.length > 0 ? (
        <div className={styles.drawerBody}>
          <CartLines items={items} pricesPending={pricesPending} />
          <CartCoupons coupons={coupons} className={styles.drawerCoupons} />
        </div>
      ) : null}
    </Drawer>
  );
}
