import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isConcurrentUpdate, isDatabaseUnavailable, isDataException } from '../db/query-failures.js';
import { API_SECURITY_HEADERS, isJsonApi } from './api-headers.js';
import { fieldMessages } from './validation-messages.js';

/** Field name → message, as in every error answer. */
export type FieldErrors = Record<string, string>;

/** An expected failure with its HTTP status; the error handler turns it into the JSON shape. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldErrors = {},
    /** Extra members of `data` (e.g. the 409's `lines`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const VALIDATION_MESSAGE = 'The given data was invalid.';
export const CONFLICT_MESSAGE = 'Another request changed this at the same moment. Please try again.';
export const UNAVAILABLE_MESSAGE = 'The store is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5;

export const notFound = (what = 'resource') => new ApiError(404, `This ${what} does not exist.`);
export const unprocessable = (errors: FieldErrors, message = VALIDATION_MESSAGE) => new ApiError(422, message, errors);

/** The one error body shape: `{ message, data: { errors } }`. */
export function errorBody(message: string, errors: FieldErrors = {}, extra: Record<string, unknown> = {}) {
  return { message, data: { errors, ...extra } };
}

/**
 * Sends an error answer from any layer (route, hook, router, not-found): the JSON shape with the
 * API's security headers under /api, and wherever nothing set a policy before (the router
 * refuses a URL before any hook runs); a document path keeps the policy helmet gave it.
 */
export function sendError(reply: FastifyReply, status: number, message: string, errors: FieldErrors = {}, extra: Record<string, unknown> = {}) {
  if (isJsonApi(reply.request.url) || !reply.hasHeader('content-security-policy')) reply.headers(API_SECURITY_HEADERS);
  return reply.status(status).type('application/json; charset=utf-8').send(errorBody(message, errors, extra));
}

// Fastify's own client errors, with messages of ours (never its internals).
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length.'],
  FST_ERR_BAD_URL: [400, 'The address is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Bad request.'],
};

/** Maps every error to the JSON shape; logs 5xx, which are bugs, and never leaks a stack. */
export function handleError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) return sendError(reply, error.statusCode, error.message, error.errors, error.extra);
  if (error.validation) {
    return sendError(reply, 422, VALIDATION_MESSAGE, fieldMessages(error.validation, error.validationContext));
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return sendError(reply, known[0], known[1]);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return sendError(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), 503, UNAVAILABLE_MESSAGE);
  }
  if (isDataException(error)) {
    // A schema let through what a column cannot hold: refused like any invalid input, logged to fix.
    request.log.warn({ err: error }, 'data exception from the database');
    return sendError(reply, 422, VALIDATION_MESSAGE);
  }
  if (isConcurrentUpdate(error)) {
    // A race between two requests of one client (e.g. two cart replacements): the loser retries.
    request.log.warn({ err: error }, 'concurrent update');
    return sendError(reply, 409, CONFLICT_MESSAGE);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendError(reply, status, error.message || 'Bad request.');
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, 500, 'Something went wrong on our side.');
}

/** Fastify's `frameworkErrors`: router refusals (bad URL encoding, over-long parameters) answer like any other error. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return handleError(error, request, reply);
}
