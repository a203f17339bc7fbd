import { CONTENT_GATEWAY, SaveAddress } from '@/application';
import { AddressFormModel } from '@/application/forms';
import { type Address, ADDRESS_FIELD_LABELS, ADDRESS_LIMITS, type AddressFields, addressToFields, PHONE_HINT } from '@/domain';
import { type Ref, useImperativeHandle, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { TextArea } from '../components/textarea';
import { applyFieldErrors, CountryField, FormMessage, useCountryCodes, useDomainForm } from '../forms';
import { ADDRESS_FORM_TEXTS } from './address-texts';
import styles from './address-form.module.less';

/** Props of AddressForm. */
export interface AddressFormProps {
  /** The saved address to edit (updated in place), or nothing for a new one. */
  readonly address?: Address;
  /** Values a new address starts with (e.g. the shopper's name). */
  readonly initialValues?: Partial<AddressFields>;
  /** Called with the address the server saved (a promise when choosing it takes a call). */
  readonly onSaved: (address: Address) => void | Promise<void>;
  /** Shows a Cancel button that calls it. */
  readonly onCancel?: () => void;
  /** Text of the submit button. */
  readonly submitLabel?: string;
  /** Accessible name of the form. */
  readonly label?: string;
  /** Lets a page submit the form from its own button (Continue to payment). */
  readonly handle?: Ref<AddressFormHandle>;
}

/** What a page may do with an open address form. */
export interface AddressFormHandle {
  /** Something was typed into the form. */
  readonly isFilled: () => boolean;
  /** Validates and saves as its own button does; answers whether the address was saved and chosen. */
  readonly submit: () => Promise<boolean>;
}

/**
 * The one address form (checkout and address book): the fields a courier needs, the country
 * limited to the ones we ship to (LB first chosen), validation on focus-out with the domain's
 * messages, the server's field errors on their fields; what was typed stays on a failure.
 */
export function AddressForm({ address, initialValues, onSaved, onCancel, submitLabel = ADDRESS_FORM_TEXTS.save, label = ADDRESS_FORM_TEXTS.formLabel, handle }: AddressFormProps) {
  const save = useService(SaveAddress);
  const form = useDomainForm(AddressFormModel, address ? addressToFields(address) : initialValues);
  const { register, control, handleSubmit, formState, watch } = form;
  const { errors, isSubmitting } = formState;
  const codes = useCountryCodes(useService(CONTENT_GATEWAY), watch('country_code'), { shippableOnly: true });
  const [alert, setAlert] = useState<string | null>(null);

  const saveValues = async (values: AddressFields): Promise<boolean> => {
    setAlert(null);
    const saved = await save.execute(values, address?.id);
    if (saved.ok) {
      await onSaved(saved.value);
      return true;
    }
    const { failure } = saved;
    if (failure.kind === 'validation') applyFieldErrors(form, failure.fieldErrors);
    const blamesAField = Object.keys(failure.fieldErrors).some((field) => field in values);
    if (!blamesAField) setAlert(failure.kind === 'validation' ? failure.message : ADDRESS_FORM_TEXTS.failed);
    return false;
  };
  const submit = handleSubmit(async (values) => void (await saveValues(values)));

  useAddressFormHandle(handle, form, (address ? addressToFields(address) : initialValues) ?? {}, saveValues);

  const field = (name: keyof AddressFields, autoComplete: string, extra: { hint?: string; inputMode?: 'tel' } = {}) => (
    <Input label={ADDRESS_FIELD_LABELS[name]} autoComplete={autoComplete} maxLength={ADDRESS_LIMITS[name]} error={errors[name]?.message} {...extra} {...register(name)} />
  );

  return (
    <form className={styles.form} noValidate aria-label={label} onSubmit={(event) => void submit(event)}>
      <div className={styles.row}>
        {field('first_name', 'given-name')}
        {field('last_name', 'family-name')}
      </div>
      <div className={styles.row}>
        <Input
          label={ADDRESS_FIELD_LABELS.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={PHONE_HINT}
          placeholder="+961 3 123 456"
          maxLength={ADDRESS_LIMITS.phone}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <CountryField control={control} name="country_code" label={ADDRESS_FIELD_LABELS.country_code} codes={codes} />
      </div>
      <div className={styles.row}>
        {field('city', 'address-level2')}
        {field('area', 'address-level3')}
      </div>
      {field('street', 'address-line1')}
      <div className={styles.row}>
        {field('building', 'address-line2')}
        {field('floor', 'off')}
      </div>
      <TextArea label={ADDRESS_FIELD_LABELS.instructions} rows={2} maxLength={ADDRESS_LIMITS.instructions} error={errors.instructions?.message} {...register('instructions')} />
      <FormMessage message={alert} />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting} loadingLabel={ADDRESS_FORM_TEXTS.saving}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {ADDRESS_FORM_TEXTS.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** What a page may do with the form (AddressFormHandle): ask whether the shopper typed, and submit it as its button does. */
function useAddressFormHandle(
  handle: AddressFormProps['handle'],
  form: UseFormReturn<AddressFields>,
  start: Partial<AddressFields>,
  saveValues: (values: AddressFields) => Promise<boolean>,
) {
  useImperativeHandle(handle, () => ({
    // Typed by the shopper: a value other than what the form started with (the country has one).
    isFilled: () =>
      Object.entries(form.getValues()).some(([name, value]) => name !== 'country_code' && typeof value === 'string' && value.trim() !== '' && value !== start[name as keyof AddressFields]),
    submit: async () => {
      let saved = false;
      await form.handleSubmit(async (values) => void (saved = await saveValues(values)))();
      return saved;
    },
  }));
}
