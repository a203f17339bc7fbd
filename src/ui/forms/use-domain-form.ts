// Forms load on demand, and with them class-transformer, which needs reflect-metadata: the one
// import of it is here, so the start-up bundle carries neither.
import 'reflect-metadata';
import type { FieldErrors } from '@/application';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm, type UseFormReturn } from 'react-hook-form';

/** A class of `@/application/forms` whose decorators carry the domain's rules and messages. */
export type FormModel<T extends FieldValues> = new () => T;

/**
 * react-hook-form over a form model of the application layer. Fields validate on focus-out,
 * never on each change (spec §5), also after a first submit.
 */
export function useDomainForm<T extends FieldValues>(model: FormModel<T>, defaults?: Partial<T>): UseFormReturn<T> {
  return useForm<T>({
    resolver: classValidatorResolver(model),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { ...new model(), ...defaults } as DefaultValues<T>,
  });
}

/**
 * Puts the server's field errors (`data.errors`) on the matching fields; a field the form does
 * not have is ignored here (the caller decides what to show for it).
 */
export function applyFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, fieldErrors: FieldErrors): void {
  const fields = Object.keys(form.getValues());
  let focused = false;
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (!fields.includes(field)) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}

/** Applies field errors whenever a use case's state publishes new ones. */
export function useFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, fieldErrors: FieldErrors): void {
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) applyFieldErrors(form, fieldErrors);
  }, [form, fieldErrors]);
}
