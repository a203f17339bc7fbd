import type { ResolutionContext } from 'inversify';
import type { HttpClient } from '@/infrastructure';
import { type AsyncPort, loadOnce, onFirstCall } from '../on-first-call';
import type * as HttpGatewayClasses from '../http-gateways';
import { HTTP_CLIENT } from '../tokens';

/** The gateway classes of the lazy chunk. */
type HttpGateways = typeof HttpGatewayClasses;

// One chunk holds every gateway class (and axios with the one instance): loaded with the first request.
const gateways = loadOnce(() => import('../http-gateways'));

/**
 * A binding for an HTTP gateway of the Storefront API over the one client. Its adapter loads with
 * its first call, so neither the gateways nor axios are start-up JavaScript.
 */
export function httpGateway<T extends AsyncPort<T>>(make: (classes: HttpGateways, http: HttpClient) => T) {
  return (ctx: ResolutionContext): T => {
    const http = ctx.get(HTTP_CLIENT);
    return onFirstCall(async () => make(await gateways(), http));
  };
}

/**
 * Starts loading axios and the one instance now, so the first request that needs the network
 * does not wait for it: at once when the browser renders the app, at idle time after hydration.
 */
export function warmHttpClient(): void {
  void import('@/infrastructure/http/axios-instance').catch(() => undefined);
}
