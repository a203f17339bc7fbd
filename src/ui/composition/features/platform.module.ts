import {
  AuthStore,
  CLOCK,
  ExpireSession,
  LOGGER,
  SESSION_FLAGS,
  SITE,
  UiStore,
  VIEWPORT,
} from '@/application';
import { ConsoleLogger } from '@/infrastructure/browser/console-logger';
import { SystemClock } from '@/infrastructure/browser/system-clock';
import { WindowViewport } from '@/infrastructure/browser/window-viewport';
import { createHttpClient } from '@/infrastructure/http/http-client';
import { CookieSessionFlags } from '@/infrastructure/storage/cookie-session-flags';
import { ContainerModule } from 'inversify';
import { API_EXCHANGES, APP_CONFIG, HTTP_CLIENT } from '../tokens';

/**
 * What every feature stands on: the logger, time, the viewport, session flags, the one HTTP
 * client, the public site (origin), and the drawers and snackbars (UiStore). The hourly build check
 * (build-watch.module.ts) and the image placeholders' decoder (placeholders.module.ts) load after start-up.
 * APP_CONFIG and NAVIGATOR are bound by the container's creator.
 */
export const platformModule = new ContainerModule(({ bind }) => {
  // The network, unless a server render or its hydration binds otherwise.
  bind(API_EXCHANGES).toConstantValue({});
  bind(LOGGER).toDynamicValue(() => new ConsoleLogger());
  bind(CLOCK).toDynamicValue(() => new SystemClock());
  bind(VIEWPORT).toDynamicValue(() => new WindowViewport());
  bind(SESSION_FLAGS).toDynamicValue(() => new CookieSessionFlags());
  // The server render binds its own per request, from its configuration.
  bind(SITE).toDynamicValue((c) => ({ origin: c.get(APP_CONFIG).publicOrigin }));
  bind(HTTP_CLIENT).toDynamicValue((c) => {
    const auth = c.get(AuthStore);
    return createHttpClient({
      baseURL: c.get(APP_CONFIG).apiBaseUrl,
      tokens: () => ({ user: auth.snapshot.userToken, guest: auth.snapshot.guestToken }),
      // Resolved lazily: the use case depends on stores that depend on nothing HTTP.
      onUnauthorized: (sent) => (sent === 'guest' ? auth.clearGuest() : c.get(ExpireSession).execute()),
      logger: c.get(LOGGER),
      exchanges: c.get(API_EXCHANGES),
    });
  });
  bind(UiStore).toDynamicValue((c) => new UiStore(c.get(CLOCK).scheduler));
});
