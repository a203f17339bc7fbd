import { AskBackInStock, AuthStore } from '@/application';
import type { StockNotice } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { type FormEvent, useRef, useState } from 'react';
import { useService, useServiceLocator } from '../app/services';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import { Input } from '../components/input';
import { FEATURES } from '../composition';
import { NOTIFY_ME_TEXTS } from './back-in-stock-texts';
import styles from './notify-me.module.less';

/** Props of NotifyMe. */
export interface NotifyMeProps {
  /** The sold-out variant the shopper chose. */
  readonly variantId: number;
  /** What the product page says about its stock ("Out of stock"). */
  readonly stock: StockNotice | null;
}

type Asked = { readonly kind: 'idle' } | { readonly kind: 'asking' } | { readonly kind: 'done'; readonly message: string } | { readonly kind: 'failed'; readonly message: string; readonly field: boolean };

/**
 * What replaces "Add to cart" on a sold-out size: one tap for a signed-in shopper, an e-mail
 * field for a guest. The confirmation is the server's, the same whatever the address.
 */
export function NotifyMe({ variantId, stock }: NotifyMeProps) {
  const services = useServiceLocator();
  const signedIn = useObservableEagerState(useService(AuthStore).isAuthenticated$);
  const [email, setEmail] = useState('');
  const [asked, setAsked] = useState<Asked>({ kind: 'idle' });
  const field = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (asked.kind === 'asking') return;
    setAsked({ kind: 'asking' });
    try {
      await services.get(FEATURES)('back-in-stock');
    } catch {
      setAsked({ kind: 'failed', message: NOTIFY_ME_TEXTS.failed, field: false });
      return;
    }
    const result = await services.get(AskBackInStock).execute(variantId, signedIn ? null : email);
    if (result.ok) {
      setAsked({ kind: 'done', message: result.value });
      return;
    }
    const fieldError = result.failure.fieldErrors.email;
    setAsked({ kind: 'failed', message: fieldError ?? (result.failure.kind === 'unavailable' ? NOTIFY_ME_TEXTS.failed : result.failure.message), field: fieldError !== undefined });
    if (fieldError !== undefined) field.current?.focus();
  };

  const fieldError = asked.kind === 'failed' && asked.field ? asked.message : undefined;
  return (
    <>
      <p className={styles.stock} role="status">
        {stock?.message}
      </p>
      {asked.kind === 'done' ? (
        <p className={styles.done} role="status" data-testid="notify-me-done">
          <Icon name="check" size="small" /> {asked.message}
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={NOTIFY_ME_TEXTS.button}>
          <p className={styles.lead}>{NOTIFY_ME_TEXTS.lead}</p>
          {signedIn ? null : (
            <Input
              ref={field}
              label={NOTIFY_ME_TEXTS.emailLabel}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              error={fieldError}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
          <Button type="submit" size="large" fullWidth loading={asked.kind === 'asking'} loadingLabel={NOTIFY_ME_TEXTS.asking}>
            {NOTIFY_ME_TEXTS.button}
          </Button>
          <p className={styles.failed} role="status">
            {asked.kind === 'failed' && !asked.field ? asked.message : null}
          </p>
        </form>
      )}
    </>
  );
}
