import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from '../input/field.module.less';

/** One choice of a radio group. */
export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
}

/** Props of RadioGroup: the legend and options; other <input> props (a register ref, onChange, onBlur) go to every radio. */
export interface RadioGroupProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue' | 'name'> {
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly RadioOption[];
  /** Controlled value. */
  readonly value?: string;
  readonly defaultValue?: string;
  /** Called with the chosen value (controlled use). */
  readonly onValueChange?: (value: string) => void;
  readonly error?: ReactNode;
}

/** A fieldset of round radios, e.g. Gender: Male (m) / Female (f) (spec §2). */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  onChange,
  error,
  className,
  ...rest
}: RadioGroupProps) {
  const id = useId();
  const errorId = `radio-${id}-error`;
  return (
    <fieldset
      className={[styles.fieldset, error ? styles.invalid : '', className].filter(Boolean).join(' ')}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              {...rest}
              type="radio"
              name={name}
              value={option.value}
              className={[styles.box, styles.radio].join(' ')}
              {...(value !== undefined ? { checked: value === option.value } : {})}
              {...(defaultValue !== undefined ? { defaultChecked: defaultValue === option.value } : {})}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                onChange?.(event);
                if (event.target.checked) onValueChange?.(option.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
