import { CataloguePages, type HomeContent, type Result, UiStore } from '@/application';
import { type ComponentProps, useEffect } from 'react';
import { type LoaderFunction, useLoaderData, useSearchParams } from 'react-router-dom';
import { type ServiceLocator, useService } from '../../app/services';
import { pageData } from '../../app/page-data';
import { usePrefetchOverlay } from '../../shell/drawers/prefetch-overlay';
import { afterHydrationPart, deferredPart } from '../../app/rendering/deferred-part';
import type { HomeHead as HomeHeadPart } from './HomeHead';
import type { HomeSections as HomeSectionsPart } from './HomeSections';
import { HomeBanners } from './HomeBanners';
import styles from './home.module.less';
import type { RecentlyViewedProps } from '../../recently-viewed/RecentlyViewed';

// Neither its head nor its sections are start-up JavaScript: the server renders them with the page,
// and the browser hydrates them after it (deferred-part.tsx), their links working as plain links
// meanwhile. What the page needs at once is its loader and the `?search=` link below.
const HomeHead = deferredPart<ComponentProps<typeof HomeHeadPart>>(() => import('./HomeHead'), 'HomeHead');
const HomeSections = deferredPart<ComponentProps<typeof HomeSectionsPart>>(() => import('./HomeSections'), 'HomeSections');
// The shopper's recently viewed row is the browser's alone (the server renders nothing there): it
// mounts once the page has hydrated, its code loading then.
const RecentlyViewed = afterHydrationPart<RecentlyViewedProps>(() => import('../../recently-viewed/RecentlyViewed'), 'RecentlyViewed');

/** Shown when the home content could not be loaded. */
export const HOME_FAILED_TEXT = 'The shop could not be loaded. Please try again in a moment.';

/** The home content, before the page shows (and in the server's render); a failure is the page's own text, not an error. */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ request }) => pageData(await services.get(CataloguePages).home(request.signal));
}

/** `/`: hero banners, collections, featured products and new arrivals from the API. */
export function Component() {
  const loaded = useLoaderData() as Result<HomeContent>;
  const content = loaded.ok ? loaded.value : null;
  const lead = content?.hero[0]?.image ?? null;
  useSearchLink();
  return (
    <div className={styles.home}>
      <HomeHead image={lead ? { url: lead.url, alt: lead.alt_text } : null} />
      <h1 className="visually-hidden">Maison — fashion designed in Beirut</h1>
      {content ? (
        <>
          <HomeBanners heroes={content.hero} />
          <RecentlyViewed className={styles.recent} />
          <HomeSections content={content} />
        </>
      ) : <p className={styles.failed}>{HOME_FAILED_TEXT}</p>}
    </div>
  );
}

/** `/?search=linen` (the SearchAction's URL) opens the search drawer on those words. */
function useSearchLink(): void {
  const ui = useService(UiStore);
  const prefetchSearchDrawer = usePrefetchOverlay('search');
  const term = useSearchParams()[0].get('search')?.trim() ?? '';
  useEffect(() => {
    if (!term) return;
    // The drawer's code loads now, beside the overlays' host (which mounts once the page has hydrated).
    prefetchSearchDrawer();
    ui.openDrawer({ kind: 'search', term });
  }, [term, ui, prefetchSearchDrawer]);
}
