import { ContentPages, type ContentPage, type Result } from '@/application';
import { CONTENT_PAGE_SLUGS, engagementPath, ROUTES, textSummary } from '@/domain';
import { useMemo } from 'react';
import { Link, type LoaderFunction, useLoaderData } from 'react-router-dom';
import { pageData } from '../../app/page-data';
import type { ServiceLocator } from '../../app/services';
import { ContentFailed, ContentHeader, prepareRichHtml, RichText } from '../../content';
import styles from '../../content/content.module.less';
import { cx } from '../../shell/links';
import brand from './brand.module.less';
import { PageHead } from '../../seo';

/** Loads the story page. */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async () => pageData(await services.get(ContentPages).page(CONTENT_PAGE_SLUGS.ourStory));
}

/** `/our-story`: the brand's story, with the way on to its values and stores. */
export function Component() {
  const loaded = useLoaderData() as Result<ContentPage>;
  const html = useMemo(() => (loaded.ok ? prepareRichHtml(loaded.value.content).html : ''), [loaded]);
  return (
    <div className={cx(styles.page, styles.narrow)}>
      <PageHead title={loaded.ok ? loaded.value.title : 'Our story'} description={loaded.ok ? textSummary(loaded.value.content) : undefined} />
      {!loaded.ok ? (
        <ContentFailed />
      ) : (
        <>
          <ContentHeader title={loaded.value.title} crumbs={[{ label: loaded.value.title }]} />
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
