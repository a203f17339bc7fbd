import {
  CART_STORAGE,
  CHECKOUT_SESSION_STORAGE,
  type Navigator,
  PAYMENT_SESSION_STORAGE,
  SELECTION_STORAGE,
  SESSION_FLAGS,
  TOKEN_STORE,
  VIEWPORT,
} from '@/application';
import type { ApiExchange, ApiTransport, AppConfig } from '@/infrastructure';
import { WindowViewport } from '@/infrastructure/browser/window-viewport';
import { MemoryStorage } from '@/infrastructure/server/memory-storage';
import { requestCookieJar } from '@/infrastructure/server/request-cookie-jar';
import { CookieCartStorage } from '@/infrastructure/storage/cookie-cart-storage';
import { CookieSessionFlags } from '@/infrastructure/storage/cookie-session-flags';
import { CookieTokenStore } from '@/infrastructure/storage/cookie-token-store';
import { SessionCheckoutStorage } from '@/infrastructure/storage/session-checkout-storage';
import { SessionPaymentStorage } from '@/infrastructure/storage/session-payment-storage';
import { LocalSelectionStorage } from '@/infrastructure/storage/local-selection-storage';
import type { Container } from 'inversify';
import { NEVER } from 'rxjs';
import { createAppContainer } from './container';
import { onDemandModules } from './features/on-demand-modules';
import { API_EXCHANGES } from './tokens';

/** One page request as the server render sees it. */
export interface RenderRequest {
  /** The page's path and query. */
  readonly path: string;
  /** The request's `Cookie` header: the shopper's tokens, cart and session flags. */
  readonly cookieHeader: string | undefined;
  /** How the render's API calls reach the API: in process. */
  readonly transport: ApiTransport;
  /** Where the render's API calls are recorded, for the browser to replay when it hydrates. */
  readonly recording: ApiExchange[];
}

/** The width the server lays a page out for: it cannot know the shopper's, and CSS adapts the rest. */
const SERVER_VIEWPORT_WIDTH = 1280;

/** A server render never navigates: a redirect is the router's answer, not a call. */
function stillNavigator(currentPath: string): Navigator {
  return { navigations$: NEVER, currentPath, navigate: () => undefined, reload: () => undefined };
}

/**
 * The container of one server render: the same features and use cases as the browser's, with the
 * adapters of a request. The shopper's cookies are read, never written; session storage is empty;
 * API calls answer in process and are recorded. Built per request, so nothing leaks between two.
 * Every feature is loaded at once (the browser loads some on demand): no bundle is at stake here.
 * Only the server entry imports this module, so that the on-demand features stay out of the browser's start-up.
 */
export function createServerContainer(config: AppConfig, request: RenderRequest): Container {
  const cookies = requestCookieJar(request.cookieHeader);
  const environment = { cookies, location: { protocol: 'https:' } };
  return createAppContainer(config, stillNavigator(request.path), (c) => {
    c.rebind(API_EXCHANGES).toConstantValue({ transport: request.transport, recording: request.recording });
    c.rebind(TOKEN_STORE).toConstantValue(new CookieTokenStore(environment));
    c.rebind(CART_STORAGE).toConstantValue(new CookieCartStorage(environment));
    c.rebind(SESSION_FLAGS).toConstantValue(new CookieSessionFlags(cookies, environment.location));
    c.rebind(VIEWPORT).toConstantValue(new WindowViewport({ innerWidth: SERVER_VIEWPORT_WIDTH }));
    c.rebind(SELECTION_STORAGE).toConstantValue(new LocalSelectionStorage(new MemoryStorage()));
    c.rebind(PAYMENT_SESSION_STORAGE).toConstantValue(new SessionPaymentStorage(new MemoryStorage()));
    c.rebind(CHECKOUT_SESSION_STORAGE).toConstantValue(new SessionCheckoutStorage(new MemoryStorage()));
  }, onDemandModules);
}
