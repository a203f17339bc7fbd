import { AuthStore, CartStore, LOGGER } from '@/application';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router-dom';
import type { PageDestination, PageRender, PageRequest } from '@/domain/page-render-contract';
import { type ApiExchange, type AppConfig, readConfig } from '../../composition';
import { createServerContainer } from '../../composition/server-container';
import { loadDeferredParts } from './deferred-part';
import { appRoutes } from '../routes';
import { ServicesProvider } from '../services';
import { awaitStartup } from './await-startup';
import { bootScript, entryStartScript, type RouterHydrationData } from './boot-data';
import { intlWarmUpScript } from './intl-warm-up';
import { Document } from './Document';
import { matchedPage } from './matched-page';
import { RenderedOnServer } from './render-origin';

/** A page request; tests may give the configuration (by default the build's own, the same as the browser build's). */
export interface RenderPageRequest extends PageRequest {
  readonly config?: AppConfig;
}

/** The router's errors the way the browser's router reads them back (react-router's hydration format). */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: 'RouteErrorResponse' }];
      // Never the message or stack of a server fault: the error page says what a shopper needs.
      return [id, { message: 'Unexpected error', __type: 'Error' }];
    }),
  );
}

const neverLoaded = (): Promise<never> => new Promise(() => undefined);

/**
 * Every finished Suspense boundary is written where it stands, never at the end of the stream to be
 * moved into place by script. React outlines a finished boundary once the bytes flushed so far,
 * counted from the whole shell's, pass this budget: any budget below the page's size moved the
 * footer, the filters and every card's hover picture, in a timer task after the first paint that
 * laid the page out again (DESIGN.md).
 */
const IN_PLACE_BOUNDARY_BYTES = Number.POSITIVE_INFINITY;

/**
 * Renders one page on the server: a container of its own (the shopper's cookies, the API in
 * process), the start-up loads and the route's loaders, then the whole document streamed by
 * React with what the browser needs to hydrate it without fetching anything again.
 */
export async function renderPage(request: RenderPageRequest): Promise<PageRender> {
  const url = new URL(request.url);
  const recording: ApiExchange[] = [];
  // The canonical origin: the build's (VITE_PUBLIC_ORIGIN), else the page's as the server names it (PUBLIC_ORIGIN).
  const built = readConfig();
  const config = request.config ?? { ...built, publicOrigin: built.publicOrigin || url.origin };
  const services = createServerContainer(config, {
    path: url.pathname + url.search,
    cookieHeader: request.cookieHeader,
    transport: request.transport,
    recording,
  });
  // Redirects were answered before (the server's redirect table), so the app's routes are enough.
  const routes = appRoutes([], services);
  const page = matchedPage(routes, url.pathname);
  // A private page's code never loads here: its routes show their loading state, as the browser's
  // first render does (hydrate.tsx). Left to load, it would land before or after the render by chance.
  if (page.browserOnly) for (const route of page.lazyRoutes) route.lazy = neverLoaded;
  const handler = createStaticHandler(routes);
  const [context] = await Promise.all([
    handler.query(new Request(url, { signal: request.signal }), page.browserOnly ? { filterMatchesToLoad: () => false } : undefined),
    awaitStartup(services),
    // Rendered in place here; the browser hydrates them after the rest (deferred-part.tsx).
    loadDeferredParts(),
  ]);
  // A page's own parts register when its route's module loads, during the query: load those too.
  await loadDeferredParts();
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const hydration: RouterHydrationData = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  const assets = request.assetsFor(page.browserOnly ? [] : page.sources);
  const boot = bootScript({ config, router: hydration, api: recording, assets: { styles: assets.styles, entry: assets.entry, pages: assets.pages } });
  const router = createStaticRouter(handler.dataRoutes, context);
  const status = page.notFound && context.statusCode === 200 ? 404 : context.statusCode;
  const personal = services.get(AuthStore).isIdentified || services.get(CartStore).snapshot.items.length > 0;

  const app = (
    <StrictMode>
      <RenderedOnServer>
        <Document assets={assets}>
          <ServicesProvider services={services}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={request.nonce} />
          </ServicesProvider>
        </Document>
      </RenderedOnServer>
    </StrictMode>
  );

  const pipe = (destination: PageDestination) =>
    new Promise<void>((resolve, reject) => {
      const stream = renderToPipeableStream(app, {
        nonce: request.nonce,
        progressiveChunkSize: IN_PLACE_BOUNDARY_BYTES,
        // The entry starts after the first paint (entryStartScript); the head preloads it (Document).
        bootstrapScriptContent: boot + entryStartScript(assets.entry, assets.modules),
        onShellReady() {
          stream.pipe(destination);
          resolve();
        },
        onShellError: reject,
        onError(error) {
          // Logged by the server; the shell still streams (a boundary falls back to the browser).
          if (!request.signal.aborted) services.get(LOGGER).error('Server render error:', error);
        },
      });
      request.signal.addEventListener('abort', () => stream.abort(), { once: true });
    });

  return { kind: 'page', status, personal, pipe, headScript: intlWarmUpScript() };
}
