import { SignIn } from '@/application';
import { SignInFormModel } from '@/application/forms';
import { useEffect, useId, useState } from 'react';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { applyFieldErrors, useDomainForm } from '../forms';
import { FormMessage } from './FormMessage';
import {
  EMAIL_HINT,
  FIELD_LABELS,
  FORGOT_PASSWORD_LINK,
  NEW_CUSTOMER_ACTION,
  NEW_CUSTOMER_TITLE,
  SIGN_IN_LEAD,
  SIGN_IN_TITLE,
  SIGNING_IN,
} from './identity-texts';
import { toSubmissionError } from './submission-error';
import styles from './identity.module.less';

/** Props of SignInForm. */
export interface SignInFormProps {
  /** Opens the reset drawer instead. */
  readonly onForgotPassword: () => void;
  /** Shows the sign-up form instead. */
  readonly onCreateAccount: () => void;
  /** Move focus to the first field once shown (after switching forms; the drawer focuses it on opening). */
  readonly focusOnMount?: boolean;
}

/**
 * E-mail and password. The SignIn use case keeps the token, merges the guest cart and closes the
 * drawer; a refusal puts the server's messages on the fields, or above the button when none match.
 */
export function SignInForm({ onForgotPassword, onCreateAccount, focusOnMount = false }: SignInFormProps) {
  const signIn = useService(SignIn);
  const form = useDomainForm(SignInFormModel);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const switchId = useId();

  useEffect(() => {
    if (focusOnMount) form.setFocus('email');
    // Only when shown: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFormMessage(null);
    try {
      await signIn.execute(email.trim(), password);
    } catch (error) {
      const failure = toSubmissionError(error, Object.keys(form.getValues()));
      applyFieldErrors(form, failure.fieldErrors);
      setFormMessage(failure.formMessage);
    }
  });

  return (
    <div className={styles.panel}>
      <p className={styles.lead}>{SIGN_IN_LEAD}</p>
      <form className={styles.form} noValidate onSubmit={(event) => void (isSubmitting ? event.preventDefault() : submit(event))}>
        <Input
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          hint={EMAIL_HINT}
          data-autofocus
          error={errors.email?.message}
          {...register('email')}
        />
        <div className={styles.passwordGroup}>
          <Input
            label={FIELD_LABELS.password}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <button type="button" className={styles.textLink} onClick={onForgotPassword} aria-haspopup="dialog">
            {FORGOT_PASSWORD_LINK}
          </button>
        </div>
        <FormMessage message={formMessage} />
        <Button type="submit" color="black" size="large" fullWidth loading={isSubmitting} loadingLabel={SIGNING_IN}>
          {SIGN_IN_TITLE}
        </Button>
      </form>
      <section className={styles.switch} aria-labelledby={switchId}>
        <h3 id={switchId} className={styles.switchTitle}>
          {NEW_CUSTOMER_TITLE}
        </h3>
        <Button variant="outline" color="black" size="large" fullWidth onClick={onCreateAccount}>
          {NEW_CUSTOMER_ACTION}
        </Button>
      </section>
    </div>
  );
}
