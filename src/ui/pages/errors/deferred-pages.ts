import type { ComponentProps } from 'react';
import { deferredPart } from '../../app/rendering/deferred-part';
import type { ErrorPage as ErrorPagePart } from './ErrorPage';

// The error pages are not start-up JavaScript: a 404 or an error is rendered by the server, and
// the browser hydrates it once the page's chunk has loaded (deferred-part.tsx).

/** "Page not found" (NotFoundPage.tsx). */
export const NotFoundPage = deferredPart<object>(() => import('./NotFoundPage'), 'NotFoundPage');

/** The error page (ErrorPage.tsx). */
export const ErrorPage = deferredPart<ComponentProps<typeof ErrorPagePart>>(() => import('./ErrorPage'), 'ErrorPage');
