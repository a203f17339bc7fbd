import {
  ApplicationError,
  BusyError,
  CancelledError,
  ConflictError,
  type FieldErrors,
  NotFoundError,
  PermissionDeniedError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from './errors';
import type { Logger } from './ports/logger';

/**
 * Why a use case failed, in the shopper's terms: refused input (`validation`, with messages per
 * field), a stock or state `conflict`, `not-found`, `unauthorized` (the session ended),
 * `rate-limited`, `cancelled` by its caller, `denied` (the shopper or the browser refused a
 * permission, such as the location), `busy` (the shop is very busy: try again shortly) or
 * `unavailable` (network down, server fault, no device).
 */
export type FailureKind = 'validation' | 'conflict' | 'not-found' | 'unauthorized' | 'rate-limited' | 'cancelled' | 'denied' | 'busy' | 'unavailable';

/** An expected failure: its kind, the server's (or our) message and the messages per field. */
export interface Failure {
  readonly kind: FailureKind;
  readonly message: string;
  readonly fieldErrors: FieldErrors;
}

/**
 * What every use case that can fail answers (STYLE.md rule 6): its value, or a failure the UI maps
 * to a text. Bugs (anything that is not an ApplicationError) still throw: they are not a shopper's doing.
 */
export type Result<T = void> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: Failure };

/** A success. */
export function ok(): Result<void>;
export function ok<T>(value: T): Result<T>;
export function ok<T>(value?: T): Result<T | undefined> {
  return { ok: true, value };
}

/** A failure of the given kind. */
export function failed(kind: FailureKind, message: string, fieldErrors: FieldErrors = {}): { readonly ok: false; readonly failure: Failure } {
  return { ok: false, failure: { kind, message, fieldErrors } };
}

/** The failure an adapter's application error stands for; anything else is a bug and is thrown again. */
export function toFailure(error: unknown): Failure {
  if (!(error instanceof ApplicationError)) throw error;
  const fieldErrors = error instanceof ValidationError ? error.fieldErrors : {};
  return { kind: kindOf(error), message: error.message, fieldErrors };
}

function kindOf(error: ApplicationError): FailureKind {
  if (error instanceof ValidationError) return 'validation';
  if (error instanceof ConflictError) return 'conflict';
  if (error instanceof NotFoundError) return 'not-found';
  if (error instanceof UnauthorizedError) return 'unauthorized';
  if (error instanceof RateLimitedError) return 'rate-limited';
  if (error instanceof CancelledError) return 'cancelled';
  if (error instanceof PermissionDeniedError) return 'denied';
  if (error instanceof BusyError) return 'busy';
  return 'unavailable';
}

/**
 * Runs a use case's calls and turns an application error into a failed result, logged here and
 * only here (`what` says what failed): refusals as warnings, faults as errors. A 401 has already
 * ended the session (ExpireSession) and a cancellation is no failure: neither is logged.
 */
export async function attempt<T>(logger: Logger, what: string, work: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await work());
  } catch (error) {
    const failure = toFailure(error);
    logFailure(logger, what, failure, error);
    return { ok: false, failure };
  }
}

/**
 * Logs a failure once, at the level its kind deserves: only `unavailable` is a fault (an error);
 * the rest, a `denied` permission included, are refusals (warnings).
 */
export function logFailure(logger: Logger, what: string, failure: Failure, error: unknown): void {
  if (failure.kind === 'unauthorized' || failure.kind === 'cancelled') return;
  if (failure.kind === 'unavailable') logger.error(what, error);
  else logger.warn(what, failure.kind === 'validation' ? failure.fieldErrors : failure.message);
}
