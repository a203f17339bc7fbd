import { CheckoutStore, ConfirmCardPayment, GuardCheckout, InitAuth, PlaceOrder } from '@/application';
import { addressSummary, CHECKOUT_MESSAGES, confirmationPath, ROUTES } from '@/domain';
import { useEffect, useId, useRef } from 'react';
import { type LoaderFunction, Link, redirect, useNavigate, useRevalidator } from 'react-router-dom';
import type { ServiceLocator } from '../../app/services';
import { useService } from '../../app/services';
import { BusyNotice } from '../../checkout/BusyNotice';
import { CheckoutShell } from '../../checkout/CheckoutShell';
import * as T from '../../checkout/checkout-texts';
import { OrderSummary } from '../../checkout/OrderSummary';
import { useCheckout } from '../../checkout/use-checkout';
import { Button } from '../../components/button';
import { PaymentIcon } from '../../components/icon';
import { FormMessage } from '../../forms';
import styles from '../../checkout/checkout.module.less';

/** The card marks of what the hosted checkout accepts (spec §9's icon set). */
const CARD_MARKS = ['visa', 'mastercard', 'amex'] as const;

/**
 * The payment step's guards (spec §4): init-auth, then encryption — a return from the gateway is
 * confirmed (its resultIndicator against the stored merchant state, the status from the server)
 * before anything else, since a paid order has emptied the cart; then check-cart, guest and delivery.
 */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ request }) => {
    await services.get(InitAuth).execute();
    const query = new URL(request.url).searchParams;
    const returned = await services.get(ConfirmCardPayment).execute({ resultIndicator: query.get('resultIndicator'), sessionId: query.get('sessionId') });
    if (returned.ok && returned.value.kind === 'confirmed') throw redirect(confirmationPath(returned.value.order.id));
    const outcome = await services.get(GuardCheckout).execute('payment');
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    // The gateway's query has been read: a reload must not confirm it again.
    if (query.has('resultIndicator')) throw redirect(ROUTES.payment);
    return null;
  };
}

/**
 * Back from the gateway's page with the browser's Back button, the page may come back from the
 * back-forward cache as it was left (Pay still busy): its guards run again instead, which ask the
 * server how the payment session stands.
 */
function useBackFromGateway(): void {
  const store = useService(CheckoutStore);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      store.setPlacing(false);
      void revalidate();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [store, revalidate]);
}

/** A signal that aborts when the payment step goes away: its tries by itself stop with it. */
function useLeaving(): () => AbortSignal | undefined {
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);
  return () => leaving.current?.signal;
}

/** `/checkout/payment`: card (hosted checkout) or cash on delivery, Pay, and the summary. */
export function Component() {
  return (
    <CheckoutShell step="payment" title={T.PAYMENT_TITLE}>
      <PaymentStep />
    </CheckoutShell>
  );
}

function PaymentStep() {
  const { cart, pricing, checkout, addresses } = useCheckout();
  const store = useService(CheckoutStore);
  const place = useService(PlaceOrder);
  const navigate = useNavigate();
  const alertId = useId();
  const cod = checkout.paymentMethod === 'cod';
  // While the shop is too busy and Pay tries again by itself, the order it tries is the one asked for.
  const retrying = checkout.busy !== null && checkout.busy.phase !== 'gave-up';
  const leaving = useLeaving();
  useBackFromGateway();
  // "We tried a few times" belongs to this visit of the step, not to the next one.
  useEffect(() => () => (store.snapshot.busy?.phase === 'gave-up' ? store.setBusy(null) : undefined), [store]);
  const shipping = addresses.find((address) => address.id === cart.shippingAddressId);

  const pay = async () => {
    const placed = await place.execute(leaving());
    if (placed.ok) {
      if (placed.value.kind === 'confirmed') navigate(confirmationPath(placed.value.order.id));
      return;
    }
    const { failure } = placed;
    // A busy shop has its own notice (with "Try again"); a step left meanwhile has no one to tell.
    if (failure.kind === 'busy' || failure.kind === 'cancelled') return;
    store.setPaymentMessage(failure.kind === 'conflict' ? CHECKOUT_MESSAGES.stockConflict : failure.kind === 'validation' ? failure.message : CHECKOUT_MESSAGES.orderFailed);
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <section className={styles.recap} aria-label={T.DELIVERY_RECAP}>
          <p>
            <span className={styles.recapLabel}>{T.DELIVERY_RECAP}</span>
            {checkout.pickupStoreId !== null ? T.PICKUP_STORE_LABEL : shipping ? `${shipping.first_name} ${shipping.last_name}, ${addressSummary(shipping)}` : ''}
          </p>
          <Link to={ROUTES.shipping} className={styles.recapChange}>
            {T.CHANGE}
          </Link>
        </section>
        <fieldset className={styles.picker} aria-describedby={checkout.paymentMessage ? alertId : undefined} disabled={retrying}>
          <legend className={styles.sectionTitle}>{T.PAYMENT_LEGEND}</legend>
          <ul role="list" className={styles.cards}>
            <li className={[styles.card, !cod ? styles.cardSelected : ''].join(' ')}>
              <label className={styles.cardChoice}>
                <input type="radio" name="payment" checked={!cod} onChange={() => store.setPaymentMethod('card')} className={styles.cardRadio} />
                <span className={styles.cardText}>
                  <strong>{T.CARD_OPTION}</strong>
                  <span className={styles.marks}>
                    {CARD_MARKS.map((mark) => (
                      <PaymentIcon key={mark} method={mark} size="large" label />
                    ))}
                  </span>
                  <span className={styles.cardMuted}>{T.CARD_HINT}</span>
                </span>
              </label>
            </li>
            <li className={[styles.card, cod ? styles.cardSelected : ''].join(' ')}>
              <label className={styles.cardChoice}>
                <input type="radio" name="payment" checked={cod} onChange={() => store.setPaymentMethod('cod')} className={styles.cardRadio} />
                <span className={styles.cardText}>
                  <strong>{T.COD_OPTION}</strong>
                  <span className={styles.cardMuted}>{T.COD_HINT}</span>
                </span>
              </label>
            </li>
          </ul>
        </fieldset>
        <FormMessage id={alertId} message={checkout.paymentMessage} />
        <BusyNotice busy={checkout.busy} onTryAgain={() => void pay()} disabled={checkout.placing} />
        <Button type="button" size="large" onClick={() => void pay()} loading={checkout.placing} loadingLabel={T.PLACING} className={styles.next} disabled={cart.quoting}>
          {cod ? T.PLACE_ORDER : T.payLabel(pricing.total)}
        </Button>
      </div>
      <OrderSummary items={cart.items} coupons={pricing.coupons} pricing={pricing} insured={cart.insuranceChosen && checkout.pickupStoreId === null} pending={cart.quoting} couponEntry />
    </div>
  );
}
