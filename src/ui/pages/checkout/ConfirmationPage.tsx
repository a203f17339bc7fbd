import { AuthStore, type ConfirmationView, LoadConfirmation, type Order } from '@/application';
import { addressSummary, type CartPricing, formatMoney, ROUTES } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { type LoaderFunction, useLoaderData } from 'react-router-dom';
import type { ServiceLocator } from '../../app/services';
import { useService } from '../../app/services';
import { CheckoutShell } from '../../checkout/CheckoutShell';
import { GuestAccountOffer } from '../../checkout/GuestAccountOffer';
import * as T from '../../checkout/checkout-texts';
import { OrderSummary } from '../../checkout/OrderSummary';
import { Button } from '../../components/button';
import { notFound } from '../../app/page-data';
import styles from '../../checkout/checkout.module.less';

/** The order's stored figures in the summary's terms (as sold: nothing is priced again). */
function pricingOf(order: Order): CartPricing {
  return {
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    freeShipping: order.shipping === 0,
    toFreeDelivery: null,
    shippingPending: false,
    total: order.total,
    coupons: order.coupons.map((coupon) => ({ ...coupon, applies: coupon.applies ?? true, reason: coupon.reason ?? null })),
  };
}

/** The order this tab placed, or the owner's from the API; anything else is a 404. */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
    const loaded = await services.get(LoadConfirmation).execute(id);
    if (!loaded.ok) throw notFound();
    return loaded.value;
  };
}

/** "We sent your order confirmation to {email}.", the e-mail in bold; without one known, the general words. */
function ConfirmationSentTo({ email }: { readonly email: string | null }) {
  if (email === null) return <p className={styles.sentTo}>{T.CONFIRMATION_SENT}</p>;
  const text = T.confirmationSentTo(email);
  return (
    <p className={styles.sentTo} data-testid="confirmation-sent-to">
      {text.before}
      <strong>{text.email}</strong>
      {text.after}
    </p>
  );
}

/**
 * `/checkout/confirmation/:id`: every step done, number, where the confirmation went, where it
 * goes, how it is paid, what happens next, the lines and totals; a guest is offered an account
 * with the order's e-mail, which the order joins.
 */
export function Component() {
  const { order, confirmation } = useLoaderData() as ConfirmationView;
  const user = useObservableEagerState(useService(AuthStore).user$);
  const email = confirmation?.email ?? user?.email ?? null;
  const claimToken = confirmation?.claim_token ?? null;
  const delivery = order.pickup_store
    ? `${T.PICKUP_STORE_LABEL}: ${order.pickup_store.name}, ${order.pickup_store.address}, ${order.pickup_store.city}`
    : order.shipping_address
      ? `${order.shipping_address.first_name} ${order.shipping_address.last_name}, ${addressSummary(order.shipping_address)}`
      : '';
  return (
    <CheckoutShell step={null} title={T.CONFIRMATION_TITLE} guarded={false}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <ConfirmationSentTo email={email} />
          <dl className={styles.facts}>
            <div>
              <dt>{T.ORDER_NUMBER_LABEL}</dt>
              <dd data-testid="order-number" className={styles.orderNumber}>
                {order.number}
              </dd>
            </div>
            <div>
              <dt>{T.DELIVERY_RECAP}</dt>
              <dd>{delivery}</dd>
            </div>
            <div>
              <dt>{T.BILLING_ADDRESS_TITLE}</dt>
              <dd>{`${order.billing_address.first_name} ${order.billing_address.last_name}, ${addressSummary(order.billing_address)}`}</dd>
            </div>
            <div>
              <dt>{T.PAYMENT_METHOD_LABEL}</dt>
              <dd data-testid="payment-status">
                {T.PAYMENT_STATUS_TEXT[order.payment_status]} · {formatMoney(order.total)}
              </dd>
            </div>
          </dl>
          <section className={styles.whatNext} aria-label={T.NEXT_STEPS_TITLE}>
            <h2 className={styles.sectionTitle}>{T.NEXT_STEPS_TITLE}</h2>
            <ul className={styles.nextSteps}>
              {T.nextSteps(order.pickup_store !== null).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          {claimToken !== null && email !== null ? (
            <GuestAccountOffer
              email={email}
              claimToken={claimToken}
              firstName={order.billing_address.first_name}
              lastName={order.billing_address.last_name}
              signedIn={user !== null}
            />
          ) : null}
          <Button to={ROUTES.home} size="large" variant="outline" className={styles.continue}>
            {T.CONTINUE_SHOPPING}
          </Button>
        </div>
        <OrderSummary items={order.items} coupons={order.coupons} pricing={pricingOf(order)} insured={order.insurance} title={T.ORDER_SUMMARY} />
      </div>
    </CheckoutShell>
  );
}
