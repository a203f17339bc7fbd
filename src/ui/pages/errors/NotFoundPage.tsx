import { PAGE_NOT_FOUND, PAGE_NOT_FOUND_STATUS, GO_BACK_HOME, CUSTOMER_SERVICE_SENTENCE } from '@/domain';
import { Link, useLocation } from 'react-router-dom';
import styles from './errors.module.less';
import { PageHead } from '../../seo';

/** "Page not found: {path}" for unknown paths and failed route checks (spec §2, §8). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const message = PAGE_NOT_FOUND(pathname);
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <PageHead title="Page not found" noindex />
      <p className={styles.code}>{PAGE_NOT_FOUND_STATUS}</p>
      <h1 id="error-title" className={styles.title}>
        {message}
      </h1>
      <p className={styles.text}>{CUSTOMER_SERVICE_SENTENCE}</p>
      <Link className={styles.home} to="/">
        {GO_BACK_HOME}
      </Link>
    </section>
  );
}
