import { AccountGuard, AuthStore, ShellStore, UiStore } from '@/application';
import {
  columnHeading,
  isBoldLink,
  MENU_CLOSE_DELAY_MS,
  MENU_SHORTCUT_LABELS,
  navigationHref,
  ROUTES,
  SEARCH_PLACEHOLDER,
  SIGN_OUT_LABEL,
  type MegaMenuColumn,
  type NavigationEntry,
} from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Drawer } from '../../components/drawer';
import { Icon } from '../../components/icon';
import { useService } from '../../app/services';
import { useDelayedCallback } from '../../hooks';
import { useSignOut } from '../../identity/use-sign-out';
import { cx, SmartLink } from '../links';
import { hasMegaMenu, shopAllLabel } from '../navigation/MainNavigation';
import styles from './burger-menu.module.less';

/** Title of the burger menu's top level. */
export const MENU_TITLE = 'Menu';

/** Accessible name of the back button of an inner level. */
export const backLabel = (to: string): string => `Back to ${to}`;

/** The name of a column of links: its heading, else its first link. */
export function columnLabel(column: MegaMenuColumn): string {
  return columnHeading(column);
}

interface Level {
  readonly entry: number | null;
  readonly column: number | null;
}
const TOP: Level = { entry: null, column: null };

/**
 * The level the menu shows: every opening starts at the top level (closing the top level closed
 * the inner ones), and moving to another level puts focus on its first link or button.
 */
function useMenuLevel(open: boolean) {
  const [level, setLevel] = useState<Level>(TOP);
  const [wasOpen, setWasOpen] = useState(open);
  const pane = useRef<HTMLDivElement>(null);
  const focusPane = useRef(false);

  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setLevel(TOP);
  }

  useEffect(() => {
    if (!focusPane.current) return;
    focusPane.current = false;
    pane.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [level]);

  const go = (next: Level): void => {
    focusPane.current = true;
    setLevel(next);
  };
  return { level, go, pane };
}

/** What a level shows: its entry and column (when inner), its title, and where its back button leads. */
function levelView(menu: readonly NavigationEntry[], level: Level) {
  const entry: NavigationEntry | undefined = level.entry === null ? undefined : menu[level.entry];
  const column: MegaMenuColumn | undefined = entry && level.column !== null ? entry.megamenu_columns[level.column] : undefined;
  const title = column ? columnLabel(column) : entry ? entry.label : MENU_TITLE;
  const back = column && entry ? { label: entry.label, to: { entry: level.entry, column: null } } : entry ? { label: MENU_TITLE, to: TOP } : null;
  return { entry, column, title, back };
}

/**
 * The mobile burger menu (spec §2, §4): a drawer (32rem) with three levels — entries, the columns
 * of the chosen entry, the links of the chosen column — with back buttons, a search box that opens
 * the search drawer, and the shortcuts. A guest's Login and Wishlist open the auth drawer and close
 * the menu 500 ms later; a signed-in shopper also gets Sign out. Closing the menu closes every level.
 */
