import { AuthStore } from '@/application';
import { type CHECKOUT_STEPS, ROUTES } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import type { ReactNode } from 'react';
import { useService } from '../app/services';
import { BACK_TO_CART_LABEL } from '../cart/cart-texts';
import { CheckoutHeader } from '../cart/CheckoutHeader';
import { IdentifyGate } from './IdentifyGate';
import { StepIndicator } from './StepIndicator';
import styles from './checkout.module.less';
import { PageHead } from '../seo';

/** Props of CheckoutShell. */
export interface CheckoutShellProps {
  readonly step: (typeof CHECKOUT_STEPS)[number]['id'] | null;
  readonly title: string;
  /** The step needs someone known (the guest guard): asks first while nobody is. */
  readonly guarded?: boolean;
  readonly children: ReactNode;
}

/**
 * Every checkout step's frame (spec §2: no store header): the checkout header (back to the
 * cart, secure checkout), the step indicator, the title, and the step, or first the guest guard's
 * question while nobody is known (also when a guest token expires mid-checkout: the cart stays).
 */
export function CheckoutShell({ step, title, guarded = true, children }: CheckoutShellProps) {
  const identified = useObservableEagerState(useService(AuthStore).identified$);
  return (
    <div className={styles.page}>
      <PageHead title={title} noindex />
      {/* After the order (no step) the way back is the shop; before, the cart. */}
      <CheckoutHeader back={step === null ? undefined : { to: ROUTES.cart, label: BACK_TO_CART_LABEL }} secure />
      <div className={styles.content}>
        <StepIndicator current={step} />
        <h1 className={styles.title}>{title}</h1>
        {guarded && !identified ? <IdentifyGate /> : children}
      </div>
    </div>
  );
}
