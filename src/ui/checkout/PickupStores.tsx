import { CONTENT_GATEWAY, type StoreLocation } from '@/application';
import { useEffect, useId, useState } from 'react';
import { useService } from '../app/services';
import { Skeleton } from '../components/skeleton';
import { FormMessage } from '../forms';
import * as T from './checkout-texts';
import styles from './checkout.module.less';

/** Props of PickupStores. */
export interface PickupStoresProps {
  readonly selectedId: number | null;
  readonly onSelect: (storeId: number) => void;
}

/** The shops of GET /api/stores as selectable cards: where to pick the order up (free). */
export function PickupStores({ selectedId, onSelect }: PickupStoresProps) {
  const content = useService(CONTENT_GATEWAY);
  const [stores, setStores] = useState<readonly StoreLocation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const name = useId();

  useEffect(() => {
    let live = true;
    content.stores().then(
      (list) => live && setStores(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [content]);

  return (
    <fieldset className={styles.picker} aria-busy={stores === null && !failed}>
      <legend className={styles.sectionTitle}>{T.PICKUP_TITLE}</legend>
      {failed ? (
        <FormMessage message={T.STORES_FAILED} />
      ) : stores === null ? (
        <p className={styles.loading}>
          <Skeleton height="5rem" />
          <span className="visually-hidden">{T.LOADING_STORES}</span>
        </p>
      ) : (
        <ul role="list" className={styles.cards}>
          {stores.map((store) => (
            <li key={store.id} className={[styles.card, store.id === selectedId ? styles.cardSelected : ''].join(' ')}>
              <label className={styles.cardChoice}>
                <input type="radio" name={name} checked={store.id === selectedId} onChange={() => onSelect(store.id)} className={styles.cardRadio} />
                <span className={styles.cardText}>
                  <strong>{store.name}</strong>
                  <span>
                    {store.address}, {store.city}
                  </span>
                  <span className={styles.cardMuted}>{store.phone}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
