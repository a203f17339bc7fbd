import { token } from '@/application';
import type { Container, ContainerModule } from 'inversify';

// DESIGN.md: heavy, rarely used code loads on demand. These features' use cases, services and
// adapters (with the domain rules they bring) are not start-up JavaScript: each loads with the
// first page or drawer that needs it (routes.tsx, OverlayHost), which waits for it.
export const ON_DEMAND_FEATURES = {
  // One feature: the account and the checkout share the address book, orders and payment session.
  // Signing out is the account's, and the checkout keeps what it resets.
  'account-and-checkout': async () => {
    const [{ accountModule }, { checkoutModule }, { signOutModule }] = await Promise.all([
      import('./account.module'),
      import('./checkout.module'),
      import('./sign-out.module'),
    ]);
    return [accountModule, checkoutModule, signOutModule];
  },
  'back-in-stock': async () => [(await import('./back-in-stock.module')).backInStockModule],
  'build-watch': async () => [(await import('./build-watch.module')).buildWatchModule],
  contact: async () => [(await import('./contact.module')).contactModule],
  fit: async () => [(await import('./fit.module')).fitModule],
  'content-pages': async () => [(await import('./content-pages.module')).contentPagesModule],
  newsletter: async () => [(await import('./newsletter.module')).newsletterModule],
  placeholders: async () => [(await import('./placeholders.module')).placeholdersModule],
  'recently-viewed': async () => [(await import('./recently-viewed.module')).recentlyViewedModule],
  search: async () => [(await import('./search.module')).searchModule],
  'sign-in': async () => [(await import('./sign-in.module')).signInModule],
  'sign-out': async () => [(await import('./sign-out.module')).signOutModule],
  // The locator lists the stores as the content pages read them.
  'store-locator': async () => {
    const [{ storeLocatorModule }, { contentPagesModule }] = await Promise.all([import('./store-locator.module'), import('./content-pages.module')]);
    return [storeLocatorModule, contentPagesModule];
  },
} satisfies Record<string, () => Promise<readonly ContainerModule[]>>;

/** A feature whose bindings load on demand. */
export type OnDemandFeature = keyof typeof ON_DEMAND_FEATURES;

/** Loads a feature's bindings into the app's container, once; resolves when its services can be got. */
export type FeatureLoader = (feature: OnDemandFeature) => Promise<void>;

/** The container's feature loader. */
export const FEATURES = token<FeatureLoader>('Features');

/**
 * The loader of `container`, which holds `loaded` already (a container that loaded every module
 * at once: nothing left to load). A feature whose chunk failed to load is tried again next time.
 */
export function featureLoader(container: Container, loaded: readonly ContainerModule[]): FeatureLoader {
  const inContainer = new Set(loaded);
  const loading = new Map<OnDemandFeature, Promise<void>>();
  return (feature) => {
    let promise = loading.get(feature);
    if (!promise) {
      promise = ON_DEMAND_FEATURES[feature]().then((modules) => {
        const missing = modules.filter((module) => !inContainer.has(module));
        container.load(...missing);
        missing.forEach((module) => inContainer.add(module));
      });
      promise.catch(() => loading.delete(feature));
      loading.set(feature, promise);
    }
    return promise;
  };
}

/**
 * Starts the hourly build check (spec §4) once its code has loaded: called when the page is
 * interactive. A chunk that fails to load leaves the store without the check until the next visit.
 */
export async function startBuildWatch(container: Container): Promise<void> {
  await container.get(FEATURES)('build-watch');
  (await import('./build-watch.module')).watchBuildVersion(container);
}
