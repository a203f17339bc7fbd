import { NotFoundError } from '@/application';
import type { ShouldRevalidateFunction } from 'react-router-dom';

/**
 * Runs a route's validity check: an unknown slug (NotFoundError) becomes a 404 response, which the
 * route's error element shows as "Page not found: {path}".
 */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotFoundError) throw new Response(null, { status: 404, statusText: 'Not Found' });
    throw error;
  }
}

/**
 * A listing's header (title, breadcrumbs) depends on the path only: filters, sort and page live in
 * the query string and are loaded by the listing itself, so they do not re-run the loader.
 */
export const revalidateOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
