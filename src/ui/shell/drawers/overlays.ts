import type { ComponentProps } from 'react';
import type { FeatureLoader, OnDemandFeature } from '../../composition';
import type { HostedDrawerProps } from './hosted-drawer';
import { onDemand, type OnDemandComponent } from '../../app/rendering/on-demand';
import type { NavigatorDrawer as NavigatorDrawerComponent } from './NavigatorDrawer';

// The overlays are not on the first paint: each loads on demand, when first opened, or when the
// browser is idle after start-up (DESIGN.md, budgets), so the start-up JavaScript stays small.
// Some need a feature whose services load on demand (search, signing in, the newsletter): loaded with their code.
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
  newsletter: { load: () => import('./NewsletterDialog'), name: 'NewsletterDialog', feature: 'newsletter' },
  reset: { load: () => import('./ResetDrawer'), name: 'ResetDrawer', feature: 'sign-in' },
} as const satisfies Record<string, OverlayCode>;

/** The overlays' kinds. */
export type OverlayKind = keyof typeof OVERLAYS;

export type Overlays = { readonly [Kind in keyof typeof OVERLAYS]: OnDemandComponent<OverlayProps[Kind]> };
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
export function overlaysFor(features: FeatureLoader): Overlays {
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

/** An idle prefetch under way: `done` resolves once it asks for nothing more (all fetched, or cancelled). */
export interface OverlayPrefetch {
  readonly cancel: () => void;
  readonly done: Promise<void>;
}

/**
 * Fetches the overlays' chunks and features so a first opening does not wait for the network: one
 * at a time, each when the browser is next idle, in the order of OVERLAYS (fetched together, their
 * code ran in long tasks just after start-up: DESIGN.md).
 */
export function prefetchOverlaysWhenIdle(overlays: Overlays): OverlayPrefetch {
  const queue = Object.values(overlays);
  let handle = 0;
  let cancelled = false;
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const next = () => {
    const overlay = queue.shift();
    if (overlay === undefined || cancelled) {
      finish();
      return;
    }
    handle = window.requestIdleCallback(
      // A failed prefetch is retried by the opening itself.
      () => void overlay.prefetch().catch(() => undefined).finally(next),
      { timeout: 5_000 },
    );
  };
  next();
  const cancel = () => {
    cancelled = true;
    window.cancelIdleCallback(handle);
    finish();
  };
  return { cancel, done };
}
