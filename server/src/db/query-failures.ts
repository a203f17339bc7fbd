// How a failed query is answered: unreachable database (503), data the schemas should have
// refused (422), a race between two requests (409); anything else is a bug (500).

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/**
 * SQLSTATEs of a server that is shutting down, starting, full, or too slow to answer within
 * `statement_timeout` (57014) (class 08 is checked by prefix).
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300', '53000', '57014']);
/** node-postgres and Kysely say these in words only (the last three: a pool closed by a shutdown). */
const POOL_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /Cannot use a pool after calling end/,
  /Client was closed and is not queryable/,
  /driver has already been destroyed/,
];

/** True when `error` (or one it aggregates or wraps) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && POOL_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * SQLSTATE class 22, data exceptions (a value out of range, a byte the encoding refuses, text
 * that is not a number): input the schemas should have refused. Answered 422, never 500.
 */
export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/**
 * Two requests raced for one row (a unique key both inserted, a serialisation failure, a
 * deadlock): nothing is wrong with either request, and retrying one succeeds. Answered 409.
 */
export function isConcurrentUpdate(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === '40001' || code === '40P01';
}
