import { ContentPages, type Engagement, type OurValues, type Result } from '@/application';
import { engagementPath, textSummary } from '@/domain';
import { useMemo } from 'react';
import { Link, type LoaderFunction, useLoaderData } from 'react-router-dom';
import { pageData } from '../../app/page-data';
import type { ServiceLocator } from '../../app/services';
import { ContentFailed, ContentHeader, prepareRichHtml, RichText } from '../../content';
import styles from '../../content/content.module.less';
import brand from './brand.module.less';
import { EngagementImage } from './EngagementImage';
import { PageHead } from '../../seo';

/** Loads the values page and the list of engagements side by side. */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async () => pageData(await services.get(ContentPages).values());
}

/** `/our-value`: the brand's values and its engagements, each with its own page. */
export function Component() {
  const loaded = useLoaderData() as Result<OurValues>;
  const html = useMemo(() => (loaded.ok ? prepareRichHtml(loaded.value.page.content).html : ''), [loaded]);
  if (!loaded.ok) {
    return (
      <div className={styles.page}>
        <PageHead title="Our values" />
        <ContentFailed />
      </div>
    );
  }
  const { page, engagements } = loaded.value;
  return (
    <div className={styles.page}>
      <PageHead title={page.title} description={textSummary(page.content)} />
      <ContentHeader title={page.title} crumbs={[{ label: page.title }]} />
      <RichText html={html} />
      <section aria-labelledby="engagements-title" className={brand.engagements}>
        <h2 id="engagements-title" className={brand.sectionTitle}>
          Our engagements
        </h2>
        {engagements === null ? (
          <ContentFailed message="Our engagements could not be loaded. Please try again in a moment." />
        ) : engagements.length === 0 ? (
          <p className={styles.empty}>Our engagements will be published here soon.</p>
        ) : (
          <ul role="list" className={brand.cards}>
            {engagements.map((engagement) => (
              <li key={engagement.slug}>
                <EngagementCard engagement={engagement} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function EngagementCard({ engagement }: { readonly engagement: Engagement }) {
  return (
    <article className={brand.card}>
      <EngagementImage engagement={engagement} sizes="(min-width: 769px) 33vw, 100vw" className={brand.cardImage} />
      <h3 className={brand.cardTitle}>
        <Link to={engagementPath(engagement.slug)} className={brand.cardLink}>
          {engagement.title}
        </Link>
      </h3>
      <p className={brand.cardSummary}>{engagement.summary}</p>
    </article>
  );
}
