import { CAPTCHA_PROVIDER, ResetPasswordFlow } from '@/application';
import { ForgotPasswordFormModel } from '@/application/forms';
import { CONFIRM_LABEL } from '@/domain';
import { useId, useRef, useState } from 'react';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { useDomainForm } from '../forms';
import { CaptchaField } from './CaptchaField';
import { CAPTCHA_NEEDED, FIELD_LABELS, FORGOT_PASSWORD_LEAD, SENDING_CODE } from './identity-texts';
import { useFocusWhenShown } from './use-focus-when-shown';
import { IdentityForm } from './IdentityForm';
import styles from './identity.module.less';

/** Props of ForgotPasswordStep. */
export interface ForgotPasswordStepProps {
  /** The flow's loading state: the request, then the ~2 s before step 2. */
  readonly loading: boolean;
}

/**
 * Step 1 of the reset drawer, "Forgot Your Password" (spec §2): the e-mail and the captcha;
 * Confirm stays disabled until the captcha has a token. While the request runs and for the
 * ~2 s before step 2 the button shows a loader. A failure shows no message and keeps the e-mail
 * (spec §8); only the captcha asks again, as its token can be checked once only.
 */
export function ForgotPasswordStep({ loading }: ForgotPasswordStepProps) {
  const flow = useService(ResetPasswordFlow);
  const captcha = useService(CAPTCHA_PROVIDER);
  const form = useDomainForm(ForgotPasswordFormModel);
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const root = useRef<HTMLFormElement>(null);
  const noteId = useId();
  const busy = loading || isSubmitting;
  useFocusWhenShown(root, () => form.setFocus('email'));

  const submit = form.handleSubmit(async ({ email }) => {
    if (captchaToken === null) return;
    const requested = await flow.requestPin(email, captchaToken);
    // Refused (a bad captcha, too many attempts) or not sent: a new captcha for the next try.
    if (!requested.ok) {
      captcha.reset();
      setCaptchaToken(null);
    }
  });

  return (
    <IdentityForm formRef={root} busy={busy} onSubmit={submit}>
      <p className={styles.lead}>{FORGOT_PASSWORD_LEAD}</p>
      <Input
        label={FIELD_LABELS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        readOnly={busy}
        data-autofocus
        className={styles.field}
        error={errors.email?.message}
        {...register('email')}
      />
      <CaptchaField onToken={setCaptchaToken} />
      <div className={styles.actions}>
        <Button
          type="submit"
          color="black"
          size="large"
          fullWidth
          disabled={captchaToken === null}
          loading={busy}
          loadingLabel={SENDING_CODE}
          aria-describedby={captchaToken === null ? noteId : undefined}
        >
          {CONFIRM_LABEL}
        </Button>
        {captchaToken === null ? (
          <p id={noteId} className={styles.note}>
            {CAPTCHA_NEEDED}
          </p>
        ) : null}
      </div>
    </IdentityForm>
  );
}
