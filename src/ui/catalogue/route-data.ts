import type { ShouldRevalidateFunction } from 'react-router-dom';

/**
 * A listing's header (title, breadcrumbs) depends on the path only: filters, sort and page live in
 * the query string and are loaded by the listing itself, so they do not re-run the loader.
 */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
