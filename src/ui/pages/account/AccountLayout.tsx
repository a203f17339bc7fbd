import { AccountGuard, AuthStore } from '@/application';
import { ACCOUNT_NAVIGATION, ACCOUNT_PATHS, ACCOUNT_TITLES, accountPageOf, SIGN_OUT_LABEL } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useService } from '../../app/services';
import { ACCOUNT_NAV_LABEL, BACK_TO_ACCOUNT, SIGN_IN_NEEDED_TEXT, SIGN_IN_NEEDED_TITLE } from '../../account/account-texts';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { useSignOut } from '../../identity/use-sign-out';
import styles from './account.module.less';

/**
 * The account area's frame (issue 12): its navigation (Overview, Orders, Addresses, Profile,
 * Wishlist, Sign out) in a side column on desktop; on a phone the overview lists the pages and
 * every other page leads back to it. The current page is marked. A guest (the auth guard has
 * opened the drawer) sees why the page is empty.
 */
export function AccountLayout() {
  const auth = useService(AuthStore);
  const signedIn = useObservableEagerState(auth.isAuthenticated$);
  const { pathname } = useLocation();
  const onOverview = accountPageOf(pathname) === 'overview';
  // An order's page leads back to the orders itself.
  const onOrder = pathname.startsWith(`${ACCOUNT_PATHS.orders}/`);

  if (!signedIn) return <SignInNeeded />;
  return (
    <div className={styles.layout}>
      <aside className={[styles.side, onOverview ? styles.sideHome : ''].filter(Boolean).join(' ')}>
        <p className={styles.hello}>{ACCOUNT_NAV_LABEL}</p>
        <AccountNavigation />
      </aside>
      <div className={styles.content}>
        {onOverview || onOrder ? null : (
          <Link to={ACCOUNT_PATHS.overview} className={styles.back}>
            <Icon name="arrow-left" size="small" />
            {BACK_TO_ACCOUNT}
          </Link>
        )}
        <Outlet />
      </div>
    </div>
  );
}

/** The list of the account's pages and Sign out; the current page (an order counts as Orders) is marked. */
function AccountNavigation() {
  const signOut = useSignOut();
  return (
    <nav aria-label={ACCOUNT_NAV_LABEL}>
      <ul role="list" className={styles.nav}>
        {ACCOUNT_NAVIGATION.map((page) => (
          <li key={page}>
            <NavLink to={ACCOUNT_PATHS[page]} className={({ isActive }) => [styles.navLink, isActive ? styles.current : ''].filter(Boolean).join(' ')}>
              <span>{ACCOUNT_TITLES[page]}</span>
              <Icon name="chevron-right" size="small" />
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={[styles.navLink, styles.signOut].join(' ')} onClick={() => void signOut()}>
            <span>{SIGN_OUT_LABEL}</span>
            <Icon name="arrow" size="small" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** What a guest sees under the auth drawer the guard opened. */
function SignInNeeded() {
  const guard = useService(AccountGuard);
  const { pathname, search } = useLocation();
  return (
    <div className={styles.guest}>
      <span className={styles.guestIcon} aria-hidden="true">
        <Icon name="account" size="large" />
      </span>
      <h1 className={styles.guestTitle}>{SIGN_IN_NEEDED_TITLE}</h1>
      <p className={styles.muted}>{SIGN_IN_NEEDED_TEXT}</p>
      <Button size="large" onClick={() => guard.signInFor(pathname + search)}>
        Sign in
      </Button>
    </div>
  );
}
