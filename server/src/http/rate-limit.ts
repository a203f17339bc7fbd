import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../config.js';
import { ApiError } from './errors.js';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

/** Route `config.rateLimit` for @fastify/rate-limit from one of our configured limits. */
export function rateLimitOf(limit: RateLimit) {
  return { max: limit.max, timeWindow: limit.timeWindowMs };
}

/** The plugin throws what this returns: our error, so the 429 has the shared shape (it adds `Retry-After`). */
export function rateLimitedError(_request: FastifyRequest, context: { statusCode: number }) {
  return new ApiError(context.statusCode, RATE_LIMITED_MESSAGE);
}
