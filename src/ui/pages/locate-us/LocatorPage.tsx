import { ContentPages, FindNearestStores, LoadStoreMap, type NearestStores, type Result, type StoreLocation } from '@/application';
import { useCallback, useMemo, useRef, useState } from 'react';
import { type LoaderFunction, useLoaderData } from 'react-router-dom';
import { pageData } from '../../app/page-data';
import type { ServiceLocator } from '../../app/services';
import { useService } from '../../app/services';
import { Button } from '../../components/button';
import { ContentFailed } from '../../content/ContentFailed';
import { ContentHeader } from '../../content/ContentHeader';
import contentStyles from '../../content/content.module.less';
import { useIsSmallScreen } from '../../hooks';
import { cx } from '../../shell/links';
import { StoreCard } from './StoreCard';
import { StoreMap, type MapStatus } from './StoreMap';
import { useNow } from './use-now';
import styles from './locator.module.less';
import { PageHead } from '../../seo';

/** Texts of the store locator. */
export const LOCATOR_TEXTS = {
  title: 'Our stores',
  lead: 'Find a Maison store near you, with its opening hours and directions.',
  useLocation: 'Use my location',
  locating: 'Finding your location',
  sorted: 'Stores sorted by distance from you.',
  denied: 'Location access was refused, so the stores stay in their usual order.',
  unavailable: 'Your location could not be found, so the stores stay in their usual order.',
  noMap: 'The map is not available right now: every store is listed with its address and directions.',
  empty: 'There are no stores to show yet.',
  showMap: 'Map',
} as const;

/** Loads the shops. */
export function createLoader(services: ServiceLocator): LoaderFunction {
  return async () => pageData(await services.get(ContentPages).stores());
}

/** `/locate-us`: the shops with their hours, sorted by distance on request, and a map when a key is configured. */
export function Component() {
  const loaded = useLoaderData() as Result<readonly StoreLocation[]>;
  return (
    <div className={cx(contentStyles.page, styles.page)}>
      <PageHead title={LOCATOR_TEXTS.title} description={LOCATOR_TEXTS.lead} />
      <ContentHeader title={LOCATOR_TEXTS.title} lead={LOCATOR_TEXTS.lead} />
      {!loaded.ok ? (
        <ContentFailed />
      ) : loaded.value.length === 0 ? (
        <p className={contentStyles.empty}>{LOCATOR_TEXTS.empty}</p>
      ) : (
        <Locator stores={loaded.value} />
      )}
    </div>
  );
}

function Locator({ stores }: { readonly stores: readonly StoreLocation[] }) {
  const nearest = useService(FindNearestStores);
  const mapAvailable = useService(LoadStoreMap).available;
  const now = useNow();
  const small = useIsSmallScreen();
  const [sorted, setSorted] = useState<Result<NearestStores> | null>(null);
  const [locating, setLocating] = useState(false);
  const [mapStatus, setMapStatus] = useState<MapStatus>(mapAvailable ? 'loading' : 'unavailable');
  const [mapShown, setMapShown] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const cards = useRef(new Map<number, HTMLElement>());

  const entries = useMemo(
    () => (sorted?.ok ? sorted.value.stores.map((entry) => ({ store: entry.place, distanceKm: entry.distanceKm })) : stores.map((store) => ({ store, distanceKm: undefined }))),
    [sorted, stores],
  );

  const locate = async (): Promise<void> => {
    setLocating(true);
    setSorted(await nearest.execute(stores));
    setLocating(false);
  };

  // A marker chosen on the map: its card is selected and brought into view.
  const selectFromMap = useCallback((id: number) => {
    setSelectedId(id);
    cards.current.get(id)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const message =
    sorted === null ? null : sorted.ok ? LOCATOR_TEXTS.sorted : sorted.failure.kind === 'denied' ? LOCATOR_TEXTS.denied : LOCATOR_TEXTS.unavailable;
  const withMap = mapStatus !== 'unavailable';

  return (
    <>
      <div className={styles.toolbar}>
        <Button variant="outline" onClick={() => void locate()} loading={locating} loadingLabel={LOCATOR_TEXTS.locating}>
          {LOCATOR_TEXTS.useLocation}
        </Button>
        {withMap && small ? (
          <Button variant="text" aria-pressed={mapShown} onClick={() => setMapShown((shown) => !shown)}>
            {LOCATOR_TEXTS.showMap}
          </Button>
        ) : null}
        <p className={styles.message} role="status">
          {message}
        </p>
      </div>
      {!withMap ? <p className={styles.note}>{LOCATOR_TEXTS.noMap}</p> : null}
      <div className={cx(styles.layout, withMap && styles.withMap)}>
        <ol role="list" className={styles.list} aria-label="Stores">
          {entries.map(({ store, distanceKm }) => (
            <li key={store.id}>
              <StoreCard
                ref={(element) => {
                  if (element) cards.current.set(store.id, element);
                  else cards.current.delete(store.id);
                }}
                store={store}
                now={now}
                distanceKm={distanceKm}
                selected={selectedId === store.id}
                onShowOnMap={
                  mapStatus === 'ready'
                    ? () => {
                        setSelectedId(store.id);
                        if (small) setMapShown(true);
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </ol>
        {mapAvailable ? <StoreMap stores={stores} selectedId={selectedId} onSelect={selectFromMap} onStatus={setMapStatus} hidden={small && !mapShown} /> : null}
      </div>
    </>
  );
}