export function BurgerMenu() {
  const ui = useService(UiStore);
  const shell = useService(ShellStore);
  const auth = useService(AuthStore);
  const signOut = useSignOut();
  const guard = useService(AccountGuard);
  const open = useObservableEagerState(ui.state$).drawers.some((drawer) => drawer.kind === 'menu');
  const { menu } = useObservableEagerState(shell.state$);
  const signedIn = useObservableEagerState(auth.isAuthenticated$);
  const { level, go, pane } = useMenuLevel(open);
  const closeLater = useDelayedCallback();

  const close = (): void => {
    closeLater.cancel();
    ui.closeDrawer('menu');
  };
  /** A guest's account destinations: the auth drawer now (signing in leads there), the menu closed 500 ms later (spec §4). */
  const needSignIn = (to: string): void => {
    guard.signInFor(to);
    closeLater.schedule(() => ui.closeDrawer('menu'), MENU_CLOSE_DELAY_MS);
  };
  /** Signs out (token, cart and coupon cleared, "You have logged out!", then /) from a closed menu. */
  const leave = (): void => {
    close();
    void signOut();
  };

  const { entry, column, title, back } = levelView(menu, level);

  return (
    <Drawer
      open={open}
      onClose={close}
      side="left"
      width="menu"
      title={title}
      className={styles.drawer}
      startAction={
        back ? (
          <button type="button" className={styles.back} onClick={() => go(back.to)} aria-label={backLabel(back.label)}>
            <Icon name="arrow-left" size="medium" />
          </button>
        ) : null
      }
      footer={<MenuShortcuts signedIn={signedIn} onNavigate={close} onNeedSignIn={needSignIn} onSignOut={leave} />}
    >
      <div className={styles.layout}>
        {level.entry === null ? (
          <button type="button" className={styles.searchBox} onClick={() => ui.openDrawer({ kind: 'search' })} aria-label="Search" aria-haspopup="dialog">
            <Icon name="search" size="small" />
            <span className={styles.searchPlaceholder}>{SEARCH_PLACEHOLDER}</span>
          </button>
        ) : null}
        <div ref={pane} key={`${level.entry}-${level.column}`} className={styles.pane} data-level={column ? 3 : entry ? 2 : 1}>
          {column ? (
            <LinksLevel column={column} onNavigate={close} />
          ) : entry ? (
            <ColumnsLevel entry={entry} onChoose={(index) => go({ entry: level.entry, column: index })} onNavigate={close} />
          ) : (
            <EntriesLevel entries={menu} onChoose={(index) => go({ entry: index, column: null })} onNavigate={close} />
          )}
        </div>
      </div>
    </Drawer>
  );
}

/** What the shortcuts do: go somewhere (closing the menu), ask a guest to sign in, or sign out. */
interface MenuShortcutsProps {
  readonly signedIn: boolean;
  readonly onNavigate: () => void;
  readonly onNeedSignIn: (to: string) => void;
  readonly onSignOut: () => void;
}

