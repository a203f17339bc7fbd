import { CONTENT_GATEWAY, type ContentPage, type Engagement } from '@/application';
import { CONTENT_PAGE_SLUGS, engagementPath, textSummary } from '@/domain';
import { useMemo } from 'react';
import { Link, type LoaderFunction, useLoaderData } from 'react-router-dom';
import type { ServiceLocator } from '../../app/services';
import { ContentFailed, ContentHeader, loadContent, prepareRichHtml, RichText, type Loaded } from '../../content';
import styles from '../../content/content.module.less';
import brand from './brand.module.less';
import { EngagementImage } from './EngagementImage';
import { PageHead } from '../../seo';

/** The values page and the engagements (null when they could not be loaded: the page still shows). */
interface ValuesData {
  readonly page: ContentPage;
  readonly engagements: readonly Engagement[] | null;
}

/** Loads the values page and the list of engagements side by side. */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return () =>
    loadContent(async (): Promise<ValuesData> => {
      const gateway = services.get(CONTENT_GATEWAY);
      const engagements = gateway.engagements().catch(() => null);
      return { page: await gateway.page(CONTENT_PAGE_SLUGS.ourValue), engagements: await engagements };
    });
}

/** `/our-value`: the brand's values and its engagements, each with its own page. */
export function Component() {
  const loaded = useLoaderData() as Loaded<ValuesData>;
  const html = useMemo(() => (loaded.status === 'ready' ? prepareRichHtml(loaded.data.page.content).html : ''), [loaded]);
  if (loaded.status === 'failed') {
    return (
      <div className={styles.page}>
        <PageHead title="Our values" />
        <ContentFailed />
      </div>
    );
  }
  const { page, engagements } = loaded.data;
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
