import { PASSWORD_REQUIRED, passwordHints, type ValidationMessageItem } from '@/domain';
import { useId } from 'react';
import { Input, type InputProps } from '../components/input';
import { ValidationMessages } from '../components/validation-messages';
import styles from './identity.module.less';

/** Props of PasswordField: an Input's, with the current value for the rule hints. */
export interface PasswordFieldProps extends Omit<InputProps, 'type' | 'error' | 'below' | 'belowId'> {
  /** The value typed so far: each rule turns to success as soon as it is met. */
  readonly value: string;
  /** The form's message for the field (a broken rule, "required", or the server's). */
  readonly error?: string;
}

/**
 * A new-password field with the domain's password rules always visible below it (spec §3, §5),
 * as validation-message items: neutral until met, then success. Once the field has been checked
 * and the password is empty or breaks a rule, the unmet rules turn red in the list instead of a
 * second message appearing above it (the message stays for screen readers), so nothing below the
 * field moves as focus leaves it. A server's message is shown as usual.
 */
export function PasswordField({ value, error, className, ...input }: PasswordFieldProps) {
  const rulesId = `rules-${useId()}`;
  const hints = passwordHints(value);
  const shownByRules = error !== undefined && (error === PASSWORD_REQUIRED || hints.some((hint) => hint.text === error));
  const items: ValidationMessageItem[] = shownByRules
    ? hints.map((hint) => (hint.type === 'success' ? hint : { text: hint.text, condition: hint.condition }))
    : hints;
  return (
    <Input
      {...input}
      className={[styles.password, className].filter(Boolean).join(' ')}
      type="password"
      error={shownByRules ? <span className="visually-hidden">{error}</span> : error}
      below={<ValidationMessages id={rulesId} items={items} className={styles.rules} />}
      belowId={rulesId}
    />
  );
}
