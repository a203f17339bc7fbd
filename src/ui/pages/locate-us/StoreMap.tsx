import { LoadStoreMap, type StoreLocation, type StoreMapView } from '@/application';
import { useEffect, useRef, useState } from 'react';
import { useService } from '../../app/services';
import styles from './locator.module.less';

/** What the map area shows. */
export type MapStatus = 'loading' | 'ready' | 'unavailable';

/** Props of StoreMap. */
export interface StoreMapProps {
  readonly stores: readonly StoreLocation[];
  readonly selectedId: number | null;
  readonly onSelect: (storeId: number) => void;
  readonly onStatus: (status: MapStatus) => void;
  readonly hidden?: boolean;
}

/**
 * The Google Map of the shops (through the maps loader: its retries and back-off). A marker
 * chosen on the map selects its shop in the list; a shop chosen in the list centres the map.
 */
export function StoreMap({ stores, selectedId, onSelect, onStatus, hidden }: StoreMapProps) {
  const maps = useService(LoadStoreMap);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<StoreMapView | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  // The latest callbacks, without drawing the map again when they change.
  const callbacks = useRef({ onSelect, onStatus });
  callbacks.current = { onSelect, onStatus };

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let cancelled = false;
    void maps.execute(element, stores, (id) => callbacks.current.onSelect(id)).then((drawn) => {
      if (cancelled) {
        if (drawn.ok) drawn.value.destroy();
        return;
      }
      const next: MapStatus = drawn.ok ? 'ready' : 'unavailable';
      view.current = drawn.ok ? drawn.value : null;
      setStatus(next);
      callbacks.current.onStatus(next);
    });
    return () => {
      cancelled = true;
      view.current?.destroy();
      view.current = null;
    };
  }, [maps, stores]);

  useEffect(() => {
    if (selectedId !== null) view.current?.select(selectedId);
  }, [selectedId, status]);

  if (status === 'unavailable') return null;
  return (
    <div className={styles.mapArea} hidden={hidden}>
      <div ref={host} className={styles.map} role="region" aria-label="Map of our stores" aria-busy={status === 'loading'} />
    </div>
  );
}
