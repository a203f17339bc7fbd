import { passwordHints, type ValidationMessageItem } from '@/domain';
import { useId } from 'react';
import { Input, type InputProps } from '../components/input';
import { ValidationMessages } from '../components/validation-messages';

/** Props of PasswordField: an Input's, with the current value for the rule hints. */
export interface PasswordFieldProps extends Omit<InputProps, 'type' | 'error' | 'below' | 'belowId'> {
  /** The value typed so far: each rule turns to success as soon as it is met. */
  readonly value: string;
  /** The form's message for the field (a broken rule, "required", or the server's). */
  readonly error?: string;
}

/**
 * A new-password field with the domain's password rules always visible below it (spec §5):
 * neutral until met, then success; once the field has been checked and a rule is still broken,
 * that rule turns red in the list instead of being repeated as a second message.
 */
export function PasswordField({ value, error, ...input }: PasswordFieldProps) {
  const rulesId = `rules-${useId()}`;
  const hints = passwordHints(value);
  const brokenRule = error !== undefined && hints.some((hint) => hint.text === error);
  const items: ValidationMessageItem[] = brokenRule
    ? hints.map((hint) => (hint.type === 'success' ? hint : { text: hint.text, condition: hint.condition }))
    : hints;
  return (
    <Input
      {...input}
      type="password"
      // A broken rule is already shown (in red) by the list; the field still says it is invalid.
      error={brokenRule ? <span className="visually-hidden">{error}</span> : error}
      below={<ValidationMessages id={rulesId} items={items} />}
      belowId={rulesId}
    />
  );
}
