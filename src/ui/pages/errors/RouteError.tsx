import { LOGGER } from '@/application';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageUnavailableError } from '../../app/page-data';
import { useService } from '../../app/services';
import { ErrorPage, NotFoundPage } from './deferred-pages';

/** Status text when an unhandled error carries none. */
export const UNEXPECTED_ERROR_TEXT = 'Something went wrong';

/** A route's error element: a 404 from a validity check, or the error page for anything else. */
export function RouteError() {
  const error = useRouteError();
  const logger = useService(LOGGER);
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    return <ErrorPage status={error.status} statusText={error.statusText || UNEXPECTED_ERROR_TEXT} />;
  }
  // A page's failed data was logged where it failed (its use case); anything else is a bug.
  if (!(error instanceof PageUnavailableError)) logger.error('A route failed to load or render.', error);
  return <ErrorPage status={500} statusText={UNEXPECTED_ERROR_TEXT} />;
}
