import type { Failure } from '@/application';
import { type Address, countryOptions, ORDER_STATUS_LABELS, orderStatusTone, type OrderState } from '@/domain';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../app/route-handle';
import { Button } from '../components/button';
import styles from '../pages/account/account.module.less';
import { TRY_AGAIN } from './account-texts';

/** The page's title: its own (`specific`, such as an order's number) or the one its route declares (routes.tsx); the page renders it in its PageHead too. */
export function useAccountTitle(fallback: string, specific?: string): string {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  return specific || handle?.title || fallback;
}

/** An order's state as a coloured badge. */
export function OrderStatusBadge({ status }: { readonly status: OrderState }) {
  return <span className={[styles.status, styles[orderStatusTone(status)]].join(' ')}>{ORDER_STATUS_LABELS[status]}</span>;
}

/** An address as it is written on a parcel. */
export function AddressLines({ address }: { readonly address: Address & { readonly label?: string | null; readonly area?: string | null } }) {
  const country = countryOptions([address.country_code], 'en')[0]?.englishName ?? address.country_code;
  const building = [address.building, address.floor ? `floor ${address.floor}` : null].filter(Boolean).join(', ');
  return (
    <address className={styles.address}>
      <strong>
        {address.first_name} {address.last_name}
      </strong>
      <br />
      {address.street}
      {building ? (
        <>
          <br />
          {building}
        </>
      ) : null}
      <br />
      {[address.area, address.city, address.zip].filter(Boolean).join(', ')}
      <br />
      {country}
      <br />
      {address.phone}
    </address>
  );
}

/** A load that failed: what did not load and a way to try again. */
export function LoadFailed({ text, failure, onRetry }: { readonly text: string; readonly failure?: Failure; readonly onRetry: () => void }) {
  return (
    <div className={styles.notice} role="alert">
      <h2>{text}</h2>
      {failure?.kind === 'unavailable' ? <p>Please check your connection and try again.</p> : null}
      <Button variant="outline" onClick={onRetry}>
        {TRY_AGAIN}
      </Button>
    </div>
  );
}

/** A quiet centred message (an empty list) with its action. */
export function EmptyState({ title, text, children }: { readonly title: string; readonly text: string; readonly children: ReactNode }) {
  return (
    <div className={styles.notice}>
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </div>
  );
}
