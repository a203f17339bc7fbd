import type { FastifyInstance } from 'fastify';

/**
 * What a JSON answer needs of the security headers: it is never rendered as a document, so
 * instead of helmet's document policy (computed per request, the largest cost of a cached
 * answer) it gets this fixed set, the one OWASP recommends for REST answers: nothing may load
 * or frame it, no sniffing, no cross-origin no-cors reads, HTTPS only, no referrer.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/** JSON calls under /api; the OpenAPI page under /api/docs is a document and keeps helmet's policy. */
export const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Gives every JSON route the fixed API headers in place of helmet's. Register after helmet and
 * before the routes: it marks each JSON route as one helmet skips.
 */
export function useApiSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isJsonApi(route.url)) return;
    route.config = { ...route.config, helmet: { skipRoute: true } } as typeof route.config;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [
      (_request, reply, done) => {
        reply.headers(API_SECURITY_HEADERS);
        done();
      },
      ...own,
    ];
  });
}
