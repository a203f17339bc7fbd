import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * The store's public origin: `PUBLIC_ORIGIN` (required in production), else, in development, the
 * origin the request was made to. Absolute links (mail, sitemap, canonical URLs) start with it.
 */
export function publicOriginOf(config: Pick<Config, 'publicOrigin'>, request: FastifyRequest): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}
