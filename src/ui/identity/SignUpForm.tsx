import { SignIn } from '@/application';
import { SignUpFormModel } from '@/application/forms';
import { PRIVACY_POLICY_PATH, TERMS_AND_CONDITIONS_PATH } from '@/domain';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Checkbox } from '../components/checkbox';
import { Input } from '../components/input';
import { FormMessage, useDomainForm } from '../forms';
import { PasswordField } from './PasswordField';
import {
  CREATING_ACCOUNT,
  FIELD_LABELS,
  HAVE_ACCOUNT_ACTION,
  HAVE_ACCOUNT_TITLE,
  SIGN_UP_LEAD,
  SIGN_UP_SUBMIT,
  TERMS_LABEL,
} from './identity-texts';
import { useFocusWhenShown } from './use-focus-when-shown';
import { useSubmission } from './use-submission';
import { IdentityForm } from './IdentityForm';
import { ModeSwitch } from './ModeSwitch';
import styles from './identity.module.less';

/** Props of SignUpForm. */
export interface SignUpFormProps {
  /** Shows the sign-in form instead. */
  readonly onSignIn: () => void;
}

/** The terms checkbox's label, its two documents opening in a new tab so what was typed here stays. */
export function TermsLabel() {
  return (
    <>
      {TERMS_LABEL.before}
      <a href={TERMS_AND_CONDITIONS_PATH} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
        {TERMS_LABEL.link}
      </a>
      {TERMS_LABEL.after}
      <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
        {TERMS_LABEL.privacy}
      </a>
      {TERMS_LABEL.end}
    </>
  );
}

/**
 * First name, last name, e-mail, password (the domain's rules visible below it, each turning to
 * success once met) and the terms. The SignIn use case creates the account, signs in, merges the
 * guest cart and closes the drawer; a refusal puts the server's messages on the fields.
 */
export function SignUpForm({ onSignIn }: SignUpFormProps) {
  const signIn = useService(SignIn);
  const form = useDomainForm(SignUpFormModel);
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' });
  const { formMessage, attempt } = useSubmission(form);
  const root = useRef<HTMLDivElement>(null);
  useFocusWhenShown(root, () => form.setFocus('first_name'));

  const submit = form.handleSubmit((values) =>
    attempt(() =>
      signIn.register({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        password: values.password,
        accept_terms: values.accept_terms,
      }),
    ),
  );

  return (
    <div ref={root} className={styles.panel}>
      <p className={styles.lead}>{SIGN_UP_LEAD}</p>
      <IdentityForm busy={isSubmitting} onSubmit={submit}>
        <div className={styles.names}>
          <Input
            label={FIELD_LABELS.firstName}
            autoComplete="given-name"
            data-autofocus
            className={styles.field}
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <Input
            label={FIELD_LABELS.lastName}
            autoComplete="family-name"
            className={styles.field}
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <Input
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          className={styles.field}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField label={FIELD_LABELS.password} autoComplete="new-password" value={password} error={errors.password?.message} {...register('password')} />
        <Checkbox
          className={`${styles.field} ${styles.terms}`}
          label={<TermsLabel />}
          error={errors.accept_terms?.message}
          {...register('accept_terms')}
        />
        <FormMessage message={formMessage} />
        <Button type="submit" color="black" size="large" fullWidth loading={isSubmitting} loadingLabel={CREATING_ACCOUNT}>
          {SIGN_UP_SUBMIT}
        </Button>
      </IdentityForm>
      <ModeSwitch title={HAVE_ACCOUNT_TITLE} action={HAVE_ACCOUNT_ACTION} onSwitch={onSignIn} />
    </div>
  );
}
