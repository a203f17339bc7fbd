import type { Faq } from '@/application';
import { faqPath } from '@/domain';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { prepareRichHtml, RichText } from '../../content';
import styles from './faq.module.less';

/** Text of the link from an answer to its question's own page. */
export const FAQ_PERMALINK_LABEL = 'Open this question on its own page';

/**
 * Questions as disclosures (native details/summary: keyboard and screen readers for free); each
 * open answer links to its question's own page. Several may be open at once.
 */
export function FaqAccordion({ questions, open }: { readonly questions: readonly Faq[]; readonly open?: boolean }) {
  return (
    <ul role="list" className={styles.accordion}>
      {questions.map((faq) => (
        <li key={faq.slug}>
          <FaqItem faq={faq} open={open} />
        </li>
      ))}
    </ul>
  );
}

function FaqItem({ faq, open }: { readonly faq: Faq; readonly open?: boolean }) {
  const answer = useMemo(() => prepareRichHtml(faq.answer).html, [faq.answer]);
  return (
    <details className={styles.item} open={open}>
      <summary className={styles.question}>
        <span>{faq.question}</span>
        <span className={styles.marker} aria-hidden="true" />
      </summary>
      <div className={styles.answer}>
        <RichText html={answer} />
        <Link to={faqPath(faq.slug)} className={styles.permalink} aria-label={`${FAQ_PERMALINK_LABEL}: ${faq.question}`}>
          {FAQ_PERMALINK_LABEL}
        </Link>
      </div>
    </details>
  );
}
