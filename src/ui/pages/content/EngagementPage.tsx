import { ContentPages, type Engagement, type Result } from '@/application';
import { useMemo } from 'react';
import { Link, type LoaderFunction, useLoaderData } from 'react-router-dom';
import { pageData } from '../../app/page-data';
import type { ServiceLocator } from '../../app/services';
import { ContentFailed, ContentHeader, prepareRichHtml, RichText } from '../../content';
import styles from '../../content/content.module.less';
import brand from './brand.module.less';
import { EngagementImage } from './EngagementImage';
import { PageHead } from '../../seo';

/** The engagement's validity check: an unknown slug is a 404 (spec §2). */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ params }) => pageData(await services.get(ContentPages).engagement(params.slug ?? ''));
}

/** `/our-engagement/{slug}`: one engagement, its picture and its text. */
export function Component() {
  const loaded = useLoaderData() as Result<Engagement>;
  const html = useMemo(() => (loaded.ok ? prepareRichHtml(loaded.value.content).html : ''), [loaded]);
  if (!loaded.ok) {
    return (
      <div className={styles.page}>
        <PageHead title="Our engagement" />
        <ContentFailed />
      </div>
    );
  }
  const engagement = loaded.value;
  return (
    <div className={styles.page}>
      <PageHead title={engagement.title} description={engagement.summary} type="article" image={engagement.image ? { url: engagement.image.url, alt: engagement.image.alt_text } : null} />
      <ContentHeader title={engagement.title} crumbs={[{ label: 'Our values', to: '/our-value' }, { label: engagement.title }]} lead={engagement.summary} />
      <div className={brand.engagement}>
        <EngagementImage engagement={engagement} sizes="(min-width: 769px) 40vw, 100vw" priority className={brand.engagementImage} />
        <div>
          <RichText html={html} />
          <p className={brand.backLink}>
            <Link to="/our-value">All our engagements</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
