import { ResetPasswordFlow, UiStore } from '@/application';
import { ROUTES } from '@/domain';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useService } from '../../app/services';
import { Button } from '../../components/button';
import { RESET_PAGE } from '../../identity/identity-texts';
import styles from './reset-password.module.less';
import { PageHead } from '../../seo';

/**
 * /reset-password?token=..&pin=.. (spec §2, §4): opens the reset drawer directly at step 2 with
 * the pin prefilled and the token kept; without a token, at step 1. The page behind the drawer
 * says what is going on and offers to reopen it, ask for a new code, or sign in.
 */
export function ResetPasswordRoute() {
  const flow = useService(ResetPasswordFlow);
  const ui = useService(UiStore);
  const [params] = useSearchParams();
  const token = params.get('token');
  const pin = params.get('pin') ?? '';
  const titleId = useId();

  useEffect(() => {
    if (token) flow.openAtReset(token, pin);
    else flow.open();
  }, [flow, token, pin]);

  const signIn = (): void => {
    ui.closeDrawer('reset');
    ui.openDrawer({ kind: 'auth' });
  };

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <PageHead title={RESET_PAGE.title} noindex />
      <p className={styles.eyebrow}>{RESET_PAGE.eyebrow}</p>
      <h1 id={titleId} className={styles.title}>
        {RESET_PAGE.title}
      </h1>
      <p className={styles.text}>{RESET_PAGE.text}</p>
      <div className={styles.actions}>
        {token ? (
          <Button color="black" size="large" aria-haspopup="dialog" onClick={() => flow.openAtReset(token, pin)}>
            {RESET_PAGE.reopen}
          </Button>
        ) : (
          <Button color="black" size="large" aria-haspopup="dialog" onClick={() => flow.open()}>
            {RESET_PAGE.requestNew}
          </Button>
        )}
        <Button variant="outline" color="black" size="large" aria-haspopup="dialog" onClick={signIn}>
          {RESET_PAGE.signIn}
        </Button>
      </div>
      {token ? (
        <p className={styles.aside}>
          {RESET_PAGE.requestText}{' '}
          <button type="button" className={styles.textLink} aria-haspopup="dialog" onClick={() => flow.open()}>
            {RESET_PAGE.requestNew}
          </button>
        </p>
      ) : null}
      <Link to={ROUTES.home} className={styles.home}>
        {RESET_PAGE.continueShopping}
      </Link>
    </section>
  );
}
