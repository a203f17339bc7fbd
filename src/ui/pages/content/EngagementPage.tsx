import { CONTENT_GATEWAY, type Engagement } from '@/application';
import { useMemo } from 'react';
import { Link, type LoaderFunction, useLoaderData } from 'react-router-dom';
import type { ServiceLocator } from '../../app/services';
import { ContentFailed, ContentHeader, loadContent, prepareRichHtml, RichText, type Loaded } from '../../content';
import styles from '../../content/content.module.less';
import brand from './brand.module.less';
import { EngagementImage } from './EngagementImage';
import { PageHead } from '../../seo';

/** The engagement's validity check: an unknown slug is a 404 (spec §2). */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return ({ params }) => loadContent(() => services.get(CONTENT_GATEWAY).engagement(params.slug ?? ''));
}

/** `/our-engagement/{slug}`: one engagement, its picture and its text. */
export function Component() {
  const loaded = useLoaderData() as Loaded<Engagement>;
  const html = useMemo(() => (loaded.status === 'ready' ? prepareRichHtml(loaded.data.content).html : ''), [loaded]);
  if (loaded.status === 'failed') {
    return (
      <div className={styles.page}>
        <PageHead title="Our engagement" />
        <ContentFailed />
      </div>
    );
  }
  const engagement = loaded.data;
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
