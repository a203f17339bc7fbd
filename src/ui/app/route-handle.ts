import type { OnDemandFeature } from '../composition';

/** Route metadata every page route declares (routes.tsx). */
export interface RouteHandle {
  /** The page's title, for the page and the tab. */
  readonly title: string;
  /** The page module's source path (the build manifest's key): the server render preloads its chunk and styles. */
  readonly source?: string;
  /** The on-demand feature the page loads with its code: the server render preloads its chunks too. */
  readonly feature?: OnDemandFeature;
  /** A private part (account, checkout): its session lives in the browser, so it renders there only. */
  readonly browserOnly?: boolean;
  /** The catch-all route: its page is "Page not found", answered with a 404. */
  readonly notFound?: boolean;
}
