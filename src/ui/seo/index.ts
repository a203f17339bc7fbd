import type { ComponentProps } from 'react';
import { deferredPart } from '../app/rendering/deferred-part';
import type { PageHead as PageHeadPart } from './PageHead';

export type { PageHeadProps, PreviewImage } from './PageHead';

/**
 * The page's head (PageHead.tsx), which is not start-up JavaScript: the server renders it in
 * place and the browser hydrates it after the page (a page's title and previews are in its HTML).
 */
export const PageHead = deferredPart<ComponentProps<typeof PageHeadPart>>(() => import('./PageHead'), 'PageHead');
