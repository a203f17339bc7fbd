import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
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

export const notFound = (what = 'resource') => new ApiError(404, `This ${what} does not exist.`);
export const unprocessable = (errors: FieldErrors, message = VALIDATION_MESSAGE) => new ApiError(422, message, errors);

/** The one error body shape: `{ message, data: { errors } }`. */
export function errorBody(message: string, errors: FieldErrors = {}, extra: Record<string, unknown> = {}) {
  return { message, data: { errors, ...extra } };
}

// Fastify's own client errors, with messages of ours (never its internals).
const FASTIFY_CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length.'],
};

/** Maps every error to the JSON shape; logs 5xx, which are bugs, and never leaks a stack. */
export function handleError(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    return reply.status(error.statusCode).send(errorBody(error.message, error.errors, error.extra));
  }
  if (error.validation) {
    return reply.status(422).send(errorBody(VALIDATION_MESSAGE, fieldMessages(error.validation, error.validationContext)));
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return reply.status(known[0]).send(errorBody(known[1]));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(errorBody(error.message || 'Bad request.'));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(errorBody('Something went wrong on our side.'));
}
