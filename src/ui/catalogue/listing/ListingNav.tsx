import { Link } from 'react-router-dom';
import styles from './listing.module.less';

/** A row of links under a listing's title (sub-categories, or a tag's categories). */
export function ListingNav({ label, links }: { readonly label: string; readonly links: readonly { readonly label: string; readonly to: string; readonly current?: boolean }[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.navList} role="list">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.navLink} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
