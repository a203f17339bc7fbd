import type { Failure, Result } from '@/application';

/** The 404 of a route's validity check (spec §2): thrown by a loader, the route's error element shows "Page not found: {path}" and the server answers 404. */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' });
}

/**
 * A page's data from its use case's result, as its loader answers it: an unknown slug (a
 * `not-found` failure) throws the route's 404; any other result is the page's to show, a failed
 * one with its "Try again" (which runs the loader again).
 */
export function pageData<T>(result: Result<T>): Result<T> {
  if (!result.ok && result.failure.kind === 'not-found') throw notFound();
  return result;
}

/** A page's data could not be loaded: thrown to the route's error page, its failure already logged by its use case. */
export class PageUnavailableError extends Error {
  override readonly name = 'PageUnavailableError';
  constructor(readonly failure: Failure) {
    super(`The page's data could not be loaded (${failure.kind}).`);
  }
}

/**
 * The data of a page that cannot show without it (a category, a tag, a product): as pageData, but
 * another failure throws to the error page (the server answers 500).
 */
export function pageValue<T>(result: Result<T>): T {
  const data = pageData(result);
  if (data.ok) return data.value;
  throw new PageUnavailableError(data.failure);
}
