import { LOGGER, TOKEN_STORE, type Logger, type Navigator, type TokenKind, type TokenStore } from '@/application';
import { createAppContainer, type AppConfig, type Rebind } from '@/ui/composition';
import { ServicesProvider } from '@/ui/app/services';
import { appRoutes, redirectRoutes } from '@/ui/app/routes';
import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { Subject } from 'rxjs';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** The API base URL msw handlers answer in UI tests. */
export const TEST_API = 'http://api.test';

export const TEST_CONFIG: AppConfig = { apiBaseUrl: TEST_API, recaptchaSiteKey: null, googleMapsApiKey: null, buildId: 'test-build' };

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

/** A navigator that records instead of moving. */
export class RecordingNavigator implements Navigator {
  readonly navigations$ = new Subject<string>();
  readonly navigated: string[] = [];
  currentPath = '/';
  navigate = (path: string) => {
    this.navigated.push(path);
    this.currentPath = path;
  };
  reload = () => undefined;
}

/**
 * The app's real container (real HTTP adapters, pointed at msw's TEST_API) with the given
 * bindings swapped: tokens in memory by default.
 */
export function createTestContainer(rebind?: Rebind): { container: Container; tokens: MemoryTokenStore; navigator: RecordingNavigator } {
  const tokens = new MemoryTokenStore();
  const navigator = new RecordingNavigator();
  const container = createAppContainer(TEST_CONFIG, navigator, (c) => {
    c.rebind(TOKEN_STORE).toConstantValue(tokens);
    c.rebind(LOGGER).toConstantValue(new MemoryLogger());
    rebind?.(c);
  });
  return { container, tokens, navigator };
}

/** Renders the app's routes at a path, in a memory router over a test container. */
export function renderRoute(path: string, options: { container?: Container; redirects?: Record<string, string>; assign?: (url: string) => void } = {}) {
  const container = options.container ?? createTestContainer().container;
  const router = createMemoryRouter(appRoutes(redirectRoutes(options.redirects ?? {}, options.assign ?? (() => undefined)), container), {
    initialEntries: [path],
  });
  const view = render(
    <ServicesProvider services={container}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  return { ...view, router, container };
}
