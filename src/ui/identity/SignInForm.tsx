import { SignIn } from '@/application';
import { SignInFormModel } from '@/application/forms';
import { useRef } from 'react';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { FormMessage, useDomainForm } from '../forms';
import {
  FIELD_LABELS,
  FORGOT_PASSWORD_LINK,
  NEW_CUSTOMER_ACTION,
  NEW_CUSTOMER_TEXT,
  NEW_CUSTOMER_TITLE,
  SIGN_IN_LEAD,
  SIGN_IN_TITLE,
  SIGNING_IN,
} from './identity-texts';
import { useFocusWhenShown } from './use-focus-when-shown';
import { useSubmission } from './use-submission';
import { IdentityForm } from './IdentityForm';
import { ModeSwitch } from './ModeSwitch';
import styles from './identity.module.less';

/** Props of SignInForm. */
export interface SignInFormProps {
  /** Opens the reset drawer instead. */
  readonly onForgotPassword: () => void;
  /** Shows the sign-up form instead. */
  readonly onCreateAccount: () => void;
}

/**
 * E-mail and password. The SignIn use case keeps the token, merges the guest cart, closes the
 * drawer and loads the wishlist; a refusal puts the server's messages on the fields (or above the
 * button when they name no field of the form) and keeps what was typed.
 */
export function SignInForm({ onForgotPassword, onCreateAccount }: SignInFormProps) {
  const signIn = useService(SignIn);
  const form = useDomainForm(SignInFormModel);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { formMessage, attempt } = useSubmission(form);
  const root = useRef<HTMLDivElement>(null);
  useFocusWhenShown(root, () => form.setFocus('email'));

  const submit = form.handleSubmit(({ email, password }) => attempt(() => signIn.execute(email.trim(), password)));

  return (
    <div ref={root} className={styles.panel}>
      <p className={styles.lead}>{SIGN_IN_LEAD}</p>
      <IdentityForm busy={isSubmitting} onSubmit={submit}>
        <Input
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          data-autofocus
          className={styles.field}
          error={errors.email?.message}
          {...register('email')}
        />
        <div className={styles.passwordGroup}>
          <Input
            label={FIELD_LABELS.password}
            type="password"
            autoComplete="current-password"
            className={styles.field}
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
      </IdentityForm>
      <ModeSwitch title={NEW_CUSTOMER_TITLE} action={NEW_CUSTOMER_ACTION} onSwitch={onCreateAccount}>
        <p className={styles.switchText}>{NEW_CUSTOMER_TEXT}</p>
      </ModeSwitch>
    </div>
  );
}
