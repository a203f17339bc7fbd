import { type Navigator, PageAnswers } from '@/application';
import { createBrowserRouter, type DataStrategyFunction, type RouteObject } from 'react-router-dom';
import { installChunkReloadGuard } from '../composition';
import { followHistoryReturns } from './history-returns';
import { RouterNavigator } from './router-navigator';
import { appRoutes, loadFromPageTable, type PageLoader, redirectRoutes } from './routes';
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
  /** Loads the preload of a link's page on the shopper's intent and starts it (once the page is interactive). */
  readonly startLinkPreloads: () => Promise<void>;
}

/**
 * Boots the storefront in the browser, the same whether it renders from scratch (start.tsx) or
 * hydrates a server-rendered page (hydrate.tsx): the container (`createContainer`, given the
 * navigator the router drives), the routes with the build-time redirect table (an external target
 * is a full page load), and the chunk-reload guard (a failed chunk load reloads the page, at most
 * once per 10 s per path), and the page answers told of returns through the history; then, once
 * the page is interactive, the preload of a link's page on intent (its code loads then: before,
 * no link is followed in the app). `loadPage` loads the page modules (hydrating: the page by its URL).
 */
export function bootBrowser<Services extends ServiceLocator>(
  createContainer: (navigator: Navigator) => Services,
  redirectTable: Readonly<Record<string, string>>,
  loadPage: PageLoader = loadFromPageTable,
): BrowserBoot<Services> {
  const navigator = new RouterNavigator();
  const container = createContainer(navigator);
  const routes = appRoutes(redirectRoutes(redirectTable, (url) => window.location.assign(url)), container, loadPage);
  installChunkReloadGuard({
    target: window,
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
  });
  const followReturns = followHistoryReturns(window, container.get(PageAnswers));
  let router: BrowserRouter | undefined;
  const startRouter = (options?: { readonly dataStrategy?: DataStrategyFunction }): BrowserRouter => {
    router = createBrowserRouter(routes, options);
    navigator.attach(router);
    followReturns(router);
    return router;
  };
  const startLinkPreloads = async (): Promise<void> => {
    const { preloadLinksOnIntent } = await import('./route-preload');
    if (router) preloadLinksOnIntent(document, router, container);
  };
  return { container, routes, startRouter, startLinkPreloads };
}
