import { RecentlyViewedService } from '@/application';
import { useObservableEagerState } from 'observable-hooks';
import { type MouseEvent, useEffect, useId, useState } from 'react';
import { useServiceLocator } from '../app/services';
import { ProductCard } from '../catalogue';
import { FEATURES } from '../composition';
import { RECENTLY_VIEWED_TEXTS as TEXTS } from './recently-viewed-texts';
import styles from './recently-viewed.module.less';

/** Props of RecentlyViewed. */
export interface RecentlyViewedProps {
  /** The product page's own product: recorded as viewed, and left out of its row. */
  readonly current?: number;
  /** Called when a card is followed (the search drawer closes). */
  readonly onChoose?: () => void;
  readonly className?: string;
}

/**
 * The last products the shopper opened, newest first, as a row that scrolls sideways; nothing
 * at all while there are none. Loaded in the browser only (the list is the device's or the
 * account's), with its feature's code on demand.
 */
export function RecentlyViewed({ current, onChoose, className }: RecentlyViewedProps) {
  const services = useServiceLocator();
  const [service, setService] = useState<RecentlyViewedService | null>(null);

  useEffect(() => {
    let live = true;
    services
      .get(FEATURES)('recently-viewed')
      .then(() => {
        if (!live) return;
        const found = services.get(RecentlyViewedService);
        setService(found);
        void (current === undefined ? found.load() : found.viewed(current));
      })
      // Without its code the row is simply not shown.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [services, current]);

  return service === null ? null : <RecentlyViewedRow service={service} current={current} onChoose={onChoose} className={className} />;
}

function RecentlyViewedRow({ service, current, onChoose, className }: { readonly service: RecentlyViewedService } & RecentlyViewedProps) {
  const titleId = useId();
  const { products } = useObservableEagerState(service.state$);
  const shown = (products ?? []).filter((product) => product.id !== current);
  if (shown.length === 0) return null;
  const followed = (event: MouseEvent<HTMLUListElement>) => {
    if (onChoose && (event.target as HTMLElement).closest('a')) onChoose();
  };
  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={titleId} data-testid="recently-viewed">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {TEXTS.title}
        </h2>
        <button type="button" className={styles.clear} aria-label={TEXTS.clearLabel} onClick={() => void service.clear()}>
          {TEXTS.clear}
        </button>
      </div>
      {/* Following a card's link (click or Enter: both are clicks) closes the drawer around the row. */}
      <ul className={styles.row} role="list" aria-label={TEXTS.title} onClick={followed}>
        {shown.map((product) => (
          <li key={product.id} className={styles.cell}>
            <ProductCard product={product} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
