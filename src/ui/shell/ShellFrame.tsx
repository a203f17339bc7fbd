import { type ReactNode } from 'react';
import { SiteFooter } from './deferred-parts';
import { SiteHeader } from './header/SiteHeader';
import styles from './shell.module.less';

/**
 * The page frame around content: skip link, header, `<main id="main">`, footer. AppLayout puts the
 * routed page in it; the error page can use it to keep header and footer (spec §2).
 */
export function ShellFrame({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
