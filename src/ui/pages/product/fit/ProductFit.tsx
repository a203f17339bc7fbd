import { FitPreferencesService, type ProductDetail, ProductReviews } from '@/application';
import { type FitCounts, fitSummary, preselectedSize, stockOfSize } from '@/domain';
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useRef } from 'react';
import { useServiceLocator } from '../../../app/services';
import { useFitFeature } from './use-fit-feature';
import styles from './fit.module.less';

/** Props of the fit summary. */
export interface ProductFitProps {
  readonly product: ProductDetail;
  readonly color: string | null;
  readonly size: string | null;
  readonly onChoose: (size: string) => void;
}

/** Loads the size-and-fit feature after the first paint, then shows the fit summary and preselects the remembered size. */
export function ProductFit(props: ProductFitProps) {
  const ready = useFitFeature();
  return ready ? <LoadedFit {...props} /> : null;
}

/** The buyers' fit counts of a page of reviews. */
export function fitCountsOf(page: { summary: { fit: readonly { verdict: keyof FitCounts; count: number }[] } } | null): FitCounts | null {
  if (page === null) return null;
  const counts: FitCounts = { runs_small: 0, true_to_size: 0, runs_large: 0 };
  for (const each of page.summary.fit) counts[each.verdict] = each.count;
  return counts;
}

function LoadedFit({ product, color, size, onChoose }: ProductFitProps) {
  const services = useServiceLocator();
  const reviews = services.get(ProductReviews);
  const preferences = services.get(FitPreferencesService);
  const state = useObservableEagerState(reviews.state$);
  const remembered = useObservableEagerState(preferences.rememberedSizes$);
  const chart = product.size_guide?.chart?.slug ?? null;
  // Preselects once: a size the shopper chose, or cleared, is theirs.
  const preselected = useRef(false);

  useEffect(() => {
    void reviews.show(product.id);
    void preferences.syncWithAccount();
  }, [reviews, preferences, product.id]);

  useEffect(() => {
    if (preselected.current || size !== null) return;
    const found = preselectedSize(remembered, chart, (each) => product.sizes.includes(each) && stockOfSize(product, color, each) > 0);
    if (found === null) return;
    preselected.current = true;
    onChoose(found);
  }, [remembered, chart, size, color, product, onChoose]);

  const summary = state.productId === product.id ? fitSummary(fitCountsOf(state.page) ?? { runs_small: 0, true_to_size: 0, runs_large: 0 }) : null;
  return summary ? (
    <p className={styles.fitSummary} data-testid="fit-summary">
      {summary.label}
    </p>
  ) : null;
}
