import type { ContainerModule } from 'inversify';

// DESIGN.md: heavy, rarely used code loads on demand. These features' use cases, services and
// adapters (with the domain rules they bring) are not start-up JavaScript: each loads with the
// first page or drawer that needs it (routes.tsx, OverlayHost), which waits for it. This table,
// with the list of chunks each import preloads, is itself a chunk, loaded by the first feature asked
// for (on-demand.ts); a page that needs one at start-up names it for the server to preload (routes.tsx).
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

