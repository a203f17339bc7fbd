import { useAccountTitle } from '../../account/AccountBits';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import styles from './account.module.less';
import forms from './profile.module.less';
import { PageHead } from '../../seo';

/** `/my-account/my-profile`: personal details and the password. */
export function Component() {
  const title = useAccountTitle('My profile');
  return (
    <section aria-labelledby="profile-title">
      <PageHead title={title} noindex />
      <div className={styles.head}>
        <h1 id="profile-title" className={styles.title}>
          {title}
        </h1>
      </div>
      <div className={forms.columns}>
        <ProfileForm />
        <PasswordForm />
      </div>
    </section>
  );
}
