import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from '../input/field.module.less';
import { FieldError } from '../input/FieldError';

/** Props of TextArea: every <textarea> prop (including a register ref) plus label and error. */
export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  readonly label: ReactNode;
  /** Error shown below the field in red; marks the field aria-invalid. */
  readonly error?: ReactNode;
}

/** A labelled multi-line field drawn like the other fields; error below in red. */
export function TextArea({ label, error, id, className, ref, rows = 6, ...rest }: TextAreaProps) {
  const autoId = useId();
  const fieldId = id ?? `textarea-${autoId}`;
  const errorId = `${fieldId}-error`;
  return (
    <div className={[styles.field, error ? styles.invalid : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <textarea
          {...rest}
          ref={ref}
          id={fieldId}
          rows={rows}
          className={[styles.input, styles.textarea].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
