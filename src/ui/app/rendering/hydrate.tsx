import { CLOCK } from '@/application';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type DataStrategyFunction, RouterProvider, type RouteObject } from 'react-router-dom';
import { createHydratingContainer, readConfig, startBuildWatch, warmHttpClient } from '../../composition';
import { bootBrowser } from '../boot';
import { nextIdleMoment } from '../idle';
import { ServicesProvider } from '../services';
import { yieldToBrowser } from '../yield-to-browser';
import { awaitStartup } from './await-startup';
import { loadDeferredParts, loadDeferredPartsOneByOne } from './deferred-part';
import type { BootData } from './boot-data';
import { Document } from './Document';
import { setHydratingPage } from './hydrating';
import { matchedPage } from './matched-page';
import { pageByUrl } from './page-by-url';
import { RenderedOnServer } from './render-origin';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** A promise settled by the first effect after hydration. */
function afterHydration(): { done: Promise<void>; finish: () => void } {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

/** react-router's own way of running the loaders, once `ready` has settled. */
function loadAfter(ready: Promise<void>): DataStrategyFunction {
  return async ({ matches }) => {
    await ready;
    const loading = matches.filter((match) => match.shouldLoad);
    const results = await Promise.all(loading.map((match) => match.resolve()));
    return Object.fromEntries(results.map((result, index) => [loading[index]!.route.id, result]));
  };
}

/** Loads the code of the page's lazy routes now, so the first render shows what the server rendered. */
async function resolveLazyRoutes(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}

/**
 * A private page's code, fetched while the page hydrates but left out of its routes (it renders
 * once hydrated), then the deferred parts it shows (its head: its modules declare it), so that the
 * page renders whole, with its title, as soon as it can.
 */
async function preloadPrivatePage(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(routes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
  await loadDeferredParts();
}

/**
 * Hydrates a server-rendered page: the same container, routes and start-up state as the server's
 * (its API calls answered from the recording that came with the page), the page's code loaded,
 * then React takes over the document the server streamed. A private page's loaders (account,
 * checkout) did not run on the server, which rendered its frame only: they run now, in the browser.
 */
export async function hydrateStorefront(boot: BootData, redirectTable: Readonly<Record<string, string>>): Promise<void> {
  // Each step of the start-up is a task of its own, the browser free to paint and take a tap
  // between them: run in the task that evaluated the entry's modules, they made one long task.
  await yieldToBrowser();
  // The build id is the browser build's own (the server bundle is a separate build).
  const { container, routes, startRouter, startLinkPreloads } = bootBrowser(
    (navigator) => createHydratingContainer({ ...boot.config, buildId: readConfig().buildId }, navigator, boot.api),
    redirectTable,
    pageByUrl(boot.assets.pages),
  );
  await yieldToBrowser();
  const page = matchedPage(routes, window.location.pathname);
  // The deferred parts' code is not fetched before React reaches them: fetched beside the start-up
  // loads, it hydrated with the rest in longer tasks (DESIGN.md, what the browser starts with).
  // A private page's code stays lazy, as it was on the server, which rendered the route's loading
  // state: resolved now, the first render would show the page and not match the server's HTML.
  await Promise.all([awaitStartup(container), page.browserOnly ? preloadPrivatePage(page.lazyRoutes) : resolveLazyRoutes(page.lazyRoutes)]);

  await yieldToBrowser();
  // react-router reads (and revives the errors of) the server's state from this global.
  window.__staticRouterHydrationData = boot.router;
  // What the server left to the browser (a private page's loaders) runs once the document is
  // hydrated: run at once, it could finish before React hydrates and show what the server did not render.
  const hydration = afterHydration();
  // The network client is not needed to hydrate (the recording answers), nor are the preload of a
  // link's page on intent and the hourly build check: they load once the page is interactive, then
  // the deferred parts the page did not show (a page the shopper goes to next then renders its head
  // at once), each at an idle moment of its own.
  const nextIdle = () => nextIdleMoment(container.get(CLOCK).scheduler);
  void hydration.done.then(async () => {
    await nextIdle();
    warmHttpClient();
    await nextIdle();
    void startLinkPreloads().catch(() => undefined);
    await nextIdle();
    void startBuildWatch(container).catch(() => undefined);
    await loadDeferredPartsOneByOne(nextIdle);
  });
  const router = startRouter({ dataStrategy: loadAfter(hydration.done) });
  await yieldToBrowser();

  // As a transition, hydration yields to the browser every few milliseconds instead of running as
  // one long task (total blocking time on a slow phone); a click meanwhile hydrates its part first.
  setHydratingPage(true);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RenderedOnServer>
          <Document assets={boot.assets} onHydrated={hydration.finish}>
            <ServicesProvider services={container}>
              <RouterProvider router={router} />
            </ServicesProvider>
          </Document>
        </RenderedOnServer>
      </StrictMode>,
    );
  });
}
