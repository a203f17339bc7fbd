import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { Icon } from '../icon';
import styles from '../input/field.module.less';

/** One option of a Select. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Props of Select: every <select> prop (including a register ref) plus label, options and error. */
export interface SelectProps extends ComponentPropsWithRef<'select'> {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  /** A first, empty choice ("Choose…"). */
  readonly placeholder?: string;
  readonly error?: ReactNode;
  readonly labelHidden?: boolean;
}

/** A native select drawn like the other fields, with a chevron; error below in red. */
export function Select({ label, options, placeholder, error, labelHidden = false, id, className, ref, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  const errorId = `${selectId}-error`;
  return (
    <div className={[styles.field, error ? styles.invalid : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={[styles.label, labelHidden ? 'visually-hidden' : ''].filter(Boolean).join(' ')}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...rest}
          ref={ref}
          id={selectId}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size="small" className={styles.chevron} />
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
