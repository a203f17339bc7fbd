import { ContentPages, type Faq, ok, type Result } from '@/application';
import { FAQ_TITLE, faqCategoryPath, faqPath, ROUTES, textSummary } from '@/domain';
import { useMemo } from 'react';
import { Link, type LoaderFunction, useLoaderData } from 'react-router-dom';
import { notFound, pageData } from '../../app/page-data';
import type { ServiceLocator } from '../../app/services';
import { ContentFailed, ContentHeader, prepareRichHtml, RichText } from '../../content';
import contentStyles from '../../content/content.module.less';
import { cx } from '../../shell/links';
import styles from './faq.module.less';
import { PageHead } from '../../seo';

/** A question with the others of its category. */
interface QuestionData {
  readonly faq: Faq;
  readonly related: readonly Faq[];
}

/** The question's validity check: an unknown slug is a 404 (spec §2). */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ params }): Promise<Result<QuestionData>> => {
    const loaded = pageData(await services.get(ContentPages).faqs());
    if (!loaded.ok) return loaded;
    const faq = loaded.value.find((candidate) => candidate.slug === params.slug);
    if (!faq) throw notFound();
    return ok({ faq, related: loaded.value.filter((other) => other.category.slug === faq.category.slug && other.slug !== faq.slug) });
  };
}

/** `/faq/{slug}`: one question, its answer and the other questions of its category. */
export function Component() {
  const loaded = useLoaderData() as Result<QuestionData>;
  if (!loaded.ok) {
    return (
      <div className={cx(contentStyles.page, contentStyles.narrow)}>
        <PageHead title={FAQ_TITLE} />
        <ContentHeader title={FAQ_TITLE} crumbs={[{ label: 'FAQ', to: ROUTES.faq }]} />
        <ContentFailed />
      </div>
    );
  }
  return <Question data={loaded.value} />;
}

function Question({ data: { faq, related } }: { readonly data: QuestionData }) {
  const answer = useMemo(() => prepareRichHtml(faq.answer).html, [faq.answer]);
  return (
    <div className={cx(contentStyles.page, contentStyles.narrow)}>
      <PageHead title={faq.question} description={textSummary(faq.answer)} />
      <ContentHeader
        title={faq.question}
        crumbs={[
          { label: 'FAQ', to: ROUTES.faq },
          { label: faq.category.name, to: faqCategoryPath(faq.category.slug) },
          { label: faq.question },
        ]}
      />
      <RichText html={answer} className={styles.singleAnswer} />
      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="faq-related">
          <h2 id="faq-related" className={styles.relatedTitle}>
            More about {faq.category.name.toLowerCase()}
          </h2>
          <ul role="list" className={styles.relatedList}>
            {related.map((other) => (
              <li key={other.slug}>
                <Link to={faqPath(other.slug)}>{other.question}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className={styles.back}>
        <Link to={ROUTES.faq}>All questions</Link> · <Link to={ROUTES.contact}>Contact us</Link>
      </p>
    </div>
  );
}
