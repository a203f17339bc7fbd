import { LoadOrders, type Order, type Page } from '@/application';
import { formatMoney, formatOrderDate, itemCountLabel, orderPath } from '@/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { useService } from '../../app/services';
import { EmptyState, LoadFailed, OrderStatusBadge, useAccountTitle } from '../../account/AccountBits';
import { LOAD_FAILED, ORDERS } from '../../account/account-texts';
import { useResult } from '../../account/use-result';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/skeleton';
import styles from './account.module.less';
import list from './orders.module.less';
import { PageHead } from '../../seo';

/** The page asked for in `?page=`, 1 when absent or not a whole number above 0. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `/my-account/orders`: the shopper's orders, newest first, a page at a time. */
export function Component() {
  const title = useAccountTitle('My orders');
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const orders = useService(LoadOrders);
  const loaded = useResult(() => orders.execute(page), String(page));

  return (
    <section aria-labelledby="orders-title">
      <PageHead title={title} noindex />
      <div className={styles.head}>
        <h1 id="orders-title" className={styles.title}>
          {title}
        </h1>
        {loaded.status === 'ready' && loaded.value.total > 0 ? <p className={styles.muted}>{loaded.value.total === 1 ? '1 order' : `${loaded.value.total} orders`}</p> : null}
      </div>
      {loaded.status === 'loading' ? (
        <OrdersSkeleton />
      ) : loaded.status === 'failed' ? (
        <LoadFailed text={LOAD_FAILED.orders} failure={loaded.failure} onRetry={loaded.retry} />
      ) : loaded.value.rows.length === 0 ? (
        <EmptyState title={ORDERS.empty} text={ORDERS.emptyText}>
          <Button size="large" to="/">
            {ORDERS.shop}
          </Button>
        </EmptyState>
      ) : (
        <>
          <OrderList orders={loaded.value.rows} />
          <Pager page={loaded.value} />
        </>
      )}
    </section>
  );
}

/** The orders as rows: number (the link), date, status, item count, total. */
function OrderList({ orders }: { readonly orders: readonly Order[] }) {
  return (
    <ul role="list" className={list.rows} aria-label="Orders">
      <li className={list.header} aria-hidden="true">
        <span>{ORDERS.number}</span>
        <span>{ORDERS.date}</span>
        <span>{ORDERS.status}</span>
        <span>{ORDERS.items}</span>
        <span className={list.end}>{ORDERS.total}</span>
      </li>
      {orders.map((order) => (
        <li key={order.id} className={list.row}>
          <Link to={orderPath(order.id)} className={list.number}>
            {order.number}
          </Link>
          <span className={list.date}>{formatOrderDate(order.created_at)}</span>
          <span className={list.statusCell}>
            <OrderStatusBadge status={order.status} />
          </span>
          <span className={list.count}>{itemCountLabel(order.item_count)}</span>
          <span className={[list.end, list.total].join(' ')}>{formatMoney(order.total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Previous and next pages, when there is more than one. */
function Pager({ page }: { readonly page: Page<Order> }) {
  if (page.count <= 1) return null;
  return (
    <nav aria-label="Pages" className={list.pager}>
      {page.page > 1 ? (
        <Button variant="outline" to={`?page=${page.page - 1}`}>
          {ORDERS.previous}
        </Button>
      ) : (
        <span />
      )}
      <span className={styles.muted}>{ORDERS.pageOf(page.page, page.count)}</span>
      {page.page < page.count ? (
        <Button variant="outline" to={`?page=${page.page + 1}`}>
          {ORDERS.next}
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" className={list.rows}>
      <span className="visually-hidden">{ORDERS.loading}</span>
      {[0, 1, 2].map((index) => (
        <div key={index} className={list.row}>
          <Skeleton width="70%" />
          <Skeleton width="60%" />
          <Skeleton width="50%" />
          <Skeleton width="40%" />
          <Skeleton width="50%" />
        </div>
      ))}
    </div>
  );
}
