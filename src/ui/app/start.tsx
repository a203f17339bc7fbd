import { InitAuth, LoadStartupData } from '@/application';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppContainer, installChunkReloadGuard, readConfig, startBuildWatch, warmHttpClient } from '../composition';
import { RouterNavigator } from './router-navigator';
import { appRoutes, redirectRoutes } from './routes';
import { ServicesProvider } from './services';

/**
 * Starts the storefront: one container built once, the router, the start-up loads (menu,
 * settings, footer, social links; the shopper's session), the hourly build check and the
 * chunk-reload guard, then the first render. `redirectTable` is the build-time redirect table.
 */
export function startStorefront(rootElement: HTMLElement, redirectTable: Readonly<Record<string, string>>): void {
  const navigator = new RouterNavigator();
  const container = createAppContainer(readConfig(), navigator);
  const router = createBrowserRouter(appRoutes(redirectRoutes(redirectTable, (url) => window.location.assign(url)), container));
  navigator.attach(router);
  installChunkReloadGuard({
    target: window,
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
  });
  warmHttpClient();
  void startBuildWatch(container).catch(() => undefined);
  void container.get(LoadStartupData).execute();
  void container.get(InitAuth).execute();

  createRoot(rootElement).render(
    <StrictMode>
      <ServicesProvider services={container}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </StrictMode>,
  );
}
