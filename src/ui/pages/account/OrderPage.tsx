import { BuyAgain, LoadOrder, type Order, type Result } from '@/application';
import {
  ACCOUNT_PATHS,
  formatMoney,
  formatOrderDateTime,
  linePrice,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  productPath,
  unitPrice,
} from '@/domain';
import { useState } from 'react';
import { Link, type LoaderFunction, useLoaderData, useRevalidator } from 'react-router-dom';
import { signedInAfterInitAuth } from '../../app/auth-guard';
import type { ServiceLocator } from '../../app/services';
import { useService } from '../../app/services';
import { AddressLines, LoadFailed, OrderStatusBadge, useAccountTitle } from '../../account/AccountBits';
import { LOAD_FAILED, ORDER } from '../../account/account-texts';
import { Button } from '../../components/button';
import { ProductPicture } from '../../components/product-picture';
import { notFound, pageData } from '../../app/page-data';
import styles from './account.module.less';
import detail from './order.module.less';
import { PageHead } from '../../seo';

/** What the order route's loader gives the page: the order, a failed load, or nothing for a guest. */
type OrderData = { readonly status: 'guest' } | { readonly status: 'failed' } | { readonly status: 'ready'; readonly order: Order };

/**
 * The validity check of `/my-account/orders/{id}` (spec §2): an id that is not a whole number, or
 * an order that is unknown or someone else's (the API answers 404 to both), is the 404 page. A
 * guest's load waits for the sign-in the auth guard asked for.
 */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async ({ params }): Promise<OrderData> => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== params.id) throw notFound();
    if (!(await signedInAfterInitAuth(services))) return { status: 'guest' };
    const loaded: Result<Order> = pageData(await services.get(LoadOrder).execute(id));
    return loaded.ok ? { status: 'ready', order: loaded.value } : { status: 'failed' };
  };
}

/** `/my-account/orders/{id}`: the order's lines, prices, addresses, payment and dates, and "Buy again". */
export function Component() {
  const data = useLoaderData() as OrderData;
  const revalidator = useRevalidator();
  const title = useAccountTitle('Order', data.status === 'ready' ? ORDER.title(data.order.number) : undefined);
  const head = <PageHead title={title} noindex />;
  if (data.status === 'guest') return head;
  return (
    <>
      {head}
      {data.status === 'failed' ? <LoadFailed text={LOAD_FAILED.order} onRetry={() => void revalidator.revalidate()} /> : <OrderDetail order={data.order} />}
    </>
  );
}

function OrderDetail({ order }: { readonly order: Order }) {
  return (
    <article aria-labelledby="order-title">
      <div className={styles.head}>
        <div>
          <Link to={ACCOUNT_PATHS.orders} className={detail.back}>
            {ORDER.back}
          </Link>
          <h1 id="order-title" className={styles.title}>
            {ORDER.title(order.number)}
          </h1>
        </div>
        <BuyAgainButton order={order} />
      </div>
      <dl className={[styles.facts, detail.summary].join(' ')}>
        <dt>{ORDER.placedOn}</dt>
        <dd>
          <time dateTime={order.created_at}>{formatOrderDateTime(order.created_at)}</time>
        </dd>
        <dt>{ORDER.status}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt>{ORDER.payment}</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.payment_method]}</dd>
        <dt>{ORDER.paymentStatus}</dt>
        <dd>{PAYMENT_STATUS_LABELS[order.payment_status]}</dd>
        {order.paid_at ? (
          <>
            <dt>{ORDER.paidOn}</dt>
            <dd>
              <time dateTime={order.paid_at}>{formatOrderDateTime(order.paid_at)}</time>
            </dd>
          </>
        ) : null}
        {order.updated_at !== order.created_at ? (
          <>
            <dt>{ORDER.updatedOn}</dt>
            <dd>
              <time dateTime={order.updated_at}>{formatOrderDateTime(order.updated_at)}</time>
            </dd>
          </>
        ) : null}
      </dl>
      <div className={detail.columns}>
        <OrderLines order={order} />
        <div className={detail.aside}>
          <OrderTotals order={order} />
          <OrderDelivery order={order} />
        </div>
      </div>
    </article>
  );
}

