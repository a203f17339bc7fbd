import { type ComponentPropsWithRef, type FocusEvent, type ReactNode, useId, useState } from 'react';
import { Icon } from '../icon';
import styles from './field.module.less';
import { FieldError } from './FieldError';

/** Props of Input: every <input> prop (including a ref from react-hook-form's register) plus the field's texts. */
export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  readonly label: ReactNode;
  /** Help shown while the field has focus. */
  readonly hint?: ReactNode;
  /** Error shown below the field in red; marks the input aria-invalid. */
  readonly error?: ReactNode;
  /** Keep the label for screen readers only. */
  readonly labelHidden?: boolean;
  /** Content after the input, inside the field (a unit, an icon button). */
  readonly end?: ReactNode;
  /** Extra content below the field (validation messages), linked with aria-describedby when given an id. */
  readonly below?: ReactNode;
  readonly belowId?: string;
}

/** A labelled text field: hint on focus, error below in red, password visibility toggle (spec §2). */
export function Input({
  label,
  hint,
  error,
  labelHidden = false,
  end,
  below,
  belowId,
  id,
  type = 'text',
  className,
  onFocus,
  onBlur,
  ref,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [focused, setFocused] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const showHint = Boolean(hint) && focused;
  const describedBy = [showHint ? hintId : '', error ? errorId : '', belowId ?? '', rest['aria-describedby'] ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[styles.field, error ? styles.invalid : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={[styles.label, labelHidden ? 'visually-hidden' : ''].filter(Boolean).join(' ')}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onFocus={(event: FocusEvent<HTMLInputElement>) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            setFocused(false);
            onBlur?.(event);
          }}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.adornment}
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            aria-controls={inputId}
          >
            <Icon name={revealed ? 'eye-off' : 'eye'} size="medium" />
          </button>
        ) : null}
        {end}
      </div>
      {showHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
      {below}
    </div>
  );
}
