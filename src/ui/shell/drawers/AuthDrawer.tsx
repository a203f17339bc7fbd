// PLACEHOLDER until issue 5: the sign-in / sign-up forms replace the body.
import { Drawer } from '../../components/drawer';
import type { HostedDrawerProps } from './hosted-drawer';

/** Title of the auth drawer. */
export const AUTH_DRAWER_TITLE = 'Sign in';

/** The sign-in / sign-up drawer. */
export function AuthDrawer({ open, onClose }: HostedDrawerProps) {
  return <Drawer open={open} onClose={onClose} title={AUTH_DRAWER_TITLE} side="right" width="default" />;
}
