// PLACEHOLDER until issue 5: the cart lines, coupons and totals replace the body.
import { Drawer } from '../../components/drawer';
import type { HostedDrawerProps } from './hosted-drawer';

/** Title of the cart drawer. */
export const CART_DRAWER_TITLE = 'Your cart';

/** The cart drawer, opened by the cart icon above 768 px and after every add. */
export function CartDrawer({ open, onClose }: HostedDrawerProps) {
  return <Drawer open={open} onClose={onClose} title={CART_DRAWER_TITLE} side="right" width="default" />;
}
