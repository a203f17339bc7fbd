import { ContinueAsGuest, UiStore } from '@/application';
import { GuestEmailFormModel } from '@/application/forms';
import { useId, useState } from 'react';
import { useService } from '../app/services';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { applyFieldErrors, FormMessage, useDomainForm } from '../forms';
import * as T from './checkout-texts';
import styles from './checkout.module.less';

/**
 * The guest guard (spec §4, §6): nobody is known, so the step asks first. Sign in opens the auth
 * drawer (the guest cart is merged into the account's); continue as a guest asks an e-mail and
 * gets a guest token for an hour. The cart is kept either way; the step shows once someone is known.
 */
export function IdentifyGate() {
  const ui = useService(UiStore);
  const guest = useService(ContinueAsGuest);
  const form = useDomainForm(GuestEmailFormModel);
  const { errors, isSubmitting } = form.formState;
  const [alert, setAlert] = useState<string | null>(null);
  const titleId = useId();

  const submit = form.handleSubmit(async ({ email }) => {
    setAlert(null);
    const result = await guest.execute(email);
    if (result.ok) return;
    if (result.failure.kind === 'validation' && 'email' in result.failure.fieldErrors) applyFieldErrors(form, result.failure.fieldErrors);
    else setAlert(T.IDENTIFY_FAILED);
  });

  return (
    <section className={styles.identify} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {T.IDENTIFY_TITLE}
      </h2>
      <p className={styles.lead}>{T.IDENTIFY_LEAD}</p>
      <div className={styles.identifyChoices}>
        <div className={styles.panel}>
          <p className={styles.panelTitle}>{T.ACCOUNT_PANEL_TITLE}</p>
          <p className={styles.panelText}>{T.ACCOUNT_PANEL_TEXT}</p>
          <Button type="button" fullWidth onClick={() => ui.openDrawer({ kind: 'auth' })} aria-haspopup="dialog">
            {T.SIGN_IN_BUTTON}
          </Button>
        </div>
        <form className={styles.panel} noValidate aria-label={T.GUEST_TITLE} onSubmit={(event) => void submit(event)}>
          <p className={styles.panelTitle}>{T.GUEST_TITLE}</p>
          <Input label={T.GUEST_EMAIL_LABEL} type="email" autoComplete="email" inputMode="email" spellCheck={false} error={errors.email?.message} {...form.register('email')} />
          <FormMessage message={alert} />
          <Button type="submit" variant="outline" fullWidth loading={isSubmitting} loadingLabel={T.GUEST_CONTINUING}>
            {T.GUEST_CONTINUE}
          </Button>
        </form>
      </div>
    </section>
  );
}
