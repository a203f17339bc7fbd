import { AuthStore, type User, UpdateProfile } from '@/application';
import { ProfileFormModel } from '@/application/forms';
import { BIRTH_DATE_BOUNDS, type Gender } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect } from 'react';
import { PROFILE } from '../../account/account-texts';
import { useService } from '../../app/services';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { DateInput } from '../../components/date-input';
import { Input } from '../../components/input';
import { RadioGroup } from '../../components/radio-group';
import { FormMessage, useDomainForm } from '../../forms';
import { useSubmission } from '../../identity/use-submission';
import styles from './account.module.less';
import forms from './profile.module.less';

/** The form's values for a user: empty strings for what they have not given. */
function valuesOf(user: User | null): ProfileFormModel {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    phone: user?.phone ?? '',
    birth_date: user?.birth_date ?? '',
    gender: user?.gender ?? '',
    price_drop_digest: user?.price_drop_digest ?? false,
  };
}

/**
 * Personal details: first and last name, e-mail (read-only), phone, birth date and gender. Fields
 * validate on focus-out; the server's messages go on their fields; a snackbar confirms the save.
 */
export function ProfileForm() {
  const auth = useService(AuthStore);
  const update = useService(UpdateProfile);
  const user = useObservableEagerState(auth.user$);
  const form = useDomainForm(ProfileFormModel, valuesOf(user));
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { formMessage, attempt } = useSubmission(form);

  // The user may arrive after the first render (a restore, a save elsewhere): untouched fields follow.
  useEffect(() => {
    form.reset(valuesOf(user), { keepDirtyValues: true });
  }, [form, user]);

  const submit = form.handleSubmit((values) =>
    attempt(async () => {
      const saved = await update.execute({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone: values.phone.trim() || null,
        birth_date: values.birth_date || null,
        gender: (values.gender || null) as Gender | null,
        price_drop_digest: values.price_drop_digest,
      });
      if (saved.ok) form.reset(valuesOf(saved.value));
      return saved;
    }),
  );

  return (
    <section aria-labelledby="profile-details" className={styles.panel}>
      <h2 id="profile-details" className={styles.sectionTitle}>
        {PROFILE.details}
      </h2>
      <form noValidate onSubmit={(event) => void submit(event)} className={forms.form} aria-busy={isSubmitting || undefined}>
        <div className={forms.pair}>
          <Input label={PROFILE.firstName} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
          <Input label={PROFILE.lastName} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        </div>
        <Input label={PROFILE.email} type="email" value={user?.email ?? ''} readOnly hint={PROFILE.emailHint} name="email" />
        <div className={forms.pair}>
          <Input label={PROFILE.phone} type="tel" autoComplete="tel" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
          <DateInput label={PROFILE.birthDate} autoComplete="bday" min={BIRTH_DATE_BOUNDS.min ?? undefined} error={errors.birth_date?.message} {...register('birth_date')} />
        </div>
        <RadioGroup legend={PROFILE.gender} options={PROFILE.genderOptions} error={errors.gender?.message} {...register('gender')} />
        <Checkbox label={PROFILE.priceDropDigest} {...register('price_drop_digest')} />
        <FormMessage message={formMessage} />
        <div>
          <Button type="submit" loading={isSubmitting} loadingLabel={PROFILE.saving}>
            {PROFILE.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
