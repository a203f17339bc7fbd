import { type FieldErrors, RateLimitedError, UnauthorizedError, ValidationError } from '@/application';
import { SUBMIT_FAILED } from './identity-texts';

/** Where a refused submission's messages go: on fields, or above the form. */
export interface SubmissionError {
  readonly fieldErrors: FieldErrors;
  /** Shown above the submit button when no field of the form carries the failure. */
  readonly formMessage: string | null;
}

/**
 * Splits a failed sign-in or sign-up into field messages (the API's `data.errors`) and a
 * form-level message: the server's own message when no field of the form matches (too many
 * attempts, a refused token), a neutral sentence for transport faults (their text is technical).
 */
export function toSubmissionError(error: unknown, fields: readonly string[]): SubmissionError {
  if (error instanceof ValidationError) {
    const matched = Object.keys(error.fieldErrors).some((field) => fields.includes(field));
    return { fieldErrors: error.fieldErrors, formMessage: matched ? null : error.message };
  }
  if (error instanceof RateLimitedError || error instanceof UnauthorizedError) return { fieldErrors: {}, formMessage: error.message };
  return { fieldErrors: {}, formMessage: SUBMIT_FAILED };
}
