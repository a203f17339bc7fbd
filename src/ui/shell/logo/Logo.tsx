import { Link } from 'react-router-dom';
import styles from './logo.module.less';

/** The house's name as shown by the wordmark. */
export const BRAND_NAME = 'Maison';

/** The wordmark, a link home. */
export function Logo({ className }: { readonly className?: string }) {
  return (
    <Link to="/" className={[styles.logo, className].filter(Boolean).join(' ')} aria-label={`${BRAND_NAME}, home`}>
      <span aria-hidden="true">{BRAND_NAME}</span>
    </Link>
  );
}
