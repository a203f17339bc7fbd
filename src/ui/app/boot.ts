import { CLOCK, type Navigator, PageAnswers, PreloadQueue } from '@/application';
import { createBrowserRouter, type DataStrategyFunction, type RouteObject } from 'react-router-dom';
import { installChunkReloadGuard } from '../composition';
import { followHistoryReturns } from './history-returns';
import { RouterNavigator } from './router-navigator';
import { preloadOnIntent, preloadRoute } from './route-preload';
import { appRoutes, redirectRoutes } from './routes';
import type { ServiceLocator } from './services';

/** The browser's router (react-router's data router). */
export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** What both ways of starting in the browser share: the container, its routes, and the router over them. */
export interface BrowserBoot<Services extends ServiceLocator> {
  /** The one container, built once. */
  readonly container: Services;
  /** Every route of spec §2, the build-time redirect table's included. */
  readonly routes: RouteObject[];
  /** Makes the browser's router over `routes` and gives it to the app's navigator. */
  readonly startRouter: (options?: { readonly dataStrategy?: DataStrategyFunction }) => BrowserRouter;
}

/**
 * Boots the storefront in the browser, the same whether it renders from scratch (start.tsx) or
 * hydrates a server-rendered page (hydrate.tsx): the container (`createContainer`, given the
 * navigator the router drives), the routes with the build-time redirect table (an external target
 * is a full page load), and the chunk-reload guard (a failed chunk load reloads the page, at most
 * once per 10 s per path), the preload of a link's page on intent, and the page answers told of
 * returns through the history.
 */
export function bootBrowser<Services extends ServiceLocator>(
  createContainer: (navigator: Navigator) => Services,
  redirectTable: Readonly<Record<string, string>>,
): BrowserBoot<Services> {
  const navigator = new RouterNavigator();
  const container = createContainer(navigator);
  const routes = appRoutes(redirectRoutes(redirectTable, (url) => window.location.assign(url)), container);
  installChunkReloadGuard({
    target: window,
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
  });
  const followReturns = followHistoryReturns(window, container.get(PageAnswers));
  const startRouter = (options?: { readonly dataStrategy?: DataStrategyFunction }): BrowserRouter => {
    const router = createBrowserRouter(routes, options);
    navigator.attach(router);
    followReturns(router);
    // A link's page starts loading on the shopper's intent, at most 4 pending (spec §9).
    const queue = new PreloadQueue(() => container.get(CLOCK).now());
    preloadOnIntent(document, (path) => preloadRoute(router.routes, path, container, window.location.origin), queue);
    return router;
  };
  return { container, routes, startRouter };
}
