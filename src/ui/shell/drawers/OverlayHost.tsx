import { UiStore, type DrawerKind } from '@/application';
import { useObservableEagerState } from 'observable-hooks';
import { type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SnackbarHost, ToastHost } from '../../components/snackbar';
import { useService } from '../../app/services';
import { FEATURES, type FeatureLoader, type OnDemandFeature } from '../../composition';
import type { HostedDrawerProps } from './hosted-drawer';
import type { NavigatorDrawer as NavigatorDrawerComponent } from './NavigatorDrawer';

// The overlays are not on the first paint: each loads on demand, when first opened, or when the
// browser is idle after start-up (DESIGN.md, budgets), so the start-up JavaScript stays small.
// Some need a feature whose services load on demand (search, signing in): loaded with their code.
/** An overlay's code: its module, the component it exports, and the on-demand feature its services come from. */
interface OverlayCode {
  readonly load: () => Promise<Record<string, unknown>>;
  readonly name: string;
  readonly feature?: OnDemandFeature;
}

const OVERLAYS = {
  menu: { load: () => import('../burger/BurgerMenu'), name: 'BurgerMenu' },
  search: { load: () => import('./SearchDrawer'), name: 'SearchDrawer', feature: 'search' },
  navigator: { load: () => import('./NavigatorDrawer'), name: 'NavigatorDrawer' },
  auth: { load: () => import('./AuthDrawer'), name: 'AuthDrawer', feature: 'sign-in' },
  cart: { load: () => import('./CartDrawer'), name: 'CartDrawer' },
  reset: { load: () => import('./ResetDrawer'), name: 'ResetDrawer', feature: 'sign-in' },
  newsletter: { load: () => import('./NewsletterDialog'), name: 'NewsletterDialog' },
} as const satisfies Record<string, OverlayCode>;

/** The overlays as lazy components: each shows once its code, and its feature in the container, have loaded. */
function lazyOverlays(features: FeatureLoader) {
  const pick = <P,>({ load, name, feature }: OverlayCode) =>
    lazy(async () => {
      const [module] = await Promise.all([load(), feature ? features(feature) : undefined]);
      return { default: module[name] as ComponentType<P> };
    });
  return {
    BurgerMenu: pick<object>(OVERLAYS.menu),
    SearchDrawer: pick<HostedDrawerProps>(OVERLAYS.search),
    NavigatorDrawer: pick<ComponentProps<typeof NavigatorDrawerComponent>>(OVERLAYS.navigator),
    AuthDrawer: pick<HostedDrawerProps>(OVERLAYS.auth),
    CartDrawer: pick<HostedDrawerProps>(OVERLAYS.cart),
    ResetDrawer: pick<HostedDrawerProps>(OVERLAYS.reset),
    NewsletterDialog: pick<{ readonly open: boolean }>(OVERLAYS.newsletter),
  };
}

/** Fetches every overlay's chunk and feature once the browser is idle, so a first opening does not wait for the network. */
function prefetchOverlays(features: FeatureLoader): void {
  Object.values<OverlayCode>(OVERLAYS).forEach(({ load, feature }) => {
    // A failed prefetch is retried by the opening itself.
    load().catch(() => undefined);
    if (feature) features(feature).catch(() => undefined);
  });
}

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
  const [{ BurgerMenu, SearchDrawer, NavigatorDrawer, AuthDrawer, CartDrawer, ResetDrawer, NewsletterDialog }] = useState(() => lazyOverlays(features));
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
    const handle = window.requestIdleCallback(() => prefetchOverlays(features), { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }, [features]);

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
        <BurgerMenu />
      </OnDemand>
      <OnDemand opened={searchOpened}>
        <SearchDrawer open={find('search') !== null} onClose={closer('search')} />
      </OnDemand>
      <OnDemand opened={navigatorOpened}>
        <NavigatorDrawer drawer={find('navigator')} onClose={closer('navigator')} />
      </OnDemand>
      <OnDemand opened={authOpened}>
        <AuthDrawer open={find('auth') !== null} onClose={closer('auth')} />
      </OnDemand>
      <OnDemand opened={cartOpened}>
        <CartDrawer open={find('cart') !== null} onClose={closer('cart')} />
      </OnDemand>
      <OnDemand opened={resetOpened}>
        <ResetDrawer open={find('reset') !== null} onClose={closer('reset')} />
      </OnDemand>
      <OnDemand opened={newsletterOpened}>
        <NewsletterDialog open={state.dialog === 'newsletter'} />
      </OnDemand>
      <SnackbarHost snackbars={state.snackbars} onDismiss={(id) => ui.dismissSnackbar(id)} />
      <ToastHost toasts={state.toasts} onDismiss={(id) => ui.dismissToast(id)} />
    </>
  );
}
