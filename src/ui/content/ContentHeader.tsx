import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../catalogue/breadcrumbs';
import styles from './content.module.less';

/** A content page's top: breadcrumbs, the title (the page's one h1) and an optional lead. */
export function ContentHeader({ title, crumbs, lead }: { readonly title: string; readonly crumbs?: readonly Crumb[]; readonly lead?: ReactNode }) {
  return (
    <header className={styles.header}>
      {crumbs && crumbs.length > 0 ? <Breadcrumbs items={crumbs} /> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
