import type { Result } from '@/application';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyFieldErrors } from '../forms';
import { toSubmissionError } from './submission-error';

/**
 * Runs a form's submission and places a failed result: the server's messages on the form's
 * fields, the rest (no matching field, too many attempts, transport faults) as the form's message.
 */
export function useSubmission<T extends FieldValues>(form: UseFormReturn<T>) {
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const attempt = async (action: () => Promise<Result<unknown>>): Promise<void> => {
    setFormMessage(null);
    const result = await action();
    if (result.ok) return;
    const failure = toSubmissionError(result.failure, Object.keys(form.getValues()));
    applyFieldErrors(form, failure.fieldErrors);
    setFormMessage(failure.formMessage);
  };
  return { formMessage, attempt };
}
