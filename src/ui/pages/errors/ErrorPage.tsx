import { CUSTOMER_SERVICE_SENTENCE, GO_BACK_HOME } from '@/domain';
import { Link } from 'react-router-dom';
import styles from './errors.module.less';
import { PageHead } from '../../seo';

/** The error page for a fatal or unhandled error: status code, status message, the sentence, a way home (spec §2). */
export function ErrorPage({ status, statusText }: { status: number; statusText: string }) {
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <PageHead title={statusText} noindex />
      <p className={styles.code}>{status}</p>
      <h1 id="error-title" className={styles.title}>
        {statusText}
      </h1>
      <p className={styles.text}>{CUSTOMER_SERVICE_SENTENCE}</p>
      <Link className={styles.home} to="/">
        {GO_BACK_HOME}
      </Link>
    </section>
  );
}
