import { ContentPages, type Faq, type Result } from '@/application';
import { FAQ_EMPTY, FAQ_FILTER_LABEL, FAQ_NO_MATCH, FAQ_TITLE, faqCategoryPath, filterFaqs, groupFaqsByCategory, ROUTES } from '@/domain';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link, type LoaderFunction, useLoaderData } from 'react-router-dom';
import { pageData } from '../../app/page-data';
import type { ServiceLocator } from '../../app/services';
import { Input } from '../../components/input';
import { ContentFailed } from '../../content/ContentFailed';
import { ContentHeader } from '../../content/ContentHeader';
import contentStyles from '../../content/content.module.less';
import { cx } from '../../shell/links';
import { FaqAccordion } from './FaqAccordion';
import styles from './faq.module.less';
import { PageHead } from '../../seo';

/** Loads the FAQ. */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async () => pageData(await services.get(ContentPages).faqs());
}

/** "12 questions", "1 question". */
const questionCount = (count: number): string => `${count} ${count === 1 ? 'question' : 'questions'}`;

/** `/faq`: every question grouped by category, with a filter box. */
export function Component() {
  const loaded = useLoaderData() as Result<readonly Faq[]>;
  return (
    <div className={contentStyles.page}>
      <PageHead title={FAQ_TITLE} description="Answers about orders, payment, delivery, returns, sizing, your account and our stores." />
      <ContentHeader
        title={FAQ_TITLE}
        lead={
          <>
            Can’t find your answer? <Link to={ROUTES.contact}>Contact us</Link>.
          </>
        }
      />
      {loaded.ok ? <FaqBrowser faqs={loaded.value} /> : <ContentFailed />}
    </div>
  );
}

function FaqBrowser({ faqs }: { readonly faqs: readonly Faq[] }) {
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const groups = useMemo(() => groupFaqsByCategory(filterFaqs(faqs, deferred)), [faqs, deferred]);
  const categories = useMemo(() => groupFaqsByCategory(faqs), [faqs]);
  const statusId = useId();
  if (faqs.length === 0) return <p className={contentStyles.empty}>{FAQ_EMPTY}</p>;
  const matches = groups.reduce((sum, group) => sum + group.questions.length, 0);
  const filtering = deferred.trim() !== '';

  return (
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <div role="search" className={styles.filter}>
          <Input
            type="search"
            label={FAQ_FILTER_LABEL}
            placeholder="e.g. delivery, refund, size"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            aria-describedby={statusId}
            autoComplete="off"
          />
        </div>
        <p id={statusId} className={styles.status} role="status">
          {filtering ? (matches === 0 ? FAQ_NO_MATCH : `${questionCount(matches)} found`) : questionCount(faqs.length)}
        </p>
        <nav aria-label="FAQ categories" className={styles.categories}>
          <ul role="list">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link to={faqCategoryPath(category.slug)}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section key={group.slug} className={styles.group} aria-labelledby={`faq-${group.slug}`}>
            <div className={styles.groupHeader}>
              <h2 id={`faq-${group.slug}`} className={styles.groupTitle}>
                {group.name}
              </h2>
              <Link to={faqCategoryPath(group.slug)} className={cx(styles.seeAll)}>
                All about {group.name.toLowerCase()}
              </Link>
            </div>
            <FaqAccordion questions={group.questions} open={filtering && matches <= 3} />
          </section>
        ))}
      </div>
    </div>
  );
}
