import type { StoreLocation } from '@/application';
import { formatDistance, formatOpeningTimes, openingStatus, openingStatusLabel } from '@/domain';
import { useId, type Ref } from 'react';
import { cx } from '../../shell/links';
import styles from './locator.module.less';

/** Google Maps directions to a shop (opens the maps site or app). */
export const directionsUrl = (store: Pick<StoreLocation, 'lat' | 'lng'>): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${store.lat},${store.lng}`;

/** Props of StoreCard. */
export interface StoreCardProps {
  readonly store: StoreLocation;
  readonly now: number;
  readonly distanceKm?: number;
  readonly selected: boolean;
  /** Shown when a map is there: centres it on the shop. */
  readonly onShowOnMap?: () => void;
  readonly ref?: Ref<HTMLElement>;
}

/** One shop: name, address, phone, hours with "Open now" or when it opens, distance and directions. */
export function StoreCard({ store, now, distanceKm, selected, onShowOnMap, ref }: StoreCardProps) {
  const status = openingStatus(store.hours, store.time_zone, now);
  const titleId = useId();
  return (
    <article ref={ref} className={cx(styles.card, selected && styles.selected)} aria-labelledby={titleId} data-store-id={store.id}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.name}>
          {store.name}
        </h2>
        {distanceKm !== undefined ? <span className={styles.distance}>{formatDistance(distanceKm)} away</span> : null}
      </div>
      <p className={cx(styles.status, status.open ? styles.open : styles.closed)}>{openingStatusLabel(status)}</p>
      <address className={styles.address}>
        {store.address}
        <br />
        {store.city}
      </address>
      <p className={styles.phone}>
        <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
      </p>
      {store.hours.length > 0 ? (
        <table className={styles.hours}>
          <caption className="visually-hidden">Opening hours of {store.name}</caption>
          <tbody>
            {store.hours.map((line) => (
              <tr key={line.days}>
                <th scope="row">{line.days}</th>
                <td>{formatOpeningTimes(line)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className={styles.actions}>
        <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer" className={styles.action} aria-label={`Directions to ${store.name} (opens in a new tab)`}>
          Directions
        </a>
        {onShowOnMap ? (
          <button type="button" className={styles.action} onClick={onShowOnMap} aria-pressed={selected} aria-label={`Show on map: ${store.name}`}>
            Show on map
          </button>
        ) : null}
      </div>
    </article>
  );
}
