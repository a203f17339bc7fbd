import { CLOCK, PageAnswers, PreloadQueue } from '@/application';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle';
import type { ServiceLocator } from './services';

/** What a route offers once its code is loaded. */
type LoadedRoute = Pick<RouteObject, 'loader'>;

/**
 * Starts loading a path's page before the navigation: the code of its lazy routes (chunks are
 * cached by the module loader, so the navigation finds them) and, where the route's handle says
 * its loader only reads (`preloadsData`), its data through the page answers, which the
 * navigation then takes instead of asking again. A failed preload is silent: the navigation
 * tries again and shows what happens.
 */
export async function preloadRoute(routes: RouteObject[], path: string, services: ServiceLocator, origin: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const loaded: LoadedRoute = typeof route.lazy === 'function' ? await route.lazy() : route;
      if (!(route.handle as RouteHandle | undefined)?.preloadsData || typeof loaded.loader !== 'function') return;
      const url = new URL(path, origin);
      const request = new Request(url);
      services.get(PageAnswers).markPreload(request.signal);
      await (loaded.loader as LoaderFunction)({ request, url, params, pattern: route.path ?? '', context: undefined });
    }),
  );
}

/** The shopper's gestures that show an intent to follow a link. */
const INTENTS = ['mouseover', 'focusin', 'touchstart'] as const;

/** The path (and query) a link leads to within the store, or null for another site, a new tab, a download or this page. */
export function internalPath(anchor: HTMLAnchorElement, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string | null {
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, location.origin);
  if (url.origin !== location.origin) return null;
  const path = url.pathname + url.search;
  return path === location.pathname + location.search ? null : path;
}

/**
 * Preloads a link's page when the shopper shows the intent to follow it (a hover, a keyboard
 * focus, a touch), through the queue that keeps at most 4 pending (spec §9). Returns the
 * function that stops listening.
 */
export function preloadOnIntent(target: Document, preload: (path: string) => Promise<unknown>, queue: PreloadQueue): () => void {
  const view = target.defaultView;
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !view) return;
    const path = internalPath(anchor, view.location);
    if (path !== null) queue.request(path, () => preload(path));
  };
  for (const intent of INTENTS) target.addEventListener(intent, onIntent, { passive: true, capture: true });
  return () => {
    for (const intent of INTENTS) target.removeEventListener(intent, onIntent, { capture: true });
  };
}

/** The router whose routes' pages are preloaded. */
interface RoutesOwner {
  readonly routes: RouteObject[];
}

/**
 * Preloads a link's page on the shopper's intent, at most 4 pending (spec §9), from now on: this
 * module loads once the page is interactive (boot.ts), as no link is followed in the app before.
 */
export function preloadLinksOnIntent(target: Document, router: RoutesOwner, services: ServiceLocator): () => void {
  const queue = new PreloadQueue(() => services.get(CLOCK).now());
  const origin = target.defaultView?.location.origin ?? '';
  return preloadOnIntent(target, (path) => preloadRoute(router.routes, path, services, origin), queue);
}
