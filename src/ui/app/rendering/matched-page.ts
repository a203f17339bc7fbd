import { matchRoutes, type RouteObject } from 'react-router-dom';
import { FEATURE_TABLE_SOURCE } from '../../composition';
import type { RouteHandle } from '../route-handle';

/** What the routes say of a path before anything loads. */
export interface MatchedPage {
  /** Source paths of the page modules it shows and, when it loads a feature, of the feature table (the build manifest's keys). */
  readonly sources: readonly string[];
  /** A private part (account, checkout): rendered in the browser only. */
  readonly browserOnly: boolean;
  /** The catch-all "Page not found". */
  readonly notFound: boolean;
  /** The matched routes that load their code lazily. */
  readonly lazyRoutes: readonly RouteObject[];
}

/** The routes a path matches, read for the server render and for hydration alike. */
export function matchedPage(routes: RouteObject[], pathname: string): MatchedPage {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handles = matches.map((match) => (match.route.handle ?? {}) as Partial<RouteHandle>);
  return {
    sources: [...handles.flatMap((handle) => (handle.source ? [handle.source] : [])), ...(handles.some((handle) => handle.feature) ? [FEATURE_TABLE_SOURCE] : [])],
    browserOnly: handles.some((handle) => handle.browserOnly === true),
    notFound: handles.some((handle) => handle.notFound === true),
    lazyRoutes: matches.map((match) => match.route).filter((route) => typeof route.lazy === 'function'),
  };
}
