import type { NewsletterFormModel } from '@/application/forms';
import { NEWSLETTER_FIELD_LABELS } from '@/domain';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { CountryDropdown } from '../components/country-dropdown';
import { useDismissOnLeave } from '../hooks';

/** Props of CountryField. */
export interface CountryFieldProps {
  readonly control: Control<NewsletterFormModel>;
  /** Codes to offer (the API's list, or the chosen code alone while the list is not there). */
  readonly codes: readonly string[];
  readonly className?: string;
}

/**
 * The Country field: the kit's dropdown with flags bound to react-hook-form. It validates when
 * focus leaves the field (spec §5), and takes focus when the server blames it.
 */
export function CountryField({ control, codes, className }: CountryFieldProps) {
  const id = `newsletter-country-${useId()}`;
  const { field, fieldState } = useController({ control, name: 'country_code' });
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
        value={field.value}
        onChange={(code) => field.onChange(code)}
        label={NEWSLETTER_FIELD_LABELS.country_code}
        size="small"
        error={fieldState.error?.message}
        inline
      />
    </div>
  );
}
