import { failed, SignIn } from '@/application';
import { SignUpFormModel } from '@/application/forms';
import { ACCOUNT_PATHS } from '@/domain';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useServiceLocator } from '../app/services';
import { Button } from '../components/button';
import { Checkbox } from '../components/checkbox';
import { Input } from '../components/input';
import { FEATURES } from '../composition';
import { FormMessage, useDomainForm } from '../forms';
import { FIELD_LABELS } from '../identity/identity-texts';
import { IdentityForm } from '../identity/IdentityForm';
import { PasswordField } from '../identity/PasswordField';
import { TermsLabel } from '../identity/SignUpForm';
import { useSubmission } from '../identity/use-submission';
import * as T from './checkout-texts';
import styles from './checkout.module.less';

/** Props of GuestAccountOffer. */
export interface GuestAccountOfferProps {
  /** The e-mail the guest ordered with: the account's, fixed. */
  readonly email: string;
  /** The API's token for this order (`claim_token`): the order joins the account. */
  readonly claimToken: string;
  /** Names to start from (the billing address's). */
  readonly firstName: string;
  readonly lastName: string;
  /** Someone is signed in: no offer, unless it is this offer's account just created. */
  readonly signedIn: boolean;
}

/**
 * The confirmation's offer to a guest: an account with the e-mail the order was confirmed to,
 * created with a password (the domain's rules shown as typed) and the terms; the order joins it
 * (the server checks the token and the e-mail). Once created, says so and links to the orders.
 */
export function GuestAccountOffer({ email, claimToken, firstName, lastName, signedIn }: GuestAccountOfferProps) {
  // Signing up is its own feature, loaded on demand: fetched while the shopper types.
  const services = useServiceLocator();
  useEffect(() => void services.get(FEATURES)('sign-in').catch(() => undefined), [services]);
  const form = useDomainForm(SignUpFormModel, { first_name: firstName, last_name: lastName, email });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' });
  const { formMessage, attempt } = useSubmission(form);
  const [created, setCreated] = useState(false);
  const done = useRef<HTMLHeadingElement>(null);

  const submit = form.handleSubmit((values) =>
    attempt(async () => {
      const loaded = await services.get(FEATURES)('sign-in').then(
        () => true,
        () => false,
      );
      if (!loaded) return failed('unavailable', T.ACCOUNT_OFFER_UNAVAILABLE);
      const result = await services.get(SignIn).register({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email,
        password: values.password,
        accept_terms: values.accept_terms,
        claim_token: claimToken,
      });
      if (result.ok) {
        setCreated(true);
        // The form is gone: focus goes to what replaced it.
        requestAnimationFrame(() => done.current?.focus());
      }
      return result;
    }),
  );

  if (signedIn && !created) return null;
  if (created) {
    return (
      <section className={`${styles.panel} ${styles.accountOffer}`} aria-labelledby="account-created-title">
        <h2 id="account-created-title" ref={done} tabIndex={-1} className={styles.panelTitle}>
          {T.ACCOUNT_CREATED_TITLE}
        </h2>
        <p className={styles.panelText}>{T.ACCOUNT_CREATED_TEXT}</p>
        <Button to={ACCOUNT_PATHS.orders} variant="outline" className={styles.continue}>
          {T.SEE_MY_ORDERS}
        </Button>
      </section>
    );
  }
  return (
    <section className={`${styles.panel} ${styles.accountOffer}`} aria-labelledby="account-offer-title">
      <h2 id="account-offer-title" className={styles.panelTitle}>
        {T.ACCOUNT_OFFER_TITLE}
      </h2>
      <p className={styles.panelText}>{T.accountOfferLead(email)}</p>
      <IdentityForm busy={isSubmitting} onSubmit={submit}>
        <div className={styles.offerNames}>
          <Input label={FIELD_LABELS.firstName} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
          <Input label={FIELD_LABELS.lastName} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        </div>
        <Input label={T.ACCOUNT_OFFER_EMAIL_LABEL} type="email" autoComplete="username" value={email} readOnly />
        <PasswordField label={FIELD_LABELS.password} autoComplete="new-password" value={password} error={errors.password?.message} {...register('password')} />
        <Checkbox label={<TermsLabel />} error={errors.accept_terms?.message} {...register('accept_terms')} />
        <FormMessage message={formMessage} />
        <Button type="submit" color="black" size="large" fullWidth loading={isSubmitting} loadingLabel={T.ACCOUNT_OFFER_CREATING}>
          {T.ACCOUNT_OFFER_SUBMIT}
        </Button>
      </IdentityForm>
    </section>
  );
}
