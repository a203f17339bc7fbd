import { RecentlyViewedService } from '@/application';
import { useObservableEagerState } from 'observable-hooks';
import { type MouseEvent, useId } from 'react';
import type { ServiceLocator } from '../app/services';
import { ProductCard } from '../catalogue/product-card/ProductCard';
import type { RecentlyViewedProps } from './RecentlyViewed';
import { RECENTLY_VIEWED_TEXTS as TEXTS } from './recently-viewed-texts';
import styles from './recently-viewed.module.less';

/** The feature's service, once its module is bound (`FEATURES('recently-viewed')`). */
export const recentlyViewedService = (services: ServiceLocator): RecentlyViewedService => services.get(RecentlyViewedService);

/** The row of cards: loaded with the feature, so neither it nor the product card is start-up code. */
export function RecentlyViewedRow({ service, current, onChoose, className }: { readonly service: RecentlyViewedService } & RecentlyViewedProps) {
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
