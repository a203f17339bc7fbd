import { ChangePassword } from '@/application';
import { ChangePasswordFormModel } from '@/application/forms';
import { useWatch } from 'react-hook-form';
import { PROFILE } from '../../account/account-texts';
import { useService } from '../../app/services';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { FormMessage, useDomainForm } from '../../forms';
import { PasswordField } from '../../identity/PasswordField';
import { useSubmission } from '../../identity/use-submission';
import styles from './account.module.less';
import forms from './profile.module.less';

/**
 * Change password: the current one and the new one, with the domain's password rules as live
 * hints (the rules the server applies). A wrong current password comes back on its field; the
 * server signs out every other session and keeps this one.
 */
export function PasswordForm() {
  const change = useService(ChangePassword);
  const form = useDomainForm(ChangePasswordFormModel);
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const next = useWatch({ control, name: 'new_password' });
  const { formMessage, attempt } = useSubmission(form);

  const submit = form.handleSubmit((values) =>
    attempt(async () => {
      const changed = await change.execute(values.current_password, values.new_password);
      if (changed.ok) form.reset();
      return changed;
    }),
  );

  return (
    <section aria-labelledby="profile-password" className={styles.panel}>
      <h2 id="profile-password" className={styles.sectionTitle}>
        {PROFILE.password}
      </h2>
      <p className={styles.muted}>{PROFILE.passwordLead}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className={forms.form} aria-busy={isSubmitting || undefined}>
        <Input label={PROFILE.currentPassword} type="password" autoComplete="current-password" error={errors.current_password?.message} {...register('current_password')} />
        <PasswordField label={PROFILE.newPassword} autoComplete="new-password" value={next ?? ''} error={errors.new_password?.message} {...register('new_password')} />
        <FormMessage message={formMessage} />
        <div>
          <Button type="submit" loading={isSubmitting} loadingLabel={PROFILE.changing}>
            {PROFILE.changePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
