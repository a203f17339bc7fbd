import { ResetPasswordFlow } from '@/application';
import { ForgotPasswordFormModel } from '@/application/forms';
import { CONFIRM_LABEL } from '@/domain';
import { useState } from 'react';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { useDomainForm } from '../forms';
import { CaptchaField } from './CaptchaField';
import { EMAIL_HINT, FIELD_LABELS, FORGOT_PASSWORD_LEAD, SENDING_CODE } from './identity-texts';
import styles from './identity.module.less';

/**
 * Step 1 of the reset drawer, "Forgot Your Password" (spec §2): the e-mail and the captcha;
 * Confirm stays disabled until the captcha has a token. While the request runs and for the
 * ~2 s before step 2 the button shows a loader; a failure changes nothing and says nothing (§8).
 */
export function ForgotPasswordStep({ loading }: { readonly loading: boolean }) {
  const flow = useService(ResetPasswordFlow);
  const form = useDomainForm(ForgotPasswordFormModel);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const busy = loading || isSubmitting;

  const submit = form.handleSubmit(async ({ email }) => {
    if (captchaToken === null) return;
    await flow.requestPin(email, captchaToken);
  });

  return (
    <form className={styles.form} noValidate aria-busy={busy || undefined} onSubmit={(event) => void (busy ? event.preventDefault() : submit(event))}>
      <p className={styles.lead}>{FORGOT_PASSWORD_LEAD}</p>
      <Input
        label={FIELD_LABELS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        hint={EMAIL_HINT}
        readOnly={busy}
        data-autofocus
        error={errors.email?.message}
        {...register('email')}
      />
      <CaptchaField onToken={setCaptchaToken} />
      <Button type="submit" color="black" size="large" fullWidth disabled={captchaToken === null} loading={busy} loadingLabel={SENDING_CODE}>
        {CONFIRM_LABEL}
      </Button>
    </form>
  );
}
