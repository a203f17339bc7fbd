import { CONTENT_GATEWAY, ShellStore, SubscribeNewsletter } from '@/application';
import { NewsletterFormModel } from '@/application/forms';
import {
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_FIELD_LABELS,
  NEWSLETTER_GENDERS,
  NEWSLETTER_SUBMITTING_LABEL,
  newsletterPrivacyNotice,
  PRIVACY_POLICY_LINK_LABEL,
  PRIVACY_POLICY_PATH,
  SUBSCRIBE_LABEL,
} from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { type FocusEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { RadioGroup } from '../components/radio-group';
import { CountryField, useCountryCodes, useDomainForm, useFieldErrors } from '../forms';
import styles from './newsletter.module.less';

/**
 * The newsletter form (spec §2, §4, §5): Email, Country (flags, LB by default), Gender, Subscribe
 * and the privacy notice. Fields validate on focus-out; while the request runs a loader replaces
 * Subscribe; the server's field errors land on their fields and the dialog stays open. The dialog
 * mounts it afresh at every opening, with what the shopper began typing in the footer.
 */
export function NewsletterForm() {
  const newsletter = useService(SubscribeNewsletter);
  const shell = useService(ShellStore);
  const { submitting, fieldErrors, draftEmail } = useObservableEagerState(newsletter.state$);
  const controller = useObservableEagerState(shell.state$).settings?.newsletter_controller ?? '';
  const form = useDomainForm(NewsletterFormModel, { email: draftEmail ?? '' });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const codes = useCountryCodes(useService(CONTENT_GATEWAY), form.watch('country_code'));
  const [failed, setFailed] = useState(false);
  const noticeId = useId();
  const draftContinued = useRef(!draftEmail);
  useFieldErrors(form, fieldErrors);

  // What was typed in the footer is continued, not typed before: on the first focus the caret
  // goes after it (e-mail fields have no selection API, so the value is set again instead).
  const continueDraft = (event: FocusEvent<HTMLInputElement>): void => {
    if (draftContinued.current) return;
    draftContinued.current = true;
    const input = event.currentTarget;
    const value = input.value;
    input.value = '';
    input.value = value;
  };

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    const result = await newsletter.execute({ email: values.email, gender: values.gender, country_code: values.country_code });
    if (result.ok || result.failure.kind === 'cancelled') return;
    // Field errors go on their fields; a failure that blames none of them (a rate limit, the
    // network) still gets a word, and what was typed stays.
    const fields = Object.keys(form.getValues());
    setFailed(!Object.keys(result.failure.fieldErrors).some((field) => fields.includes(field)));
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-describedby={noticeId}>
      <Input
        className={styles.field}
        label={NEWSLETTER_FIELD_LABELS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        data-autofocus
        onFocus={continueDraft}
        error={errors.email?.message}
        {...register('email')}
      />
      <CountryField className={styles.field} control={control} name="country_code" label={NEWSLETTER_FIELD_LABELS.country_code} codes={codes} />
      <RadioGroup
        className={[styles.field, styles.gender].join(' ')}
        legend={NEWSLETTER_FIELD_LABELS.gender}
        options={NEWSLETTER_GENDERS}
        error={errors.gender?.message}
        {...register('gender')}
      />
      {failed ? (
        <p className={styles.alert} role="alert">
          {NEWSLETTER_FAILED_MESSAGE}
        </p>
      ) : null}
      <Button type="submit" size="large" fullWidth loading={submitting} loadingLabel={NEWSLETTER_SUBMITTING_LABEL}>
        {SUBSCRIBE_LABEL}
      </Button>
      <p id={noticeId} className={styles.notice}>
        {newsletterPrivacyNotice(controller)}{' '}
        <Link to={PRIVACY_POLICY_PATH} className={styles.link} onClick={() => newsletter.close()}>
          {PRIVACY_POLICY_LINK_LABEL}
        </Link>
      </p>
    </form>
  );
}