/** The shortcuts at the bottom of the menu: Login or My account, Wishlist, Help, Stores, and Sign out for a shopper (spec §2). */
function MenuShortcuts({ signedIn, onNavigate, onNeedSignIn, onSignOut }: MenuShortcutsProps) {
  return (
    <nav aria-label="Shortcuts">
      <ul role="list" className={styles.shortcuts}>
        <li>
          <AccountShortcut signedIn={signedIn} to={ROUTES.accountOverview} icon="account" onNavigate={onNavigate} onNeedSignIn={onNeedSignIn}>
            {signedIn ? MENU_SHORTCUT_LABELS.myAccount : MENU_SHORTCUT_LABELS.login}
          </AccountShortcut>
        </li>
        <li>
          <AccountShortcut signedIn={signedIn} to={ROUTES.wishlist} icon="favorite" onNavigate={onNavigate} onNeedSignIn={onNeedSignIn}>
            {MENU_SHORTCUT_LABELS.wishlist}
          </AccountShortcut>
        </li>
        <li>
          <Link to={ROUTES.faq} className={styles.shortcut} onClick={onNavigate}>
            <Icon name="return" size="small" />
            {MENU_SHORTCUT_LABELS.help}
          </Link>
        </li>
        <li>
          <Link to={ROUTES.stores} className={styles.shortcut} onClick={onNavigate}>
            <Icon name="store-locator" size="small" />
            {MENU_SHORTCUT_LABELS.stores}
          </Link>
        </li>
        {signedIn ? (
          <li className={styles.signOutItem}>
            <button type="button" className={cx(styles.shortcut, styles.signOut)} onClick={onSignOut}>
              {SIGN_OUT_LABEL}
              <Icon name="arrow" size="small" />
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A shortcut to an account page: a link for a shopper; for a guest, a button that asks to sign in first (spec §4). */
function AccountShortcut({ signedIn, to, icon, onNavigate, onNeedSignIn, children }: {
  readonly signedIn: boolean;
  readonly to: string;
  readonly icon: 'account' | 'favorite';
  readonly onNavigate: () => void;
  readonly onNeedSignIn: (to: string) => void;
  readonly children: ReactNode;
}) {
  const content = (
    <>
      <Icon name={icon} size="small" />
      {children}
    </>
  );
  return signedIn ? (
    <Link to={to} className={styles.shortcut} onClick={onNavigate}>
      {content}
    </Link>
  ) : (
    <button type="button" className={styles.shortcut} onClick={() => onNeedSignIn(to)}>
      {content}
    </button>
  );
}

function EntriesLevel({ entries, onChoose, onNavigate }: { entries: readonly NavigationEntry[]; onChoose: (index: number) => void; onNavigate: () => void }) {
  return (
    <ul role="list" className={styles.entries}>
      {entries.map((entry, index) => {
        const href = navigationHref(entry);
        return (
          <li key={`${entry.label}-${index}`}>
            {hasMegaMenu(entry) ? (
              <button type="button" className={styles.entry} onClick={() => onChoose(index)}>
                <span>{entry.label}</span>
                <Icon name="chevron-right" size="small" />
              </button>
            ) : href ? (
              <SmartLink href={href} className={styles.entry} onClick={onNavigate}>
                <span>{entry.label}</span>
              </SmartLink>
            ) : (
              <span className={styles.entry}>{entry.label}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ColumnsLevel({ entry, onChoose, onNavigate }: { entry: NavigationEntry; onChoose: (index: number) => void; onNavigate: () => void }) {
  const href = navigationHref(entry);
  return (
    <>
      {href ? (
        <SmartLink href={href} className={styles.shopAll} onClick={onNavigate}>
          {shopAllLabel(entry.label)}
          <Icon name="arrow" size="small" />
        </SmartLink>
      ) : null}
      <ul role="list" className={styles.columns}>
        {entry.megamenu_columns.map((column, index) =>
          column.links.length === 0 ? null : (
            <li key={index}>
              <button type="button" className={styles.column} onClick={() => onChoose(index)}>
                <span className={styles.columnText}>
                  <span className={styles.columnLabel}>{columnLabel(column)}</span>
                  <span className={styles.columnPreview}>
                    {column.links
                      .slice(column.heading ? 0 : 1, column.heading ? 3 : 4)
                      .map((link) => link.label)
                      .join(' · ')}
                  </span>
                </span>
                <Icon name="chevron-right" size="small" />
              </button>
            </li>
          ),
        )}
      </ul>
      {entry.image ? (
        entry.image_link ? (
          <SmartLink href={entry.image_link} className={styles.feature} onClick={onNavigate}>
            <img src={entry.image.url} alt="" loading="lazy" decoding="async" />
            <span className={styles.featureTitle}>{entry.image.title}</span>
          </SmartLink>
        ) : (
          <figure className={styles.feature}>
            <img src={entry.image.url} alt="" loading="lazy" decoding="async" />
            <figcaption className={styles.featureTitle}>{entry.image.title}</figcaption>
          </figure>
        )
      ) : null}
    </>
  );
}

function LinksLevel({ column, onNavigate }: { column: MegaMenuColumn; onNavigate: () => void }) {
  return (
    <ul role="list" className={styles.links}>
      {column.links.map((link, index) => {
        const href = navigationHref(link);
        const bold = isBoldLink(column, index);
        const className = cx(styles.link, bold && styles.bold);
        const label = bold ? <strong>{link.label}</strong> : link.label;
        return (
          <li key={`${link.label}-${index}`}>
            {href ? (
              <SmartLink href={href} className={className} onClick={onNavigate}>
                {label}
              </SmartLink>
            ) : (
              <span className={className}>{label}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
