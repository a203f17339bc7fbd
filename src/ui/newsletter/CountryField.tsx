import type { NewsletterFormModel } from '@/application/forms';
import { NEWSLETTER_FIELD_LABELS } from '@/domain';
import { useEffect, useId, useRef } from 'react';
import { type Control, useController } from 'react-hook-form';
import { CountryDropdown } from '../components/country-dropdown';

/** Props of CountryField. */
export interface CountryFieldProps {
  readonly control: Control<NewsletterFormModel>;
  /** Codes to offer (the API's list, or the chosen code alone while the list is not there). */
  readonly codes: readonly string[];
}

/**
 * The Country field: the kit's dropdown with flags bound to react-hook-form. It validates when
 * focus leaves the field (spec §5), takes focus for a server error, and ties its error to the button.
 */
export function CountryField({ control, codes }: CountryFieldProps) {
  const id = `newsletter-country-${useId()}`;
  const errorId = `${id}-error`;
  const root = useRef<HTMLDivElement>(null);
  const { field, fieldState } = useController({ control, name: 'country_code' });
  const error = fieldState.error?.message;

  // The dropdown prints its error as its last paragraph but does not point the button at it:
  // name that paragraph and describe the button with it, so a screen reader reads the error.
  useEffect(() => {
    const trigger = root.current?.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]');
    if (!trigger) return;
    const message = trigger.parentElement?.lastElementChild;
    if (error && message instanceof HTMLParagraphElement) {
      message.id = errorId;
      message.setAttribute('aria-live', 'polite');
      trigger.setAttribute('aria-describedby', errorId);
    } else {
      trigger.removeAttribute('aria-describedby');
    }
  }, [error, errorId]);

  return (
    <div
      ref={(node) => {
        root.current = node;
        // react-hook-form focuses a field given a server error through this handle.
        field.ref(node ? { focus: () => node.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]')?.focus() } : null);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
      }}
    >
      <CountryDropdown
        id={id}
        codes={codes}
        value={field.value}
        onChange={(code) => field.onChange(code)}
        label={NEWSLETTER_FIELD_LABELS.country_code}
        size="small"
        error={error}
      />
    </div>
  );
}
