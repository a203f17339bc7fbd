import { ResetPasswordFlow } from '@/application';
import { ResetPasswordFormModel } from '@/application/forms';
import { CONFIRM_LABEL, CONFIRMATION_CODE_LABEL, NEW_PASSWORD_LABEL, RESET_PIN_LENGTH } from '@/domain';
import { useId, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { CodeInput } from '../components/code-input';
import { useDomainForm } from '../forms';
import { PasswordField } from './PasswordField';
import { CONFIRMATION_CODE_HINT, RESET_PASSWORD_LEAD, SAVING_PASSWORD } from './identity-texts';
import { useFocusWhenShown } from './use-focus-when-shown';
import { IdentityForm } from './IdentityForm';
import styles from './identity.module.less';

/** Props of ResetPasswordStep. */
export interface ResetPasswordStepProps {
  /** The confirmation code to prefill (from /reset-password?pin=…), or ''. */
  readonly pin: string;
  /** The flow's loading state while the new password is sent. */
  readonly loading: boolean;
}

/**
 * Step 2 of the reset drawer, "Reset Your Password" (spec §2): "Confirmation code" in the kit's
 * code input (a box per digit) and "New password" with the domain's rules shown below it. On success the flow shows a snackbar and
 * closes the drawer 2 s later (the button keeps its loader until then); a failure changes nothing
 * and says nothing (spec §8).
 */
export function ResetPasswordStep({ pin, loading }: ResetPasswordStepProps) {
  const flow = useService(ResetPasswordFlow);
  const form = useDomainForm(ResetPasswordFormModel, { pin });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' });
  const { field: code } = useController({ control, name: 'pin' });
  const root = useRef<HTMLFormElement>(null);
  const codeHelpId = `code-help-${useId()}`;
  const busy = loading || isSubmitting;
  // Prefilled from the e-mail's link: the new password is what is left to type.
  const first = pin === '' ? 'pin' : 'password';
  useFocusWhenShown(root, () => form.setFocus(first));

  const submit = form.handleSubmit(async (values) => {
    await flow.resetPassword(values.pin, values.password);
  });

  return (
    <IdentityForm formRef={root} busy={busy} onSubmit={submit}>
      <p className={styles.lead}>{RESET_PASSWORD_LEAD}</p>
      <CodeInput
        label={CONFIRMATION_CODE_LABEL}
        length={RESET_PIN_LENGTH}
        size="medium"
        readOnly={busy}
        data-autofocus={first === 'pin' || undefined}
        className={styles.field}
        error={errors.pin?.message}
        // Always shown, unlike a focus hint: nothing below moves when focus leaves the field.
        below={
          <span id={codeHelpId} className={styles.help}>
            {CONFIRMATION_CODE_HINT}
          </span>
        }
        belowId={codeHelpId}
        name={code.name}
        ref={code.ref}
        value={code.value}
        onChange={code.onChange}
        onBlur={code.onBlur}
      />
      <PasswordField
        label={NEW_PASSWORD_LABEL}
        autoComplete="new-password"
        readOnly={busy}
        data-autofocus={first === 'password' || undefined}
        value={password}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" color="black" size="large" fullWidth loading={busy} loadingLabel={SAVING_PASSWORD}>
        {CONFIRM_LABEL}
      </Button>
    </IdentityForm>
  );
}
