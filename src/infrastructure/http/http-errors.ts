import { isAxiosError, isCancel } from 'axios';
import {
  ApplicationError,
  BusyError,
  CancelledError,
  ConflictError,
  type FieldErrors,
  NotFoundError,
  RateLimitedError,
  TransportError,
  UnauthorizedError,
  ValidationError,
} from '@/application';

/** The API's error body: `{ message, data: { errors, lines? } }` (docs/api.md). */
interface ApiErrorBody {
  readonly message?: unknown;
  readonly data?: { readonly errors?: unknown; readonly lines?: unknown };
}

/** Message used when the server sent none. */
export const DEFAULT_ERROR_MESSAGES = {
  validation: 'The request was refused.',
  unauthorized: 'You need to sign in again.',
  notFound: 'Not found.',
  conflict: 'Some items are no longer available.',
  rateLimited: 'Too many attempts, please try again later.',
  busy: 'The shop is very busy right now. Please try again in a moment.',
  network: 'The server could not be reached.',
  cancelled: 'The request was cancelled.',
} as const;

/** Translates an axios failure (or anything thrown in a request) into an application error. */
export function toApplicationError(error: unknown): ApplicationError {
  if (error instanceof ApplicationError) return error;
  if (isCancel(error)) return new CancelledError(DEFAULT_ERROR_MESSAGES.cancelled);
  if (!isAxiosError(error) || !error.response) {
    const message = error instanceof Error && error.message ? error.message : DEFAULT_ERROR_MESSAGES.network;
    return new TransportError(message, null);
  }
  const { status, data, headers } = error.response;
  const body = (typeof data === 'object' && data !== null ? data : {}) as ApiErrorBody;
  const message = (fallback: string): string => (typeof body.message === 'string' && body.message ? body.message : fallback);
  const fieldErrors = toFieldErrors(body.data?.errors);

  if (status === 422 || (status === 400 && fieldErrors !== null)) {
    return new ValidationError(message(DEFAULT_ERROR_MESSAGES.validation), fieldErrors ?? {});
  }
  switch (status) {
    case 401:
      return new UnauthorizedError(message(DEFAULT_ERROR_MESSAGES.unauthorized));
    case 404:
      return new NotFoundError(message(DEFAULT_ERROR_MESSAGES.notFound));
    case 409:
      return new ConflictError(message(DEFAULT_ERROR_MESSAGES.conflict), toConflictLines(body.data?.lines));
    case 429:
      return new RateLimitedError(message(DEFAULT_ERROR_MESSAGES.rateLimited), retryAfterSeconds(headerValue(headers, 'retry-after')));
    case 503: {
      // Too busy (or the database briefly away) and saying when to come back: the call may be sent again.
      const retryAfter = retryAfterSeconds(headerValue(headers, 'retry-after'));
      if (retryAfter !== null) return new BusyError(message(DEFAULT_ERROR_MESSAGES.busy), retryAfter);
      return new TransportError(message(`Request failed with status ${status}`), status);
    }
    default:
      // 400 without field errors, 403, 413 and every 5xx: nothing the shopper can correct field by field.
      return new TransportError(message(`Request failed with status ${status}`), status);
  }
}

// Keeps string messages only; a field with several messages shows its first (the forms show one per field).
function toFieldErrors(raw: unknown): FieldErrors | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
    const text = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
    if (typeof text === 'string') errors[field] = text;
  }
  return errors;
}

function toConflictLines(raw: unknown): ConflictError['lines'] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((line): line is Record<string, unknown> => typeof line === 'object' && line !== null)
    .map((line) => ({ product_id: Number(line.product_id), requested: Number(line.requested), available: Number(line.available) }))
    .filter((line) => [line.product_id, line.requested, line.available].every(Number.isFinite));
}

function headerValue(headers: unknown, name: string): string | null {
  if (!headers || typeof headers !== 'object') return null;
  const getter = (headers as { get?: (key: string) => unknown }).get;
  const value = typeof getter === 'function' ? getter.call(headers, name) : (headers as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

// Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3).
function retryAfterSeconds(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
