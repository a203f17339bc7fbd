import { UiStore, type DrawerKind } from '@/application';
import { useObservableEagerState } from 'observable-hooks';
import { type ComponentProps, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SnackbarHost, ToastHost } from '../../components/snackbar';
import { useService } from '../../app/services';
import { FEATURES, type FeatureLoader, type OnDemandFeature } from '../../composition';
import type { HostedDrawerProps } from './hosted-drawer';
import { onDemand, type OnDemandComponent } from './on-demand';
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

/** The overlays, in the order the idle prefetch fetches them: the likeliest first opened first. */
const OVERLAYS = {
  search: { load: () => import('./SearchDrawer'), name: 'SearchDrawer', feature: 'search' },
  cart: { load: () => import('./CartDrawer'), name: 'CartDrawer' },
  menu: { load: () => import('../burger/BurgerMenu'), name: 'BurgerMenu' },
  navigator: { load: () => import('./NavigatorDrawer'), name: 'NavigatorDrawer' },
  auth: { load: () => import('./AuthDrawer'), name: 'AuthDrawer', feature: 'sign-in' },
  newsletter: { load: () => import('./NewsletterDialog'), name: 'NewsletterDialog' },
  reset: { load: () => import('./ResetDrawer'), name: 'ResetDrawer', feature: 'sign-in' },
} as const satisfies Record<string, OverlayCode>;

type Overlays = { readonly [Kind in keyof typeof OVERLAYS]: OnDemandComponent<OverlayProps[Kind]> };
interface OverlayProps {
  readonly menu: object;
  readonly search: HostedDrawerProps & { readonly term?: string };
  readonly navigator: ComponentProps<typeof NavigatorDrawerComponent>;
  readonly auth: HostedDrawerProps;
  readonly cart: HostedDrawerProps;
  readonly reset: HostedDrawerProps;
  readonly newsletter: { readonly open: boolean };
}

// One set per container (one in a browser): the header's prefetch and the host share it.
const overlaysByLoader = new WeakMap<FeatureLoader, Overlays>();

/** The overlays as on-demand components: each shows once its code, and its feature in the container, have loaded. */
function overlaysFor(features: FeatureLoader): Overlays {
  const known = overlaysByLoader.get(features);
  if (known) return known;
  const make = <P extends object>({ load, name, feature }: OverlayCode) =>
    onDemand<P>(async () => (await Promise.all([load(), feature ? features(feature) : undefined]))[0], name);
  const overlays: Overlays = {
    search: make(OVERLAYS.search),
    cart: make(OVERLAYS.cart),
    menu: make(OVERLAYS.menu),
    navigator: make(OVERLAYS.navigator),
    auth: make(OVERLAYS.auth),
    newsletter: make(OVERLAYS.newsletter),
    reset: make(OVERLAYS.reset),
  };
  overlaysByLoader.set(features, overlays);
  return overlays;
}

/**
 * Fetches the overlays' chunks and features so a first opening does not wait for the network: one
 * at a time, each when the browser is next idle, in the order of OVERLAYS. Fetched together, their
 * code ran in long tasks just after start-up: Lighthouse's total blocking time on a slow phone,
 * median of 5, was 144 ms on the search page and 92 ms on home; one at a time, 93 and 86 ms.
 * Returns a cancel.
 */
function prefetchOverlaysWhenIdle(overlays: Overlays): () => void {
  const queue = Object.values(overlays);
  let handle = 0;
  let cancelled = false;
  const next = () => {
    const overlay = queue.shift();
    if (overlay === undefined || cancelled) return;
    handle = window.requestIdleCallback(
      // A failed prefetch is retried by the opening itself.
      () => void overlay.prefetch().catch(() => undefined).finally(next),
      { timeout: 5_000 },
    );
  };
  next();
  return () => {
    cancelled = true;
    window.cancelIdleCallback(handle);
  };
}

/** Loads an overlay's code and feature now: the header calls it as the shopper nears the search button. */
export function usePrefetchOverlay(kind: keyof typeof OVERLAYS): () => void {
  const features = useService(FEATURES);
  return useCallback(() => {
    overlaysFor(features)[kind].prefetch().catch(() => undefined);
  }, [features, kind]);
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
    return prefetchOverlaysWhenIdle(overlays);
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
