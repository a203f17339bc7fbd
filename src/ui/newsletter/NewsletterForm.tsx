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
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { RadioGroup } from '../components/radio-group';
import { useDomainForm, useFieldErrors } from '../forms';
import { CountryField } from './CountryField';
import { useCountryCodes } from './use-country-codes';
import styles from './newsletter.module.less';

/** Props of NewsletterForm. */
export interface NewsletterFormProps {
  /** Whether the dialog holding the form is open: each opening starts afresh after a success. */
  readonly open: boolean;
}

/**
 * The newsletter form (spec §2, §4, §5): Email, Country (flags, LB by default), Gender, Subscribe
 * and the privacy notice. Fields validate on focus-out; while the request runs a loader replaces
 * Subscribe; the server's field errors land on their fields and the dialog stays open.
 */
export function NewsletterForm({ open }: NewsletterFormProps) {
  const newsletter = useService(SubscribeNewsletter);
  const shell = useService(ShellStore);
  const { submitting, fieldErrors, draftEmail } = useObservableEagerState(newsletter.state$);
  const controller = useObservableEagerState(shell.state$).settings?.newsletter_controller ?? '';
  const form = useDomainForm(NewsletterFormModel, { email: draftEmail ?? '' });
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  const country = form.watch('country_code');
  const codes = useCountryCodes(useService(CONTENT_GATEWAY), open, country);
  const [failed, setFailed] = useState(false);
  const subscribed = useRef(false);
  const wasOpen = useRef(open);
  const noticeId = useId();
  useFieldErrors(form, fieldErrors);

  // A new opening: after a success the form starts empty; otherwise it keeps what was typed.
  useEffect(() => {
    if (open === wasOpen.current) return;
    wasOpen.current = open;
    if (!open) return;
    setFailed(false);
    if (subscribed.current) {
      subscribed.current = false;
      form.reset({ ...new NewsletterFormModel(), email: draftEmail ?? '' });
    } else {
      form.clearErrors();
      if (draftEmail) form.setValue('email', draftEmail);
    }
  }, [open, draftEmail, form]);

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    const ok = await newsletter.execute({ email: values.email, gender: values.gender, country_code: values.country_code });
    if (ok) {
      subscribed.current = true;
      return;
    }
    // Field errors go on their fields; a failure that blames no field of ours still gets a word.
    const fields = Object.keys(form.getValues());
    setFailed(!Object.keys(newsletter.snapshot.fieldErrors).some((field) => fields.includes(field)));
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-describedby={noticeId}>
      <Input
        label={NEWSLETTER_FIELD_LABELS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        data-autofocus
        error={errors.email?.message}
        {...register('email')}
      />
      <CountryField control={control} codes={codes} />
      <RadioGroup
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
