import { InitAuth, LoadStartupData } from '@/application';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppContainer, readConfig, startBuildWatch, warmHttpClient } from '../composition';
import { bootBrowser } from './boot';
import { ServicesProvider } from './services';

/**
 * Starts the storefront in the browser alone (`npm run dev`, or the shell a failed server render
 * falls back to): the boot (container, router, chunk-reload guard), the start-up loads (menu,
 * settings, footer, social links; the shopper's session), the hourly build check, then the first
 * render. `redirectTable` is the build-time redirect table.
 */
export function startStorefront(rootElement: HTMLElement, redirectTable: Readonly<Record<string, string>>): void {
  const { container, startRouter, startLinkPreloads } = bootBrowser((navigator) => createAppContainer(readConfig(), navigator), redirectTable);
  const router = startRouter();
  warmHttpClient();
  void startLinkPreloads().catch(() => undefined);
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
