import { AddressBookStore, AuthStore, LoadOrders, type Order, RefreshAddresses, type Result } from '@/application';
import { ACCOUNT_PATHS, ACCOUNT_TITLES, defaultAddress, formatMoney, formatOrderDate, orderPath } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { Link } from 'react-router-dom';
import { useService } from '../../app/services';
import { AddressLines, LoadFailed, OrderStatusBadge, useAccountTitle } from '../../account/AccountBits';
import { greeting, LOAD_FAILED, OVERVIEW, SHORTCUT_TEXTS } from '../../account/account-texts';
import { useResult } from '../../account/use-result';
import { Skeleton } from '../../components/skeleton';
import styles from './account.module.less';
import overview from './overview.module.less';
import { PageHead } from '../../seo';
import { BackInStockAlerts } from '../../back-in-stock/BackInStockAlerts';

/** Loads what the overview shows: the newest order (null when none) and the address book. */
function useOverviewData() {
  const orders = useService(LoadOrders);
  const refresh = useService(RefreshAddresses);
  return useResult(async (): Promise<Result<Order | null>> => {
    const [page, addresses] = await Promise.all([orders.execute(1), refresh.execute()]);
    if (!page.ok) return page;
    if (!addresses.ok) return addresses;
    return { ok: true, value: page.value.rows[0] ?? null };
  }, 'overview');
}

/** `/my-account/overview`: a greeting by first name, the latest order, the default address and shortcuts. */
export function Component() {
  const title = useAccountTitle('My account');
  const auth = useService(AuthStore);
  const user = useObservableEagerState(auth.user$);
  const loaded = useOverviewData();

  return (
    <section aria-labelledby="overview-title">
      <PageHead title={title} noindex />
      <h1 id="overview-title" className={styles.title}>
        {greeting(user?.first_name)}
      </h1>
      <p className={styles.lead}>{OVERVIEW.lead}</p>
      {loaded.status === 'failed' ? (
        <LoadFailed text={LOAD_FAILED.overview} failure={loaded.failure} onRetry={loaded.retry} />
      ) : (
        <div className={styles.cards} aria-busy={loaded.status === 'loading' || undefined}>
          <LatestOrder order={loaded.status === 'ready' ? loaded.value : undefined} />
          <DefaultAddress loading={loaded.status === 'loading'} />
        </div>
      )}
      <BackInStockAlerts />
      <Shortcuts />
    </section>
  );
}

/** The newest order with its number, date, status and total; undefined while loading. */
function LatestOrder({ order }: { readonly order: Order | null | undefined }) {
  return (
    <article className={styles.panel} aria-labelledby="latest-order">
      <h2 id="latest-order" className={styles.sectionTitle}>
        {OVERVIEW.latestOrder}
      </h2>
      {order === undefined ? (
        <CardSkeleton />
      ) : order === null ? (
        <p className={styles.muted}>{OVERVIEW.noOrder}</p>
      ) : (
        <>
          <dl className={styles.facts}>
            <dt>Number</dt>
            <dd>{order.number}</dd>
            <dt>Date</dt>
            <dd>{formatOrderDate(order.created_at)}</dd>
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
            <dt>Total</dt>
            <dd>{formatMoney(order.total)}</dd>
          </dl>
          <p className={overview.cardLinks}>
            <Link to={orderPath(order.id)} className={styles.textLink} aria-label={`${OVERVIEW.viewOrder} ${order.number}`}>
              {OVERVIEW.viewOrder}
            </Link>
            <Link to={ACCOUNT_PATHS.orders} className={styles.textLink}>
              {OVERVIEW.allOrders}
            </Link>
          </p>
        </>
      )}
    </article>
  );
}

/** The address book's default address, or a way to add one. */
function DefaultAddress({ loading }: { readonly loading: boolean }) {
  const book = useService(AddressBookStore);
  const { addresses } = useObservableEagerState(book.state$);
  const address = defaultAddress(addresses);
  return (
    <article className={styles.panel} aria-labelledby="default-address">
      <h2 id="default-address" className={styles.sectionTitle}>
        {OVERVIEW.defaultAddress}
      </h2>
      {loading ? <CardSkeleton /> : address ? <AddressLines address={address} /> : <p className={styles.muted}>{OVERVIEW.noAddress}</p>}
      {loading ? null : (
        <p className={overview.cardLinks}>
          <Link to={ACCOUNT_PATHS.addresses} className={styles.textLink}>
            {address ? OVERVIEW.manageAddresses : OVERVIEW.addAddress}
          </Link>
        </p>
      )}
    </article>
  );
}

function CardSkeleton() {
  return (
    <div role="status" className={overview.skeleton}>
      <span className="visually-hidden">Loading</span>
      <Skeleton width="60%" />
      <Skeleton width="40%" />
      <Skeleton width="50%" />
      <Skeleton width="30%" />
    </div>
  );
}

/** Shortcuts to the other pages, as tiles. */
function Shortcuts() {
  const pages = ['orders', 'addresses', 'profile', 'wishlist'] as const;
  return (
    <nav aria-label={OVERVIEW.shortcuts} className={overview.shortcutsNav}>
      <ul role="list" className={overview.shortcuts}>
        {pages.map((page) => (
          <li key={page}>
            <Link to={ACCOUNT_PATHS[page]} className={overview.shortcut}>
              <span className={overview.shortcutTitle}>{ACCOUNT_TITLES[page]}</span>
              <span className={overview.shortcutText}>{SHORTCUT_TEXTS[page]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
