import { InitAuth, LOGGER, NAVIGATOR, ok, TOKEN_STORE, type Logger, type Navigator, type TokenKind, type TokenStore } from '@/application';
import { createAppContainer, type AppConfig, type Rebind } from '@/ui/composition';
import { onDemandModules } from '@/ui/composition/features/on-demand-modules';
import { ServicesProvider } from '@/ui/app/services';
import { appRoutes, redirectRoutes } from '@/ui/app/routes';
import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { Subject } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** The API base URL msw handlers answer in UI tests. */
export const TEST_API = 'http://api.test';

/** The public origin canonical URLs and link previews are built on in UI tests. */
export const TEST_ORIGIN = 'https://maison.test';

export const TEST_CONFIG: AppConfig = { apiBaseUrl: TEST_API, recaptchaSiteKey: null, googleMapsApiKey: null, buildId: 'test-build', publicOrigin: TEST_ORIGIN };

/** Tokens kept in memory, so a test reads them without cookies. */
export class MemoryTokenStore implements TokenStore {
  readonly values = new Map<TokenKind, string>();
  read = (kind: TokenKind) => this.values.get(kind) ?? null;
  write = (kind: TokenKind, value: string) => void this.values.set(kind, value);
  clear = (kind: TokenKind) => void this.values.delete(kind);
}

/** A logger that keeps entries for assertions instead of printing them. */
export class MemoryLogger implements Logger {
  readonly entries: { level: string; message: string }[] = [];
  error = (message: string) => void this.entries.push({ level: 'error', message });
  warn = (message: string) => void this.entries.push({ level: 'warn', message });
  info = (message: string) => void this.entries.push({ level: 'info', message });
}

/** A navigator that records instead of moving; `currentPath` follows the router it is shown (renderRoute). */
export class RecordingNavigator implements Navigator {
  readonly navigations$ = new Subject<string>();
  readonly navigated: string[] = [];
  currentPath = '/';
  navigate = (path: string) => {
    this.navigated.push(path);
    this.currentPath = path;
  };
  reload = () => undefined;

  /** Reads the path shown from the router, as the app's navigator does. */
  follow(router: { readonly state: { readonly location: { pathname: string; search: string } }; subscribe: (listener: (state: { navigation: { state: string }; location: { pathname: string; search: string } }) => void) => () => void }): void {
    this.currentPath = router.state.location.pathname + router.state.location.search;
    router.subscribe((state) => {
      if (state.navigation.state === 'idle') this.currentPath = state.location.pathname + state.location.search;
    });
  }
}

/**
 * A rebind for page tests: the start-up restore (init-auth, which guarded routes wait on) counts
 * as done, so a test answers only its page's own requests and sets the session itself.
 */
export const SESSION_RESTORED: Rebind = (c) => c.rebind(InitAuth).toConstantValue({ execute: async () => ok() } as unknown as InitAuth);

/** How a test container loads the features the browser loads on demand. */
export interface TestContainerOptions {
  /**
   * Every feature at once, as a server render does: for a test that swaps a binding of such a
   * feature, or gets its services before a page or drawer has loaded it. By default they load as
   * in the browser, with the page or drawer that needs them.
   */
  readonly everyFeature?: boolean;
}

/**
 * The app's real container (real HTTP adapters, pointed at msw's TEST_API) with the given
 * bindings swapped: tokens in memory by default.
 */
export function createTestContainer(rebind?: Rebind, options: TestContainerOptions = {}): { container: Container; tokens: MemoryTokenStore; navigator: RecordingNavigator } {
  const tokens = new MemoryTokenStore();
  const navigator = new RecordingNavigator();
  const container = createAppContainer(TEST_CONFIG, navigator, (c) => {
    c.rebind(TOKEN_STORE).toConstantValue(tokens);
    c.rebind(LOGGER).toConstantValue(new MemoryLogger());
    rebind?.(c);
  }, options.everyFeature ? onDemandModules : []);
  return { container, tokens, navigator };
}

/** Renders the app's routes at a path, in a memory router over a test container. */
export function renderRoute(path: string, options: { container?: Container; redirects?: Record<string, string>; assign?: (url: string) => void } = {}) {
  const container = options.container ?? createTestContainer().container;
  const router = createMemoryRouter(appRoutes(redirectRoutes(options.redirects ?? {}, options.assign ?? (() => undefined)), container), {
    initialEntries: [path],
  });
  const navigator = container.get(NAVIGATOR);
  if (navigator instanceof RecordingNavigator) navigator.follow(router);
  const view = render(
    <ServicesProvider services={container}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router, container };
}
