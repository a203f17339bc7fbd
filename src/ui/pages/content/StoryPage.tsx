import { CONTENT_GATEWAY, type ContentPage } from '@/application';
import { CONTENT_PAGE_SLUGS, engagementPath, ROUTES, textSummary } from '@/domain';
import { useMemo } from 'react';
import { Link, type LoaderFunction, useLoaderData } from 'react-router-dom';
import type { ServiceLocator } from '../../app/services';
import { ContentFailed, ContentHeader, loadContent, prepareRichHtml, RichText, type Loaded } from '../../content';
import styles from '../../content/content.module.less';
import { cx } from '../../shell/links';
import brand from './brand.module.less';
import { PageHead } from '../../seo';

/** Loads the story page. */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return () => loadContent(() => services.get(CONTENT_GATEWAY).page(CONTENT_PAGE_SLUGS.ourStory));
}

/** `/our-story`: the brand's story, with the way on to its values and stores. */
export function Component() {
  const loaded = useLoaderData() as Loaded<ContentPage>;
  const html = useMemo(() => (loaded.status === 'ready' ? prepareRichHtml(loaded.data.content).html : ''), [loaded]);
  return (
    <div className={cx(styles.page, styles.narrow)}>
      <PageHead title={loaded.status === 'ready' ? loaded.data.title : 'Our story'} description={loaded.status === 'ready' ? textSummary(loaded.data.content) : undefined} />
      {loaded.status === 'failed' ? (
        <ContentFailed />
      ) : (
        <>
          <ContentHeader title={loaded.data.title} crumbs={[{ label: loaded.data.title }]} />
          <RichText html={html} />
          <nav aria-label="More about Maison" className={brand.next}>
            <Link to="/our-value">Our values</Link>
            <Link to={engagementPath('sustainable-materials')}>Sustainable materials</Link>
            <Link to={ROUTES.stores}>Visit a store</Link>
          </nav>
        </>
      )}
    </div>
  );
}
