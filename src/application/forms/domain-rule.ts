import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A class-validator decorator over a domain check that returns its message (or null when the
 * value is valid), so forms show exactly the domain's texts and hold no rule of their own.
 */
export function DomainRule(name: string, check: (value: never) => string | null, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown) => check(value as never) === null,
        defaultMessage: (args) => check(args?.value as never) ?? '',
      },
    },
    options,
  );
}
