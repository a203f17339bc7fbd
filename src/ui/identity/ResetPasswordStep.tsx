import { ResetPasswordFlow } from '@/application';
import { ResetPasswordFormModel } from '@/application/forms';
import { CONFIRM_LABEL, CONFIRMATION_CODE_LABEL, NEW_PASSWORD_LABEL } from '@/domain';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { useDomainForm } from '../forms';
import { PasswordField } from './PasswordField';
import { CONFIRMATION_CODE_HINT, RESET_PASSWORD_LEAD, SAVING_PASSWORD } from './identity-texts';
import styles from './identity.module.less';

/** Props of ResetPasswordStep. */
export interface ResetPasswordStepProps {
  /** The confirmation code to prefill (from /reset-password?pin=…). */
  readonly pin: string;
  readonly loading: boolean;
  /** Move focus to the first field once shown (the step changed while the drawer was open). */
  readonly focusOnMount?: boolean;
}

/**
 * Step 2 of the reset drawer, "Reset Your Password" (spec §2): "Confirmation code" and "New
 * password". On success the flow shows a snackbar and closes the drawer 2 s later (the button
 * keeps its loader until then); a failure changes nothing and says nothing (§8).
 */
export function ResetPasswordStep({ pin, loading, focusOnMount = false }: ResetPasswordStepProps) {
  const flow = useService(ResetPasswordFlow);
  const form = useDomainForm(ResetPasswordFormModel, { pin });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' });
  const busy = loading || isSubmitting;

  useEffect(() => {
    if (focusOnMount) form.setFocus('pin');
    // Only when shown: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.handleSubmit(async (values) => {
    await flow.resetPassword(values.pin, values.password);
  });

  return (
    <form className={styles.form} noValidate aria-busy={busy || undefined} onSubmit={(event) => void (busy ? event.preventDefault() : submit(event))}>
      <p className={styles.lead}>{RESET_PASSWORD_LEAD}</p>
      <Input
        label={CONFIRMATION_CODE_LABEL}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        hint={CONFIRMATION_CODE_HINT}
        readOnly={busy}
        // Prefilled from the e-mail's link: the new password is what is left to type.
        data-autofocus={pin === '' || undefined}
        error={errors.pin?.message}
        {...register('pin')}
      />
      <PasswordField
        label={NEW_PASSWORD_LABEL}
        autoComplete="new-password"
        readOnly={busy}
        data-autofocus={pin !== '' || undefined}
        value={password}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" color="black" size="large" fullWidth loading={busy} loadingLabel={SAVING_PASSWORD}>
        {CONFIRM_LABEL}
      </Button>
    </form>
  );
}
