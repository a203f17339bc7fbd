import { Outlet, ScrollRestoration } from 'react-router-dom';
import { RouteError } from '../pages/errors/RouteError';
import { LogoLoader, OverlayHost, RouteProgress, ShellFrame } from '../shell';
import styles from './app-layout.module.less';

/** The store's frame: route progress, loading logo, header, the routed page, footer, overlays. */
export function AppLayout() {
  return (
    <>
      <RouteProgress />
      <LogoLoader />
      <ShellFrame>
        <Outlet />
      </ShellFrame>
      <OverlayHost />
      <ScrollRestoration />
    </>
  );
}

/** The checkout shell renders its steps without the store's header and footer (spec §2). */
export function BareLayout() {
  return (
    <>
      <RouteProgress />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <OverlayHost />
      <ScrollRestoration />
    </>
  );
}

/** An error under /checkout/* shows in the store's frame, with its header and footer (spec §2 "Error page"). */
export function FramedRouteError() {
  return (
    <>
      <ShellFrame>
        <RouteError />
      </ShellFrame>
      <OverlayHost />
    </>
  );
}
