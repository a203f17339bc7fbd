import { UiStore, type DrawerKind } from '@/application';
import { useObservableEagerState } from 'observable-hooks';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SnackbarHost, ToastHost } from '../../components/snackbar';
import { useService } from '../../app/services';
import { FEATURES } from '../../composition';
import { overlaysFor, prefetchOverlaysWhenIdle } from './overlays';

/** Drawers a navigation closes: the shopper has gone where they chose (a result, a link, a cart line's product). */
const CLOSED_ON_NAVIGATION: readonly DrawerKind[] = ['search', 'menu', 'cart'];

/**
 * True from the first time `open` is true: an overlay mounts then (its chunk loads) and stays
 * mounted, so it keeps its exit transition and its state, as if it had always been there.
 */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** An overlay that mounts when first opened, in its own boundary: loading it hides no other overlay. */
function OnDemand({ opened, children }: { readonly opened: boolean; readonly children: ReactNode }) {
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Renders what the UiStore says is open: drawers, the newsletter dialog, snackbars and toasts. */
export function OverlayHost() {
  const ui = useService(UiStore);
  const features = useService(FEATURES);
  const overlays = overlaysFor(features);
  const { menu: BurgerMenu, search: SearchDrawer, navigator: NavigatorDrawer, auth: AuthDrawer, cart: CartDrawer, reset: ResetDrawer, newsletter: NewsletterDialog } = overlays;
  const state = useObservableEagerState(ui.state$);
  const { key } = useLocation();
  const firstKey = useRef(key);

  useEffect(() => {
    if (key === firstKey.current) return;
    firstKey.current = key;
    CLOSED_ON_NAVIGATION.forEach((kind) => ui.closeDrawer(kind));
  }, [key, ui]);

  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return undefined;
    return prefetchOverlaysWhenIdle(overlays).cancel;
  }, [overlays]);

  const find = (kind: DrawerKind) => state.drawers.find((drawer) => drawer.kind === kind) ?? null;
  const closer = (kind: DrawerKind) => () => ui.closeDrawer(kind);

  const menuOpened = useOpenedOnce(find('menu') !== null);
  const searchOpened = useOpenedOnce(find('search') !== null);
  const navigatorOpened = useOpenedOnce(find('navigator') !== null);
  const authOpened = useOpenedOnce(find('auth') !== null);
  const cartOpened = useOpenedOnce(find('cart') !== null);
  const resetOpened = useOpenedOnce(find('reset') !== null);
  const newsletterOpened = useOpenedOnce(state.dialog === 'newsletter');

  return (
    <>
      <OnDemand opened={menuOpened}>
        <BurgerMenu.Component />
      </OnDemand>
      <OnDemand opened={searchOpened}>
        <SearchDrawer.Component open={find('search') !== null} onClose={closer('search')} term={find('search')?.term} />
      </OnDemand>
      <OnDemand opened={navigatorOpened}>
        <NavigatorDrawer.Component drawer={find('navigator')} onClose={closer('navigator')} />
      </OnDemand>
      <OnDemand opened={authOpened}>
        <AuthDrawer.Component open={find('auth') !== null} onClose={closer('auth')} />
      </OnDemand>
      <OnDemand opened={cartOpened}>
        <CartDrawer.Component open={find('cart') !== null} onClose={closer('cart')} />
      </OnDemand>
      <OnDemand opened={resetOpened}>
        <ResetDrawer.Component open={find('reset') !== null} onClose={closer('reset')} />
      </OnDemand>
      <OnDemand opened={newsletterOpened}>
        <NewsletterDialog.Component open={state.dialog === 'newsletter'} />
      </OnDemand>
      <SnackbarHost snackbars={state.snackbars} onDismiss={(id) => ui.dismissSnackbar(id)} />
      <ToastHost toasts={state.toasts} onDismiss={(id) => ui.dismissToast(id)} />
    </>
  );
}
