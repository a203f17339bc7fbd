import { MY_ACCOUNT_LABEL, ROUTES, SIGN_OUT_LABEL } from '@/domain';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon';
import { useDelayedCallback, useDismissOnLeave, useIsSmallScreen } from '../../hooks';
import { useSignOut } from '../../identity/use-sign-out';
import styles from './header.module.less';

const HOVER_CLOSE_MS = 180;

/** A signed-in shopper's account icon (spec §2), with the desktop dropdown on hover and keyboard focus. */
export function SignedInAccount() {
  const small = useIsSmallScreen();
  const [open, setOpen] = useState(false);
  const closing = useDelayedCallback();
  const root = useRef<HTMLDivElement>(null);
  const returningFocus = useRef(false);
  const leaving = useDismissOnLeave<HTMLDivElement>(() => setOpen(false));
  const menuId = useId();

  const dropdown = !small;
  const show = (): void => {
    closing.cancel();
    setOpen(true);
  };
  const onPointerEnter = (event: PointerEvent): void => {
    if (dropdown && event.pointerType === 'mouse') show();
  };
  const onPointerLeave = (event: PointerEvent): void => {
    if (event.pointerType === 'mouse') closing.schedule(() => setOpen(false), HOVER_CLOSE_MS);
  };
  const onFocus = (): void => {
    if (returningFocus.current) returningFocus.current = false;
    else if (dropdown) show();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      // Escape gives focus back to the icon without opening the dropdown again.
      returningFocus.current = true;
      root.current?.querySelector<HTMLElement>('a')?.focus();
      returningFocus.current = false;
    }
  };

  return (
    <div
      ref={root}
      className={styles.account}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={leaving.onBlur}
      onKeyDown={onKeyDown}
    >
      <Link
        to={ROUTES.accountOverview}
        className={styles.iconButton}
        aria-label={MY_ACCOUNT_LABEL}
        aria-controls={dropdown && open ? menuId : undefined}
        aria-expanded={dropdown ? open : undefined}
        onClick={() => setOpen(false)}
      >
        <Icon name="account" size="medium" />
        <span className={styles.signedInMark} aria-hidden="true" />
      </Link>
      {dropdown && open ? <AccountDropdown id={menuId} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/** The desktop dropdown: My account and Sign out; either closes it. */
function AccountDropdown({ id, onClose }: { id: string; onClose: () => void }) {
  const signOut = useSignOut();
  return (
    <div id={id} className={styles.accountMenu} data-testid="account-dropdown">
      <ul role="list" className={styles.accountList}>
        <li>
          <Link to={ROUTES.accountOverview} className={styles.accountItem} onClick={onClose}>
            {MY_ACCOUNT_LABEL}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.accountItem}
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            {SIGN_OUT_LABEL}
          </button>
        </li>
      </ul>
    </div>
  );
}
