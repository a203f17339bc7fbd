import { Link, Outlet, ScrollRestoration } from 'react-router-dom';
import styles from './app-layout.module.less';

/** The page frame: header, the routed page, footer. The full header and footer come with the shell. */
export function AppLayout() {
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.logo} aria-label="Maison, home">
          MAISON
        </Link>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>Lebanon</p>
      </footer>
      <ScrollRestoration />
    </div>
  );
}

/** The checkout shell renders its steps without the store's header and footer (spec §2). */
export function BareLayout() {
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      <Outlet />
      <ScrollRestoration />
    </main>
  );
}
