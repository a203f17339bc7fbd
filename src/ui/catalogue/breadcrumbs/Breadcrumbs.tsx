import { ROUTES } from '@/domain';
import { Link } from 'react-router-dom';
import styles from './breadcrumbs.module.less';

/** One step of the trail. */
export interface Crumb {
  readonly label: string;
  /** Omitted for the current page. */
  readonly to?: string;
}

/** The trail from Home to the page; the last step is the current page. */
export function Breadcrumbs({ items, className }: { readonly items: readonly Crumb[]; readonly className?: string }) {
  const trail: readonly Crumb[] = [{ label: 'Home', to: ROUTES.home }, ...items];
  return (
    <nav aria-label="Breadcrumb" className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ol className={styles.list} role="list">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={styles.item}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
