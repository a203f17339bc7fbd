import { NotFoundError } from '@/application';

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
 * Remembers the last answer per slug, so a loader that react-router re-runs on every change of
 * the search parameters (filters, sort, page) does not fetch the same page header again.
 */
export function lastBySlug<T>(load: (slug: string, signal: AbortSignal) => Promise<T>): (slug: string, signal: AbortSignal) => Promise<T> {
  let last: { slug: string; value: T } | null = null;
  return async (slug, signal) => {
    if (last?.slug === slug) return last.value;
    const value = await load(slug, signal);
    last = { slug, value };
    return value;
  };
}
