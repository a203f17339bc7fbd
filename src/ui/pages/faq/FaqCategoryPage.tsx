import { ContentPages, type ContentPage, type Faq, ok, type Result } from '@/application';
import { DELIVERY_AND_RETURNS_SLUG, FAQ_TITLE, ROUTES, textSummary } from '@/domain';
import { useMemo } from 'react';
import { Link, type LoaderFunction, useLoaderData } from 'react-router-dom';
import { notFound, pageData } from '../../app/page-data';
import type { ServiceLocator } from '../../app/services';
import { ContentFailed, ContentHeader, prepareRichHtml, RichText } from '../../content';
import contentStyles from '../../content/content.module.less';
import { FaqAccordion } from './FaqAccordion';
import styles from './faq.module.less';
import { PageHead } from '../../seo';

/** A category with its questions, and for delivery and returns the fixed section of the same name. */
interface CategoryData {
  readonly name: string;
  readonly questions: readonly Faq[];
  readonly section: ContentPage | null;
}

/** The category's validity check: a category without questions is a 404 (spec §2). */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ params }): Promise<Result<CategoryData>> => {
    const pages = services.get(ContentPages);
    const slug = params.slug ?? '';
    // The footer's and the store notice's "Delivery & returns" land here: the fixed section leads.
    const section = slug === DELIVERY_AND_RETURNS_SLUG ? pages.section(DELIVERY_AND_RETURNS_SLUG) : null;
    const loaded = pageData(await pages.faqs());
    if (!loaded.ok) return loaded;
    const questions = loaded.value.filter((faq) => faq.category.slug === slug);
    if (questions.length === 0) throw notFound();
    const fixed = await section;
    return ok({ name: questions[0]!.category.name, questions, section: fixed?.ok ? fixed.value : null });
  };
}

/** `/faq/category/{slug}`: one category's questions (and, for delivery and returns, the policy itself). */
export function Component() {
  const loaded = useLoaderData() as Result<CategoryData>;
  if (!loaded.ok) {
    return (
      <div className={contentStyles.page}>
        <PageHead title={FAQ_TITLE} />
        <ContentHeader title={FAQ_TITLE} crumbs={[{ label: 'FAQ', to: ROUTES.faq }]} />
        <ContentFailed />
      </div>
    );
  }
  return <Category data={loaded.value} />;
}

function Category({ data: { name, questions, section } }: { readonly data: CategoryData }) {
  const sectionHtml = useMemo(() => (section ? prepareRichHtml(section.content).html : null), [section]);
  return (
    <div className={contentStyles.page}>
      <PageHead title={section?.title ?? name} description={section ? textSummary(section.content) : undefined} />
      <ContentHeader title={section?.title ?? name} crumbs={[{ label: 'FAQ', to: ROUTES.faq }, { label: name }]} />
      <div className={styles.categoryLayout}>
        {sectionHtml ? <RichText html={sectionHtml} className={styles.section} /> : null}
        <section aria-labelledby="faq-category-questions" className={styles.group}>
          <h2 id="faq-category-questions" className={styles.groupTitle}>
            {section ? `Questions about ${name.toLowerCase()}` : 'Questions'}
          </h2>
          <FaqAccordion questions={questions} />
        </section>
      </div>
      <p className={styles.back}>
        <Link to={ROUTES.faq}>All questions</Link> · <Link to={ROUTES.contact}>Contact us</Link>
      </p>
    </div>
  );
}