/** The order's lines: image and name linking to the product, options, quantity, prices. */
function OrderLines({ order }: { readonly order: Order }) {
  return (
    <section aria-labelledby="order-lines">
      <h2 id="order-lines" className={styles.sectionTitle}>
        {ORDER.lines}
      </h2>
      <ul role="list" className={detail.lines}>
        {order.items.map((item) => {
          const to = item.product.unique_slug ? productPath(item.product.unique_slug) : null;
          return (
            <li key={item.product.id} className={detail.line}>
              <div className={detail.media}>
                {item.product.image ? <ProductPicture src={item.product.image} sizes="96px" alt="" width={96} height={120} loading="lazy" decoding="async" /> : null}
              </div>
              <div className={detail.info}>
                {to ? (
                  <Link to={to} className={detail.name}>
                    {item.product.name}
                  </Link>
                ) : (
                  <span className={detail.name}>{item.product.name}</span>
                )}
                {item.product.attributes.length > 0 ? (
                  <p className={styles.muted}>{item.product.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(' · ')}</p>
                ) : null}
                <p className={styles.muted}>
                  {ORDER.quantity}: {item.quantity} × {formatMoney(unitPrice(item.product))}
                </p>
              </div>
              <p className={detail.linePrice}>{formatMoney(linePrice(item))}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Subtotal, coupons, shipping (and insurance), total: the prices frozen with the order. */
function OrderTotals({ order }: { readonly order: Order }) {
  return (
    <section aria-labelledby="order-totals" className={styles.panel}>
      <h2 id="order-totals" className={styles.sectionTitle}>
        {ORDER.total}
      </h2>
      <dl className={detail.totals}>
        <dt>{ORDER.subtotal}</dt>
        <dd>{formatMoney(order.subtotal)}</dd>
        {order.coupons.map((coupon) => (
          <div key={coupon.id} className={detail.totalRow}>
            <dt>{ORDER.coupon(coupon.code)}</dt>
            <dd>−{formatMoney(coupon.discount)}</dd>
          </div>
        ))}
        <dt>{ORDER.shipping}</dt>
        <dd>{order.shipping === 0 ? ORDER.freeShipping : formatMoney(order.shipping)}</dd>
        {order.insurance ? (
          <>
            <dt>{ORDER.insurance}</dt>
            <dd>{ORDER.insured}</dd>
          </>
        ) : null}
        <dt className={detail.grand}>{ORDER.total}</dt>
        <dd className={detail.grand}>{formatMoney(order.total)}</dd>
      </dl>
    </section>
  );
}

/** Where the order goes (an address, or the store it is picked up in) and who pays. */
function OrderDelivery({ order }: { readonly order: Order }) {
  const store = order.pickup_store;
  return (
    <section aria-label={ORDER.delivery} className={[styles.panel, detail.delivery].join(' ')}>
      {order.shipping_address ? (
        <div>
          <h2 className={styles.sectionTitle}>{ORDER.shippingAddress}</h2>
          <AddressLines address={order.shipping_address} />
        </div>
      ) : store ? (
        <div>
          <h2 className={styles.sectionTitle}>{ORDER.pickupStore}</h2>
          <address className={styles.address}>
            <strong>{store.name}</strong>
            <br />
            {store.address}
            <br />
            {store.city}
            <br />
            {store.phone}
          </address>
        </div>
      ) : null}
      <div>
        <h2 className={styles.sectionTitle}>{ORDER.billingAddress}</h2>
        <AddressLines address={order.billing_address} />
      </div>
    </section>
  );
}

/** "Buy again": the lines still in stock go to the cart; the snackbar names the others. */
function BuyAgainButton({ order }: { readonly order: Order }) {
  const buyAgain = useService(BuyAgain);
  const [busy, setBusy] = useState(false);
  const run = async (): Promise<void> => {
    setBusy(true);
    await buyAgain.execute(order.items);
    setBusy(false);
  };
  return (
    <Button onClick={() => void run()} loading={busy}>
      {ORDER.buyAgain}
    </Button>
  );
}
