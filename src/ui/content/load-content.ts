import { NotFoundError } from '@/application';

/** A content page's data, or the failure to load it (shown in the page with a way to retry). */
export type Loaded<T> = { readonly status: 'ready'; readonly data: T } | { readonly status: 'failed' };

/**
 * Runs a content route's load: an unknown slug (NotFoundError) becomes the 404 of the route's
 * validity check; another failure (network, server) becomes a failed result the page shows.
 */
export async function loadContent<T>(load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { status: 'ready', data: await load() };
  } catch (error) {
    if (error instanceof NotFoundError) throw new Response(null, { status: 404, statusText: 'Not Found' });
    return { status: 'failed' };
  }
}

/** The 404 of a route's validity check (spec §2). */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' });
}
