import { SendContactMessage } from '@/application';
import { ContactFormModel } from '@/application/forms';
import { CONTACT_FIELD_LABELS, CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_SUBJECTS } from '@/domain';
import { useState } from 'react';
import { useService } from '../../app/services';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { TextArea } from '../../components/textarea';
import { applyFieldErrors, useDomainForm } from '../../forms';
import styles from './contact.module.less';

/**
 * The contact form: fields validate on focus-out; the server's field errors land on their fields,
 * a rate limit or a failure gets a clear message and keeps what was typed; a sent message shows
 * the server's thanks in a success snackbar and clears the form.
 */
export function ContactForm() {
  const contact = useService(SendContactMessage);
  const form = useDomainForm(ContactFormModel);
  const { register, handleSubmit, formState, reset } = form;
  const { errors, isSubmitting } = formState;
  const [alert, setAlert] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setAlert(null);
    const sent = await contact.execute(values);
    if (sent.ok) {
      reset();
      return;
    }
    const { failure } = sent;
    if (failure.kind === 'validation') {
      applyFieldErrors(form, failure.fieldErrors);
      const fields = Object.keys(form.getValues());
      if (!Object.keys(failure.fieldErrors).some((field) => fields.includes(field))) setAlert(CONTACT_MESSAGES.failed);
      return;
    }
    setAlert(failure.kind === 'rate-limited' ? CONTACT_MESSAGES.rateLimited : CONTACT_MESSAGES.failed);
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label="Contact form">
      <div className={styles.row}>
        <Input label={CONTACT_FIELD_LABELS.name} autoComplete="name" maxLength={CONTACT_LIMITS.name} error={errors.name?.message} {...register('name')} />
        <Input
          label={CONTACT_FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className={styles.row}>
        <Select label={CONTACT_FIELD_LABELS.subject} placeholder="Choose a subject" options={CONTACT_SUBJECTS} error={errors.subject?.message} {...register('subject')} />
        <Input
          label={CONTACT_FIELD_LABELS.order_number}
          autoComplete="off"
          maxLength={CONTACT_LIMITS.order_number}
          error={errors.order_number?.message}
          {...register('order_number')}
        />
      </div>
      <TextArea label={CONTACT_FIELD_LABELS.message} maxLength={CONTACT_LIMITS.message} error={errors.message?.message} {...register('message')} />
      {alert ? (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      ) : null}
      <Button type="submit" size="large" loading={isSubmitting} loadingLabel="Sending your message" className={styles.submit}>
        Send message
      </Button>
    </form>
  );
}
