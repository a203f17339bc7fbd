import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { CountryDropdown } from '../components/country-dropdown';
import { useDismissOnLeave } from '../hooks';

/** Props of CountryField. */
export interface CountryFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  /** The form field holding the ISO alpha-2 code. */
  readonly name: FieldPath<T>;
  readonly label: string;
  /** Codes to offer (the API's list, or the chosen code alone while the list is not there). */
  readonly codes: readonly string[];
  readonly className?: string;
}

/**
 * A Country field: the kit's dropdown with flags bound to react-hook-form. It validates when
 * focus leaves the field (spec §5), and takes focus when the server blames it.
 */
export function CountryField<T extends FieldValues>({ control, name, label, codes, className }: CountryFieldProps<T>) {
  const id = `country-field-${useId()}`;
  const { field, fieldState } = useController({ control, name });
  const leaving = useDismissOnLeave<HTMLDivElement>(() => field.onBlur());

  return (
    <div
      className={className}
      ref={(node) => {
        // react-hook-form focuses a field the server blamed through this handle: the dropdown's button.
        if (node) field.ref({ focus: () => document.getElementById(id)?.focus() });
      }}
      // Focus moving between the button and the list's search box is still inside the field.
      onBlur={leaving.onBlur}
    >
      <CountryDropdown
        id={id}
        codes={codes}
        value={field.value as string}
        onChange={(code) => field.onChange(code)}
        label={label}
        size="small"
        error={fieldState.error?.message}
        inline
      />
    </div>
  );
}
