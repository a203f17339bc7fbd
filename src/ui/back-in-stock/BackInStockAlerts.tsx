import { BackInStockAlerts as AlertsService, type BackInStockRequest } from '@/application';
import { formatOrderDate, productChoicePath } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useServiceLocator } from '../app/services';
import { Button } from '../components/button';
import { Skeleton } from '../components/skeleton';
import { FEATURES } from '../composition';
import { BACK_IN_STOCK_ALERTS_TEXTS as TEXTS } from './back-in-stock-texts';
import styles from './back-in-stock-alerts.module.less';

/** The account's "Back in stock alerts": the sizes the shopper waits for, each with a cancel button. */
export function BackInStockAlerts() {
  const services = useServiceLocator();
  const [alerts, setAlerts] = useState<AlertsService | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // Bumped by "Try again" after the feature's code failed to load.
  const [tries, setTries] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoadFailed(false);
    services
      .get(FEATURES)('back-in-stock')
      .then(() => {
        if (controller.signal.aborted) return;
        const service = services.get(AlertsService);
        setAlerts(service);
        void service.load(controller.signal);
      })
      .catch(() => setLoadFailed(true));
    return () => controller.abort();
  }, [services, tries]);

  return (
    <section className={styles.section} aria-labelledby="back-in-stock-alerts">
      <h2 id="back-in-stock-alerts" className={styles.title}>
        {TEXTS.title}
      </h2>
      <p className={styles.lead}>{TEXTS.lead}</p>
      {alerts !== null ? (
        <AlertList alerts={alerts} />
      ) : loadFailed ? (
        <LoadAgain onRetry={() => setTries((count) => count + 1)} />
      ) : (
        <Skeleton height="5rem" />
      )}
    </section>
  );
}

function AlertList({ alerts }: { readonly alerts: AlertsService }) {
  const { requests, failure, cancelling } = useObservableEagerState(alerts.state$);
  if (failure !== null) return <LoadAgain onRetry={() => void alerts.load()} />;
  if (requests === null) return <Skeleton height="5rem" />;
  if (requests.length === 0) return <p className={styles.empty}>{TEXTS.empty}</p>;
  return (
    <ul className={styles.list} aria-label={TEXTS.title}>
      {requests.map((request) => (
        <AlertRow key={request.id} request={request} busy={cancelling.includes(request.id)} onCancel={() => void alerts.cancel(request.id)} />
      ))}
    </ul>
  );
}

/** The section's own failure, quieter than the page's: the rest of the account may have loaded. */
function LoadAgain({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <p className={styles.empty} role="alert">
      {TEXTS.loadFailed}{' '}
      <Button variant="text" size="small" onClick={onRetry}>
        {TEXTS.loadAgain}
      </Button>
    </p>
  );
}

function AlertRow({ request, busy, onCancel }: { readonly request: BackInStockRequest; readonly busy: boolean; readonly onCancel: () => void }) {
  const choice = [request.size === null ? null : `Size ${request.size}`, request.color_name].filter(Boolean).join(' · ');
  return (
    <li className={styles.row}>
      {request.product.image ? <img className={styles.image} src={request.product.image} alt="" width={56} height={70} loading="lazy" /> : <span className={styles.image} />}
      <div className={styles.text}>
        <Link to={productChoicePath(request.product.unique_slug, request)} className={styles.name}>
          {request.product.name}
        </Link>
        <span className={styles.meta}>{choice}</span>
        <span className={styles.meta}>{TEXTS.until(formatOrderDate(request.expires_at))}</span>
      </div>
      <Button variant="outline" size="small" loading={busy} loadingLabel={TEXTS.cancelLabel} aria-label={TEXTS.cancel(request.product.name, request.size)} onClick={onCancel}>
        {TEXTS.cancelLabel}
      </Button>
    </li>
  );
}
