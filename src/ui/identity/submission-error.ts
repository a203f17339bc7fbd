import type { FieldErrors, Failure } from '@/application';
import { SUBMIT_FAILED } from './identity-texts';

/** Where a refused submission's messages go: on fields, or above the submit button. */
export interface SubmissionError {
  /** The server's messages for fields the form has. */
  readonly fieldErrors: FieldErrors;
  /** Shown above the submit button when part of the failure belongs to no field of the form. */
  readonly formMessage: string | null;
}

/**
 * Splits a refused sign-in or sign-up into field messages (the API's 422 `data.errors`) and a
 * form-level message. A 422 message for a field the form lacks is shown in the form, as is the
 * server's own message when it names no field at all (too many attempts, a refused token);
 * transport faults get a neutral sentence, their text being technical.
 */
export function toSubmissionError(failure: Failure, fields: readonly string[]): SubmissionError {
  if (failure.kind === 'validation') {
    const entries = Object.entries(failure.fieldErrors);
    const onFields = entries.filter(([field]) => fields.includes(field));
    const elsewhere = entries.filter(([field]) => !fields.includes(field)).map(([, message]) => message);
    const formMessage = entries.length === 0 ? failure.message : elsewhere.length > 0 ? [...new Set(elsewhere)].join(' ') : null;
    return { fieldErrors: Object.fromEntries(onFields), formMessage: formMessage || null };
  }
  if (failure.kind === 'rate-limited' || failure.kind === 'unauthorized') return { fieldErrors: {}, formMessage: failure.message || SUBMIT_FAILED };
  return { fieldErrors: {}, formMessage: SUBMIT_FAILED };
}
