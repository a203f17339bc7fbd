/** Field name → message, as the API and the forms use them. */
export type FieldErrors = Readonly<Record<string, string>>;

/** Base of every failure an adapter reports in application terms (never an HTTP type). */
export class ApplicationError extends Error {
  override readonly name: string = 'ApplicationError';
}

/** The server refused the input: a message per field (HTTP 422 or 400). */
export class ValidationError extends ApplicationError {
  override readonly name = 'ValidationError';
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

/** The token is missing, unknown, expired or revoked (HTTP 401). */
export class UnauthorizedError extends ApplicationError {
  override readonly name = 'UnauthorizedError';
}

/** The resource does not exist, or is not the caller's (HTTP 404). */
export class NotFoundError extends ApplicationError {
  override readonly name = 'NotFoundError';
}

/** Stock or state conflict (HTTP 409), with the lines that could not be served. */
export class ConflictError extends ApplicationError {
  override readonly name = 'ConflictError';
  constructor(
    message: string,
    readonly lines: readonly { product_id: number; requested: number; available: number }[] = [],
  ) {
    super(message);
  }
}

/** Too many attempts (HTTP 429); `retryAfterSeconds` when the server said. */
export class RateLimitedError extends ApplicationError {
  override readonly name = 'RateLimitedError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** The shopper or the browser refused a permission the call needs (the location, for one). */
export class PermissionDeniedError extends ApplicationError {
  override readonly name = 'PermissionDeniedError';
}

/** Anything else: network down, timeout, 5xx. */
export class TransportError extends ApplicationError {
  override readonly name = 'TransportError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/**
 * The server is too busy to take the call now and said when to try again (HTTP 503 with
 * `Retry-After`): nothing of the call was done, so the same call may be sent again.
 */
export class BusyError extends ApplicationError {
  override readonly name = 'BusyError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** The request was cancelled by its caller (an `AbortSignal`), which is not a failure. */
export class CancelledError extends ApplicationError {
  override readonly name = 'CancelledError';
}
