// The auth, cart and reset drawers as titled shells: their content comes with the shopping issue
// (issue 5), which replaces the bodies here.
import { ResetPasswordFlow } from '@/application';
import { FORGOT_PASSWORD_TITLE, RESET_PASSWORD_TITLE } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { Drawer } from '../../components/drawer';
import { useService } from '../../app/services';

/** Title of the auth drawer. */
export const AUTH_DRAWER_TITLE = 'Sign in';

/** Title of the cart drawer. */
export const CART_DRAWER_TITLE = 'Your cart';

/** Props shared by the drawers of the host. */
export interface HostedDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** The sign-in / sign-up drawer (content: issue 5). */
export function AuthDrawer({ open, onClose }: HostedDrawerProps) {
  return <Drawer open={open} onClose={onClose} title={AUTH_DRAWER_TITLE} side="right" width="default" />;
}

/** The cart drawer, opened by the cart icon above 768 px and after every add (content: issue 5). */
export function CartDrawer({ open, onClose }: HostedDrawerProps) {
  return <Drawer open={open} onClose={onClose} title={CART_DRAWER_TITLE} side="right" width="default" />;
}

/** The reset-password drawer (32rem), titled by its step (content: issue 5). */
export function ResetDrawer({ open, onClose }: HostedDrawerProps) {
  const flow = useService(ResetPasswordFlow);
  const { step } = useObservableEagerState(flow.state$);
  return (
    <Drawer open={open} onClose={onClose} title={step === 'reset' ? RESET_PASSWORD_TITLE : FORGOT_PASSWORD_TITLE} side="right" width="reset" />
  );
}
