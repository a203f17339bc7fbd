import type { ResolutionContext } from 'inversify';
import type { HttpClient } from '@/infrastructure';
import { HTTP_CLIENT } from '../tokens';

/**
 * A binding for an HTTP gateway of the Storefront API over the one client. The gateways are small
 * and the start-up's loads go through them (replayed when the page hydrates), so each is bound with
 * its feature; axios and the one instance are what loads apart (warmHttpClient).
 */
export function httpGateway<T>(Gateway: new (http: HttpClient) => T) {
  return (ctx: ResolutionContext): T => new Gateway(ctx.get(HTTP_CLIENT));
}

/**
 * Starts loading axios and the one instance now, so the first request that needs the network
 * does not wait for it: at once when the browser renders the app, at idle time after hydration.
 */
export function warmHttpClient(): void {
  void import('@/infrastructure/http/axios-instance').catch(() => undefined);
}
