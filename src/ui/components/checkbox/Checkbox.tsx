import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from '../input/field.module.less';

/** Props of Checkbox: every <input> prop (including a register ref) plus its label and error. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  readonly label: ReactNode;
  readonly error?: ReactNode;
}

/** A square hairline checkbox with its label; error below in red. */
export function Checkbox({ label, error, id, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, error ? styles.invalid : '', className].filter(Boolean).join(' ')}>
      <label className={styles.choice} htmlFor={inputId}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          className={[styles.box, styles.checkbox].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
