/** Route metadata every page route declares (routes.tsx). */
export interface RouteHandle {
  /** The page's title, for the page and the tab. */
  readonly title: string;
  /** The page module's source path (the build manifest's key): the server render names its styles and modules from it. */
  readonly source?: string;
  /** A private part (account, checkout): its session lives in the browser, so it renders there only. */
  readonly browserOnly?: boolean;
  /** It loads an on-demand feature with its code (the server has the table of features preloaded with the page's modules). */
  readonly feature?: boolean;
  /** Its loader only reads catalogue answers (kept as page answers): a preload on intent may run it before the navigation. */
  readonly preloadsData?: boolean;
  /** The catch-all route: its page is "Page not found", answered with a 404. */
  readonly notFound?: boolean;
}
