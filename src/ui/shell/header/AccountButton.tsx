import { AuthStore, UiStore } from '@/application';
import { useObservableEagerState } from 'observable-hooks';
import { ShellIcon } from '../../components/icon/ShellIcon';
import { useService } from '../../app/services';
import { deferredPart } from '../../app/rendering/deferred-part';
import styles from './header.module.less';

/** Accessible name of the account icon for a guest: it opens the sign-in drawer. */
export const SIGN_IN_LABEL = 'Sign in';

// A signed-in shopper's icon is a link until its dropdown's code has loaded and hydrated: not start-up JavaScript.
const SignedInAccount = deferredPart<object>(() => import('./SignedInAccount'), 'SignedInAccount');

/**
 * The account icon (spec §2): a guest gets the sign-in drawer; a signed-in shopper goes to
 * /my-account/overview, and on desktop a dropdown with My account and Sign out shows on hover
 * and on keyboard focus.
 */
export function AccountButton() {
  const auth = useService(AuthStore);
  const signedIn = useObservableEagerState(auth.isAuthenticated$);
  return signedIn ? <SignedInAccount /> : <GuestAccountButton />;
}

/** A guest's account icon: it opens the sign-in drawer. */
function GuestAccountButton() {
  const ui = useService(UiStore);
  return (
    <button type="button" className={styles.iconButton} onClick={() => ui.openDrawer({ kind: 'auth' })} aria-label={SIGN_IN_LABEL} aria-haspopup="dialog">
      <ShellIcon name="account" size="medium" />
    </button>
  );
}
