/** Route metadata every page route declares (routes.tsx): its title, for the page and the tab. */
export interface RouteHandle {
  readonly title: string;
}
