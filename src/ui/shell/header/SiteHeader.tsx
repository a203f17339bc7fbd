import { ShellStore, UiStore } from '@/application';
import { ROUTES } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { type CSSProperties, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ShellIcon } from '../../components/icon/ShellIcon';
import { useService } from '../../app/services';
import { useScreenSize, useScrollPast } from '../../hooks';
import { cx } from '../links';
import { usePrefetchOverlay } from '../drawers/prefetch-overlay';
import { Logo } from '../logo/Logo';
import { MainNavigation } from '../deferred-parts';
import { AccountButton } from './AccountButton';
import { CartButton } from './CartButton';
import { StoreNotice } from './StoreNotice';
import styles from './header.module.less';

/** Accessible names of the header's icons. */
export const HEADER_LABELS = { search: 'Search', storeLocator: 'Store locator', menu: 'Menu' } as const;

const PRODUCT_PAGE = /^\/products\/[^/]+\/?$/;

/**
 * The header (spec §2): store notice, logo, main navigation (desktop) or burger (small screens),
 * and the search, account, cart and store-locator icons. On a product page on a small screen it is
 * transparent over the gallery until the page is scrolled past its height.
 */
export function SiteHeader() {
  const shell = useService(ShellStore);
  const { menu } = useObservableEagerState(shell.state$);
  // Unknown in a server render and while hydrating: both variants render, CSS shows one.
  const screen = useScreenSize();
  const small = screen === 'small';
  const wide = screen === 'wide';
  const { pathname } = useLocation();
  // The header floats over a product's gallery on a small screen (the styles apply up to 768 px only).
  const overlay = !wide && PRODUCT_PAGE.test(pathname);

  return (
    <>
      <StoreNotice />
      <HeaderFrame overlay={overlay} small={small}>
        <div className={styles.bar}>
          <HeaderStart screen={screen} />
          <div className={styles.center}>
            <Logo />
          </div>
          <div className={styles.end}>
            <Link to={ROUTES.stores} className={styles.iconButton} aria-label={HEADER_LABELS.storeLocator}>
              <ShellIcon name="store-locator" size="medium" />
            </Link>
            <AccountButton />
            <CartButton />
          </div>
        </div>
        {small ? null : <MainNavigation entries={menu} className="wide-screen-only" />}
      </HeaderFrame>
    </>
  );
}

/**
 * The header element. Over a product's gallery (`overlay`) it floats, transparent until the page
 * is scrolled past its height; the scroll is followed here, and only then. Crossing that line
 * re-renders this element in the scroll's task, not the bar it holds (the same children): the
 * whole header, rendered again there, was input delay for a tap that scrolled the page first.
 */
function HeaderFrame({ overlay, small, children }: { readonly overlay: boolean; readonly small: boolean; readonly children: ReactNode }) {
  const header = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  // Its height matters only then. Read when the browser has laid the page out, and set in a
  // transition: measured in a layout effect, it forced a layout inside the hydration's commit and
  // re-rendered the header synchronously after it, on every page.
  useEffect(() => {
    const element = header.current;
    if (!overlay || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const measured = element.offsetHeight;
      startTransition(() => setHeight(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [overlay]);

  const scrolledPast = useScrollPast(height, overlay);
  const transparent = overlay && !scrolledPast;
  return (
    <header
      ref={header}
      className={cx(styles.header, overlay && styles.overlay, transparent && styles.transparent)}
      style={overlay && height > 0 ? ({ '--header-height': `${height}px` } as CSSProperties) : undefined}
      data-transparent={(small && transparent) || undefined}
    >
      {children}
    </header>
  );
}

/** The bar's start: the burger (small screens) and the search button. */
function HeaderStart({ screen }: { readonly screen: ReturnType<typeof useScreenSize> }) {
  const ui = useService(UiStore);
  const menuOpen = useObservableEagerState(ui.state$).drawers.some((drawer) => drawer.kind === 'menu');
  const prefetchSearchDrawer = usePrefetchOverlay('search');
  const small = screen === 'small';
  const wide = screen === 'wide';
  return (
    <div className={styles.start}>
      {!wide ? (
        <button
          type="button"
          className={cx(styles.iconButton, 'small-screen-only')}
          aria-label={HEADER_LABELS.menu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => ui.openDrawer({ kind: 'menu' })}
        >
          <ShellIcon name="menu" size="medium" />
        </button>
      ) : null}
      <button
        type="button"
        className={cx(styles.iconButton, styles.searchButton)}
        aria-label={HEADER_LABELS.search}
        aria-haspopup="dialog"
        onClick={() => ui.openDrawer({ kind: 'search' })}
        // The drawer's code loads as the shopper nears the button, if idle time has not loaded it yet.
        onPointerEnter={prefetchSearchDrawer}
        onFocus={prefetchSearchDrawer}
      >
        <ShellIcon name="search" size="medium" />
        {small ? null : (
          <span className={cx(styles.searchText, 'wide-screen-only')} aria-hidden="true">
            {HEADER_LABELS.search}
          </span>
        )}
      </button>
    </div>
  );
}
