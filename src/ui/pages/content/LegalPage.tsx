import { ContentPages, type ContentPage, type Result } from '@/application';
import { TABLE_OF_CONTENTS_TITLE, textSummary } from '@/domain';
import { useMemo } from 'react';
import { type LoaderFunction, useLoaderData } from 'react-router-dom';
import { pageData } from '../../app/page-data';
import type { ServiceLocator } from '../../app/services';
import { ContentFailed, ContentHeader, prepareRichHtml, RichText, type RichHeading } from '../../content';
import styles from '../../content/content.module.less';
import { cx } from '../../shell/links';
import { PageHead } from '../../seo';

/** Loads the legal page named by the path's last segment (`privacy-policy`, `terms-and-conditions`). */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ request }) => pageData(await services.get(ContentPages).page(new URL(request.url).pathname.split('/').pop() ?? ''));
}

/** `/content/privacy-policy`, `/content/terms-and-conditions`: the text with its headings as a table of contents. */
export function Component() {
  const loaded = useLoaderData() as Result<ContentPage>;
  if (!loaded.ok) {
    return (
      <div className={cx(styles.page, styles.narrow)}>
        <ContentFailed />
      </div>
    );
  }
  return <Legal page={loaded.value} />;
}

function Legal({ page }: { readonly page: ContentPage }) {
  const rich = useMemo(() => prepareRichHtml(page.content, true), [page.content]);
  return (
    <div className={styles.page}>
      <PageHead title={page.title} description={textSummary(page.content)} />
      <ContentHeader title={page.title} crumbs={[{ label: page.title }]} />
      <div className={rich.headings.length > 1 ? styles.withToc : undefined}>
        {rich.headings.length > 1 ? <TableOfContents headings={rich.headings} /> : null}
        <RichText html={rich.html} />
      </div>
    </div>
  );
}

function TableOfContents({ headings }: { readonly headings: readonly RichHeading[] }) {
  return (
    <nav aria-labelledby="toc-title" className={styles.toc}>
      <h2 id="toc-title" className={styles.tocTitle}>
        {TABLE_OF_CONTENTS_TITLE}
      </h2>
      <ol role="list" className={styles.tocList}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? styles.tocSub : undefined}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
